// @ts-check
/**
 * How the server's own Redis clients connect (the page store, the throttles, the shared stage boundaries): a
 * first connection may take up to REDIS_CONNECT_MS, and a lost one is retried, backing off to one attempt
 * every 2 s, for as long as the process runs. CommonJS so that the cache handler, which Next loads with
 * require() outside its bundler, shares it with the app.
 */

const REDIS_CONNECT_MS = 2_000;

/** @param {string} url */
function redisOptions(url) {
  return {
    url,
    socket: {
      connectTimeout: REDIS_CONNECT_MS,
      /** @param {number} retries */
      reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2_000),
    },
  };
}

module.exports = { REDIS_CONNECT_MS, redisOptions };
