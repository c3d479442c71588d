// @ts-check
/**
 * The ISR store shared by every instance when ISR_CACHE_REDIS_URL is set: @trieb.work/nextjs-turbo-redis-cache
 * (a maintained Redis cache handler for Next 15/16). A publish's revalidateTag deletes the tagged entries in
 * Redis, so every instance renders them afresh. One handler per process: Next creates a cache handler per
 * request, and the Redis client, its tag maps and its key-space listener must be made once.
 * Plain CommonJS because Next loads the cache handler with require(), outside its bundler.
 */

/** @type {import('@trieb.work/nextjs-turbo-redis-cache').RedisStringsHandler | null | undefined} */
let shared;

/** @returns {import('@trieb.work/nextjs-turbo-redis-cache').RedisStringsHandler | null} */
function sharedStore(env = process.env) {
  if (shared !== undefined) return shared;
  const url = env.ISR_CACHE_REDIS_URL;
  if (!url) {
    shared = null;
    return shared;
  }
  const { RedisStringsHandler } = require('@trieb.work/nextjs-turbo-redis-cache');
  shared = new RedisStringsHandler({
    redisUrl: url,
    database: 0,
    // One build's entries apart from another's (the handler's default prefix is the BUILD_ID too).
    keyPrefix: env.ISR_CACHE_PREFIX || undefined,
    // How long an instance may answer from its own memory after another instance revalidated: keep it short.
    inMemoryCachingTime: Number(env.ISR_CACHE_MEMORY_MS ?? 2_000),
    getTimeoutMs: 500,
  });
  return shared;
}

module.exports = { sharedStore };
