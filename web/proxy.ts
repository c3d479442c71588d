import { isCnHost } from '@showcase/schemas/hosts';
import { type NextRequest, NextResponse } from 'next/server';

/**
 * "/" only (see the matcher), so ordinary page views pay for no proxy at all (NODE20.md: a proxy halves
 * throughput): on the cn host it is cn's home, on the main host it leads to the default region. Every other
 * path is routed by next.config.ts. Pages rendered per request (previews, /dev/outbox, error pages) get their
 * Content-Security-Policy from the request itself (lib/rendered-head.ts), not from here.
 */
export function proxy(request: NextRequest) {
  const cn = isCnHost(request.headers.get('host'));
  const url = request.nextUrl.clone();
  url.pathname = cn ? '/cn' : '/us';
  return cn ? NextResponse.rewrite(url) : NextResponse.redirect(url, 307);
}

export const config = { matcher: ['/'] };
