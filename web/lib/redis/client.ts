/**
 * The app's own Redis clients (the throttles, the shared stage boundaries): one per purpose and URL per
 * process, connecting and reconnecting in the background as lib/redis/options.ts says, with an outage
 * logged once when it starts and once when it ends. The page store's client belongs to the cache store
 * (cache/shared-store.ts).
 */
import { createClient } from 'redis';
import { processState } from '../runtime/process-state';
import { log } from '../telemetry/log';
import { redisOptions } from './options';

export type RedisClient = ReturnType<typeof createClient>;

/**
 * Logs the first error of an outage and the reconnection that ends it, under `label` ("accounts: the throttle
 * Redis"). Errors must be listened to in any case: an unheard one would end the process.
 */
export function reportOutages(client: RedisClient, url: string, label: string): void {
  let down = false;
  client.on('error', (error: Error) => {
    if (!down) log.error(`${label} at ${new URL(url).host} is unavailable (${error.message})`);
    down = true;
  });
  client.on('ready', () => {
    if (down) log.info(`${label} answers again`);
    down = false;
  });
}

type Options = {
  /** Said when it is unavailable and when it is back; without it, failing commands speak where awaited. */
  label?: string;
  /** Fail commands at once while disconnected instead of queueing them until the connection is back. */
  failWhileAway?: boolean;
};

/** What the app's Redis clients are for (lib/runtime/process-state.ts lists their slots). */
type RedisPurpose = 'throttle' | 'stage-boundaries' | 'webhook-signatures';

/** The process's client for `purpose` at `url`, made (and its connection begun) by whoever asks first. */
export function redisClient(
  purpose: RedisPurpose,
  url: string,
  { label, failWhileAway = false }: Options = {},
): RedisClient {
  const clients = processState(`redis.${purpose}`, () => new Map<string, RedisClient>());
  let client = clients.get(url);
  if (!client) {
    client = createClient({ ...redisOptions(url), disableOfflineQueue: failWhileAway });
    if (label) reportOutages(client, url, label);
    else client.on('error', () => {});
    client.connect().catch(() => {});
    clients.set(url, client);
  }
  return client;
}

/** Closes every client made for `purpose` (at shutdown, and after tests). */
export async function closeRedisClients(purpose: RedisPurpose): Promise<void> {
  const clients = processState(`redis.${purpose}`, () => new Map<string, RedisClient>());
  const open = [...clients.values()];
  clients.clear();
  await Promise.allSettled(open.map((client) => (client.isReady ? client.close() : client.destroy())));
}
