/**
 * The stage boundaries shared by every instance through the Redis of the page cache (ISR_CACHE_REDIS_URL),
 * with the hosted backend. The instance that recomputes them (at its start, on a publish) stores them and
 * announces them; every instance mirrors what is stored or announced into its own boundaries file, which the
 * page cache reads. So instances on separate hosts flip at the same instants, with no shared disk and one
 * webhook for all of them.
 */
import 'server-only';
import { type ContentState, contentStateText, parseContentState } from '@showcase/schemas/boundaries';
import { type Settings, settings } from '@showcase/schemas/settings';
import { createClient } from 'redis';
import { redisClient, reportOutages } from '../redis/client';
import { REDIS_CONNECT_MS, redisOptions } from '../redis/options';
import { log } from '../telemetry/log';

/** A command waits no longer than a first connection may take. */
const TIMEOUT_MS = REDIS_CONNECT_MS;

/** Where they are shared, or null when they are not: one key (and channel) per dataset and cache prefix. */
type SharingSettings = Pick<
  Settings,
  'ISR_CACHE_REDIS_URL' | 'ISR_CACHE_PREFIX' | 'SANITY_PROJECT_ID' | 'SANITY_DATASET'
>;

export function sharedBoundariesKey(env: SharingSettings = settings()): string | null {
  if (!env.ISR_CACHE_REDIS_URL || !env.SANITY_PROJECT_ID) return null;
  return `${env.ISR_CACHE_PREFIX ?? ''}stage-boundaries:${env.SANITY_PROJECT_ID}:${env.SANITY_DATASET}`;
}

/** One client per URL per process for commands (the subscriber needs a connection of its own). */
const commands = (url: string) => redisClient('stage-boundaries', url);

function within<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: Redis did not answer within ${TIMEOUT_MS} ms`)), TIMEOUT_MS);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Stores the state and announces it to every instance (this one has written its own file already). */
export async function shareContentState(state: ContentState, env: SharingSettings = settings()) {
  const key = sharedBoundariesKey(env);
  if (!key || !env.ISR_CACHE_REDIS_URL) return;
  const message = contentStateText(state);
  const client = commands(env.ISR_CACHE_REDIS_URL);
  await within(client.multi().set(key, message).publish(key, message).exec(), 'sharing the stage boundaries');
}

/**
 * Mirrors the shared boundaries into this instance's file with `write`: what is stored now, every announcement,
 * and what is stored after each (re)connection, since an announcement made while disconnected is not replayed.
 * Returns a function that stops mirroring.
 */
export function mirrorSharedBoundaries(
  write: (state: ContentState) => void,
  env: SharingSettings = settings(),
): () => Promise<void> {
  const key = sharedBoundariesKey(env);
  const url = env.ISR_CACHE_REDIS_URL;
  if (!key || !url) return async () => {};
  const apply = (message: string | null | undefined) => {
    try {
      const state = message ? parseContentState(message) : null;
      if (state) write(state);
    } catch (error) {
      log.error('stage boundaries: a shared copy could not be applied', error);
    }
  };
  const subscriber = createClient(redisOptions(url));
  reportOutages(subscriber, url, 'stage boundaries: the Redis');
  subscriber.on('ready', () => {
    within(commands(url).get(key), 'reading the stage boundaries').then(apply, (error: Error) =>
      log.error(`stage boundaries: ${error.message}`),
    );
  });
  // Both wait for the connection however long Redis is away, and the subscription is renewed on reconnection.
  subscriber.connect().catch(() => {});
  subscriber.subscribe(key, apply).catch(() => {});
  return async () => {
    await subscriber.close().catch(() => subscriber.destroy());
  };
}
