/**
 * The headers every response carries (the Content-Security-Policy is separate: each page brings its own,
 * security/csp.ts). next.config.ts applies them to what its routes answer; Next's own answers that config headers
 * never reach (its redirects, trailing-slash 308s, 404s of missing files) get them from `defaultHeaders`, which
 * sets them on every response the moment the request arrives (lib/runtime/request-start.ts). Whatever Next sets later
 * for the same name replaces them.
 */
import { onRequestStart } from '../lib/runtime/request-start';

export const SECURITY_HEADERS = [
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  {
    key: 'Permissions-Policy',
    value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), browsing-topics=()',
  },
] as const;

/**
 * The policy of every answer that is never a page (API, media, the build's files): nothing in it may run or
 * be framed. Each page brings its own (security/csp.ts).
 */
export const NOT_A_PAGE_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** The headers of an answer that is never a page, for node:http: the build's files, the request guard's refusals. */
export const NOT_A_PAGE_HEADERS: Readonly<Record<string, string>> = {
  ...Object.fromEntries(SECURITY_HEADERS.map(({ key, value }) => [key.toLowerCase(), value])),
  'content-security-policy': NOT_A_PAGE_POLICY,
};

export const defaultHeaders = () =>
  onRequestStart('security-headers', ({ response }) => {
    for (const { key, value } of SECURITY_HEADERS) response.setHeader(key, value);
  });
