/**
 * The ISR store shared by every instance when ISR_CACHE_REDIS_URL is set: @fortedigital/nextjs-cache-handler's
 * Redis handler on the `redis` 5 client. A publish raises the content's revision, which every instance mirrors
 * (lib/stage/shared-boundaries.ts), so every instance looks pages up under new keys (stored-page.ts); entries of an
 * older revision expire with their lifetime, at the next boundary at the latest. No instance keeps a copy in its
 * own memory, so none answers with a page from before another's publish. One store per process: Next creates a cache handler per request, and the Redis
 * client must be made once.
 * A Redis outage is a cache miss, never a wait: commands fail at once while the client is disconnected (no
 * offline queue) and each one gives up after STORE_TIMEOUT_MS; the client reconnects on its own.
 */
import { createRequire } from 'node:module';
import type { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import { type Settings, settings } from '@showcase/schemas/settings';
import { REDIS_CONNECT_MS, redisOptions } from '../lib/redis/options';

/** How long one Redis command of the page store may take before the request renders as on a miss. */
const STORE_TIMEOUT_MS = 500;

export type SharedStore = CacheHandler;
type StoreContext = ConstructorParameters<typeof CacheHandler>[0];

/**
 * The packages are loaded only when a store is configured (a single instance never loads a Redis client), and
 * with require(): they are CommonJS, kept outside the page cache's bundle (cache/build.ts).
 */
const load = createRequire(import.meta.url);

let shared: SharedStore | null | undefined;

export function sharedStore(
  ctx: StoreContext,
  env: Pick<Settings, 'ISR_CACHE_REDIS_URL' | 'ISR_CACHE_PREFIX'> = settings(),
): SharedStore | null {
  if (shared !== undefined) return shared;
  const url = env.ISR_CACHE_REDIS_URL;
  if (!url) {
    shared = null;
    return shared;
  }
  const { CacheHandler } = load(
    '@fortedigital/nextjs-cache-handler',
  ) as typeof import('@fortedigital/nextjs-cache-handler');
  const createRedisHandler = (
    load(
      '@fortedigital/nextjs-cache-handler/redis-strings',
    ) as typeof import('@fortedigital/nextjs-cache-handler/redis-strings')
  ).default;
  const { createClient } = load('redis') as typeof import('redis');
  CacheHandler.onCreation(async ({ buildId }) => {
    const client = createClient({ ...redisOptions(url), disableOfflineQueue: true });
    // Errors surface as misses; the client keeps reconnecting by itself.
    client.on('error', () => {});
    const connected = client.connect().catch(() => {});
    await Promise.race([connected, new Promise((resolve) => setTimeout(resolve, REDIS_CONNECT_MS).unref())]);
    return {
      handlers: [
        createRedisHandler({
          // The package types its client as redis's default (RESP 2); createClient() here is typed for either
          // protocol version, and the handler uses commands both answer alike.
          client: client as unknown as import('redis').RedisClientType,
          // One build's entries apart from another's.
          keyPrefix: `${env.ISR_CACHE_PREFIX || buildId || 'build'}:`,
          timeoutMs: STORE_TIMEOUT_MS,
        }),
      ],
    };
  });
  shared = new CacheHandler(ctx);
  return shared;
}
