import { createHash, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
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
 *    nonce. Cached pages get theirs from the cache handler (cache/csp.cjs). Only a draft cookie Next itself
 *    would accept counts: with any other value Next serves the cached page, whose policy the cache handler
 *    writes, and a second policy from here would block every script on it.
 */
export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (pathname === '/') {
    const host = (request.headers.get('host') ?? '').split(':')[0]?.toLowerCase();
    const url = request.nextUrl.clone();
    url.pathname = host === CN_HOST() ? '/cn' : '/us';
    if (host !== CN_HOST()) return NextResponse.redirect(url, 307);
    if (!isDraft(request)) return NextResponse.rewrite(url);
    return withPolicy(request, (headers) => NextResponse.rewrite(url, { request: { headers } }));
  }
  if (pathname !== '/dev/outbox' && !isDraft(request)) return NextResponse.next();
  return withPolicy(request, (headers) => NextResponse.next({ request: { headers } }));
}

/** Next's draft-mode cookie (set by /api/preview). */
const DRAFT_COOKIE = '__prerender_bypass';

let previewModeId: Buffer | null | undefined;

/**
 * The value Next accepts in the draft cookie: the build's preview-mode id, from the build output beside the
 * server (`next start` and the standalone server both run with the app folder as their working directory).
 * Unreadable: no request is a draft, the safe side.
 */
function acceptedDraftValue(): Buffer | null {
  if (previewModeId !== undefined) return previewModeId;
  try {
    const manifest = JSON.parse(readFileSync(path.join(process.cwd(), '.next', 'prerender-manifest.json'), 'utf8'));
    const id: unknown = manifest?.preview?.previewModeId;
    previewModeId = typeof id === 'string' && id ? digest(id) : null;
  } catch {
    previewModeId = null;
  }
  return previewModeId;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

function isDraft(request: NextRequest): boolean {
  const value = request.cookies.get(DRAFT_COOKIE)?.value;
  const accepted = acceptedDraftValue();
  return !!value && !!accepted && timingSafeEqual(digest(value), accepted);
}

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
