import { type NextRequest, NextResponse } from 'next/server';
import { contentSecurityPolicy, newNonce } from './cache/csp.cjs';

const CN_HOST = () => process.env.CN_HOST ?? 'cn.localhost';

/**
 * Two jobs, each on the few requests that need it (see the matcher), so ordinary page views pay for no
 * proxy at all (NODE20.md: a proxy halves throughput):
 *  - "/": on the cn host it is cn's home, on the main host it leads to the default region. Every other path
 *    is routed by next.config.ts.
 *  - pages rendered per request rather than served from the ISR cache (draft-mode previews, /dev/outbox):
 *    Next stamps its scripts with the nonce it finds in the request's policy, and the response names the same
 *    nonce. Cached pages get theirs from the cache handler (cache/csp.cjs).
 */
export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (pathname === '/') {
    const host = (request.headers.get('host') ?? '').split(':')[0]?.toLowerCase();
    const url = request.nextUrl.clone();
    url.pathname = host === CN_HOST() ? '/cn' : '/us';
    if (host !== CN_HOST()) return NextResponse.redirect(url, 307);
    if (!request.cookies.has(DRAFT_COOKIE)) return NextResponse.rewrite(url);
    return withPolicy(request, (headers) => NextResponse.rewrite(url, { request: { headers } }));
  }
  return withPolicy(request, (headers) => NextResponse.next({ request: { headers } }));
}

/** Next's draft-mode cookie (set by /api/preview). */
const DRAFT_COOKIE = '__prerender_bypass';

function withPolicy(request: NextRequest, respond: (headers: Headers) => NextResponse) {
  const policy = contentSecurityPolicy(newNonce());
  const headers = new Headers(request.headers);
  headers.set('content-security-policy', policy);
  const response = respond(headers);
  response.headers.set('content-security-policy', policy);
  return response;
}

export const config = {
  matcher: [
    '/',
    '/dev/outbox',
    {
      source: '/((?!_next/|media/|api/|usapi/|euapi/|cnapi/).*)',
      has: [{ type: 'cookie', key: '__prerender_bypass' }],
    },
  ],
};
