import { isCnHost } from '@showcase/schemas/hosts';
import { DEFAULT_REGION, regionPath } from '@showcase/schemas/regions';
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
  // On the cn host the rewrite names the internal route segment; elsewhere the visitor goes to the default region.
  url.pathname = cn ? '/cn' : regionPath(DEFAULT_REGION);
  return cn ? NextResponse.rewrite(url) : NextResponse.redirect(url, 307);
}

export const config = { matcher: ['/'] };
