import { type NextRequest, NextResponse } from 'next/server';

/**
 * Only "/" comes through here (see the matcher): on the cn host it is cn's home, on the main
 * host it leads to the default region. Every other path is routed by next.config.ts without a proxy.
 */
export function proxy(request: NextRequest) {
  const host = (request.headers.get('host') ?? '').split(':')[0]?.toLowerCase();
  const url = request.nextUrl.clone();
  url.pathname = host === (process.env.CN_HOST ?? 'cn.localhost') ? '/cn' : '/us';
  return host === (process.env.CN_HOST ?? 'cn.localhost') ? NextResponse.rewrite(url) : NextResponse.redirect(url, 307);
}

export const config = { matcher: '/' };
