/**
 * The one rule for a stored page. A page is named by its path as the router reads it (the site, cn or main, from
 * the Host, and the path, which names the region), and it depends on nothing else but:
 * - the stage: how many of the content's boundaries have passed (two instants with the same stage render every
 *   page alike, lib/stage/signature.ts);
 * - the content's revision: raised by every publish (lib/stage/boundaries.ts), so nothing stored before a publish
 *   is served after it, by this process or another, before or after a restart;
 * - the origins its links name (`renderedOrigins`: a build folder serves servers started with other SITE_ORIGINs,
 *   the tests' ports);
 * - the build: Next's store lives in the build's folder and the front cache in one server's memory.
 * Every layer that keeps a page keys it by `storedPageKey` (stage-cache-handler.ts, front-cache.ts); nginx in the
 * topology keys by host and path and keeps a page only until its X-Accel-Expires (stage-cache-handler.ts), at most
 * EDGE_CACHE_SECONDS: the same rule, with a publish showing within those seconds.
 *
 * Nothing of the request: Next renders a page with the request that caused the render, query included: it writes
 * that query into the page's flight data (`"c"`, the canonical URL, and `"q"`) and stores the render for everyone.
 * A reset link's token, a marker in `utm_source`, would then be served to every later visitor. So a page request
 * reaches Next without its query, the moment it arrives (lib/runtime/request-start.ts), on every serving path: the
 * front server, Next's own server.js, each instance behind nginx. No page reads its query on the server (the
 * browser reads it from its own address, components/account/use-query-param.ts), so nothing is lost but what must
 * never be stored; only Next's cache-busting `_rsc`, which Next checks against the request's headers and drops
 * before rendering, stays. Cookies and headers: front-cache.ts serves no copy to a request that names a variant.
 */
import { createHash } from 'node:crypto';
import { cnOrigin, type HostSettings, isCnHost, mainOrigin } from '@showcase/schemas/hosts';
import { API_BASES, OWN_HOST_REGION, PATH_REGIONS } from '@showcase/schemas/regions';
import { settings } from '@showcase/schemas/settings';
import { onRequestStart } from '../lib/runtime/request-start';
import { boundariesFile, contentStateFrom, signatureAt } from '../lib/stage/signature';

/** The content's state at one instant: what a page stored at that instant depends on besides its path. */
export interface PageState {
  boundaries: readonly number[];
  stage: number;
  revision: number;
}

/** The state at `now` (the request's one reading of the clock): one look at the boundaries file. */
export function pageStateAt(now: number): PageState {
  const { boundaries, revision } = contentStateFrom(boundariesFile());
  return { boundaries, stage: signatureAt(boundaries, now), revision };
}

const originTags = new Map<string, string>();

function originTag(origins: string): string {
  let tag = originTags.get(origins);
  if (tag === undefined) {
    tag = createHash('sha256').update(origins).digest('hex').slice(0, 8);
    originTags.set(origins, tag);
  }
  return tag;
}

/** The key a page is stored under: `page` (its path) at `state`, naming `origins`. */
export function storedPageKey(
  page: string,
  state: Pick<PageState, 'stage' | 'revision'>,
  origins = renderedOrigins(),
): string {
  return `${page}~s${state.stage}~r${state.revision}~o${originTag(origins)}`;
}

/** The origins a page names when it renders (canonical and alternate links, JSON-LD, the link to cn's host). */
export const renderedOrigins = (env: HostSettings = settings()) => `${mainOrigin(env)} ${cnOrigin(env)}`;

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
