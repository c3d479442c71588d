import { cnOrigin, isCnHost } from '@showcase/schemas/hosts';
import { DEFAULT_REGION, hasOwnHost, isRegion, regionPath } from '@showcase/schemas/regions';
import { type NextRequest, NextResponse } from 'next/server';
import { MAX_BODY_BYTES, readText } from '@/lib/api/body';
import { postedFromThisHost } from '@/lib/http/form-post';
import { REGION_COOKIE } from '@/lib/routing/public-settings';

/**
 * "/", "/cn…", the newsletter's confirmation page and posts to a page's form action only (see the matcher), so
 * ordinary page views pay for no proxy at all (Next runs a proxy before every request it matches, a cached
 * page's too): on the cn host "/" is cn's home, on the main host it leads to the visitor's remembered region or
 * the default one, and "/cn…" on the main host leads to the cn host. Every other path is routed by next.config.ts. Pages rendered per request
 * (previews, /dev/outbox, error pages) get their Content-Security-Policy from the request itself
 * (security/rendered-head.ts), not from here.
 */
export async function proxy(request: NextRequest) {
  if (request.method === 'POST') {
    const refused = await formPostRefusal(request);
    if (refused) return new NextResponse(null, { status: refused });
  }
  const cn = isCnHost(request.headers.get('host'));
  const { pathname, search } = request.nextUrl;
  if (pathname !== '/') {
    // On the cn host next.config.ts drops the prefix (its redirects run before the proxy). On the main host the
    // cn pages are sent from here rather than by a redirect of next.config.ts, whose destination is fixed when the
    // app is built: cn's origin follows the port the server runs on where CN_ORIGIN is unset.
    if (!cn && (pathname === '/cn' || pathname.startsWith('/cn/')))
      return NextResponse.redirect(`${cnOrigin()}${pathname.slice('/cn'.length) || '/'}${search}`, 307);
    // Without scripts the confirmation page's button posts to the page's own address, the token in its query (the
    // stored page cannot carry it): the newsletter's form route answers that post, the page everything else.
    if (request.method === 'POST' && CONFIRMATION_PAGE.test(pathname)) {
      const url = request.nextUrl.clone();
      url.pathname = pathname.slice(0, -'/confirm'.length);
      return NextResponse.rewrite(url);
    }
    return NextResponse.next();
  }
  const url = request.nextUrl.clone();
  // On the cn host the rewrite names the internal route segment.
  if (cn) {
    url.pathname = '/cn';
    return NextResponse.rewrite(url);
  }
  // Elsewhere a returning visitor goes to the region the chooser remembered (its cookie, never cn's, which has a
  // host of its own), anyone else to the default region. The answer depends on a cookie, so no shared cache may
  // keep it: one visitor's region must never be another's redirect.
  const remembered = request.cookies.get(REGION_COOKIE)?.value;
  url.pathname = regionPath(isRegion(remembered) && !hasOwnHost(remembered) ? remembered : DEFAULT_REGION);
  const response = NextResponse.redirect(url, 307);
  response.headers.set('cache-control', 'private, no-store');
  return response;
}

/**
 * Why a post to a page's form action (a support form without scripts is a React form action) is refused, if it
 * is: Next would answer each of these with a 500 and an error in the log. From another site it is a forgery
 * (403). Our forms send text fields only, as UTF-8, far under the API's own body limit: a body over it is
 * refused before it is read whole (413), and one that is no form at all (broken multipart, bytes that are not
 * UTF-8, a file) is the client's mistake (400).
 */
async function formPostRefusal(request: NextRequest): Promise<403 | 413 | 400 | null> {
  if (!postedFromThisHost(request)) return 403;
  const type = request.headers.get('content-type') ?? '';
  if (!type.startsWith('multipart/form-data')) return null;
  const text = await readText(request, MAX_BODY_BYTES);
  if (text === 'too large') return 413;
  if (text === null || text === 'aborted') return 400;
  try {
    const fields = await new Response(text, { headers: { 'content-type': type } }).formData();
    return [...fields.values()].every((value) => typeof value === 'string') ? null : 400;
  } catch {
    return 400;
  }
}

/** The newsletter's confirmation page, with its region (the cn host's has none). */
const CONFIRMATION_PAGE = /^(?:\/[a-z]{2})?\/newsletter\/confirm$/;

// Next reads the matcher from the source, so it is written out in full. The last two are a form action as React
// posts it to a page (multipart without scripts, or with Next's action header from a script); the API's routes
// answer their own refusals in their wrapper.
export const config = {
  matcher: [
    '/',
    '/cn',
    '/cn/:path*',
    '/newsletter/confirm',
    '/:region/newsletter/confirm',
    {
      source: '/((?!api/|usapi/|euapi/|cnapi/|_next/).*)',
      has: [{ type: 'header', key: 'content-type', value: 'multipart/form-data.*' }],
    },
    { source: '/((?!api/|usapi/|euapi/|cnapi/|_next/).*)', has: [{ type: 'header', key: 'next-action' }] },
  ],
};
