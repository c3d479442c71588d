/**
 * How the server's own Redis clients connect (the page store, the throttles, the shared stage boundaries): a
 * first connection may take up to REDIS_CONNECT_MS, and a lost one is retried, backing off to one attempt
 * every 2 s, for as long as the process runs. Apart from the clients (client.ts), so that the page cache's
 * bundle (cache/shared-store.ts, bundled by cache/build.ts) and the app share it.
 */

export const REDIS_CONNECT_MS = 2_000;

export function redisOptions(url: string) {
  return {
    url,
    socket: {
      connectTimeout: REDIS_CONNECT_MS,
      reconnectStrategy: (retries: number) => Math.min(100 * 2 ** retries, 2_000),
    },
  };
}
