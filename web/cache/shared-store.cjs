// @ts-check
/**
 * The ISR store shared by every instance when ISR_CACHE_REDIS_URL is set: @fortedigital/nextjs-cache-handler's
 * Redis handler on the `redis` 5 client. A publish's revalidateTag deletes the tagged entries in Redis, so
 * every instance renders them afresh; no instance keeps a copy in its own memory, so none answers with a page
 * another has revalidated. One store per process: Next creates a cache handler per request, and the Redis
 * client must be made once.
 * A Redis outage is a cache miss, never a wait: commands fail at once while the client is disconnected (no
 * offline queue) and each one gives up after STORE_TIMEOUT_MS; the client reconnects on its own.
 * Plain CommonJS because Next loads the cache handler with require(), outside its bundler.
 */
const { REDIS_CONNECT_MS, redisOptions } = require('./redis-options.cjs');

/** How long one Redis command of the page store may take before the request renders as on a miss. */
const STORE_TIMEOUT_MS = 500;

/** @typedef {import('@fortedigital/nextjs-cache-handler').CacheHandler} SharedStore */

/** @type {SharedStore | null | undefined} */
let shared;

/**
 * @param {ConstructorParameters<typeof import('@fortedigital/nextjs-cache-handler').CacheHandler>[0]} ctx
 * @returns {SharedStore | null}
 */
function sharedStore(ctx, env = process.env) {
  if (shared !== undefined) return shared;
  const url = env.ISR_CACHE_REDIS_URL;
  if (!url) {
    shared = null;
    return shared;
  }
  const { CacheHandler } = require('@fortedigital/nextjs-cache-handler');
  const createRedisHandler = require('@fortedigital/nextjs-cache-handler/redis-strings').default;
  const { createClient } = require('redis');
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
          client: /** @type {import('redis').RedisClientType} */ (/** @type {unknown} */ (client)),
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

module.exports = { sharedStore };
