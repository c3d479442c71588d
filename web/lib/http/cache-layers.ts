/**
 * How an answer says which cache gave it, read by the request log and metrics (telemetry/requests.ts).
 * The front server says it on every answer it gives from memory, a page's kept copy or a file of the build
 * (cache/front-cache.ts, cache/static-assets.ts), as nginx says X-Cache; Next says its own on ISR pages.
 */
export const FRONT_CACHE_HEADER = 'x-front-cache';
/** Next's documented header on an ISR page: HIT, STALE or MISS. */
export const NEXT_CACHE_HEADER = 'x-nextjs-cache';
