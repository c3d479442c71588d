/**
 * What a stored page may depend on: its path, its host's region (the path's first segment once next.config.ts has
 * rewritten the cn host), its stage and the content; nothing else of the request. Next renders a page with the
 * request that caused the render, query included: it writes that query into the page's flight data (`"c"`, the
 * canonical URL, and `"q"`) and stores the render for everyone. A reset link's token, a marker in `utm_source`,
 * would then be served to every later visitor. So a page request reaches Next without its query, the moment it
 * arrives (lib/runtime/request-start.ts), on every serving path: the front server, Next's own server.js, each instance
 * behind nginx. No page reads its query on the server (the browser reads it from its own address,
 * components/account/use-query-param.ts), so nothing is lost but what must never be stored; only Next's
 * cache-busting `_rsc`, which Next checks against the request's headers and drops before rendering, stays.
 */
import { isCnHost } from '@showcase/schemas/hosts';
import { API_BASES, OWN_HOST_REGION, PATH_REGIONS } from '@showcase/schemas/regions';
import { onRequestStart } from './request-start';

/** First segments of the routes that read their query: Next's image optimizer, preview links, images, the API. */
const QUERY_ROUTES = new Set(['_next', 'api', 'media', ...API_BASES.map((base) => base.slice(1))]);
/** Next's cache-busting parameter of a client navigation (`_rsc`): kept, Next refuses a navigation without it. */
const NEXT_PARAM = /^_rsc(?:=|$)/;

/**
 * Whether Next answers `path` on `host` with a page of app/[region], which it may store. On the main host that is
 * a path under a region (not cn's, which leads to its own host; proxy.ts); on the cn host any path but the app's
 * own routes and /cn (which redirects). Everything else may redirect, and a redirect carries the query on.
 */
function servedAsPage(host: string | undefined, path: string): boolean {
  const first = path.split('/')[1] ?? '';
  if (isCnHost(host)) return first !== OWN_HOST_REGION && !QUERY_ROUTES.has(first);
  return (PATH_REGIONS as readonly string[]).includes(first);
}

/** A percent-encoded character that needs none (RFC 3986's unreserved), as itself: one spelling per page. */
const plainCharacter = (encoded: string) => {
  const character = String.fromCharCode(Number.parseInt(encoded.slice(1), 16));
  return /[A-Za-z0-9._~-]/.test(character) ? character : encoded;
};

/**
 * An encoded control character (a newline, a carriage return): Next renders such a path per request and streams
 * its not-found page with status 200. As `~`, which no page path holds (schemas/src/rules.ts `isPagePath`), the
 * path is an unknown page like any other: a 404.
 */
const CONTROL_CHARACTER = /%(?:[01][0-9a-f]|7f)/gi;

/**
 * `target` (a request's origin-form or absolute-form target) as a page's render may see it: no visitor's query,
 * and the path in one spelling (Next finds /us/f%61q's page at /us/faq and writes the path as it was sent).
 */
export function pageTarget(method: string | undefined, host: string | undefined, target: string): string {
  if (method !== 'GET' && method !== 'HEAD') return target;
  const mark = target.indexOf('?');
  const before = mark < 0 ? target : target.slice(0, mark);
  const origin = before.startsWith('/') ? '' : (/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i.exec(before)?.[0] ?? '');
  const path = before
    .slice(origin.length)
    .replace(/%[0-9a-f]{2}/gi, plainCharacter)
    .replace(CONTROL_CHARACTER, '~');
  if (!servedAsPage(host, path)) return target;
  const kept =
    mark < 0
      ? []
      : target
          .slice(mark + 1)
          .split('&')
          .filter((pair) => NEXT_PARAM.test(pair));
  return `${origin}${path}${kept.length ? `?${kept.join('&')}` : ''}`;
}

/** From now on every page request reaches Next without its query. */
export const keepStoredPagesPlain = () =>
  onRequestStart('stored-page', ({ request }) => {
    if (request.url) request.url = pageTarget(request.method, request.headers.host, request.url);
  });
