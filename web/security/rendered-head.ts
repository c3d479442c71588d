/**
 * The policy of an HTML answer Next renders for one request rather than serves from the page cache (a draft-mode
 * preview, /dev/outbox, an error or outage page), where App Router gives no hook:
 *  - Its Content-Security-Policy. Every request gets a fresh nonce in its `content-security-policy` request
 *    header the moment it arrives (lib/runtime/request-start.ts); Next stamps that nonce on the scripts of whatever it
 *    renders for the request, and the answer names the same policy. Answers that bring a policy of their own
 *    keep it alone (cached pages: the cache handler's; everything else: next.config.ts), so a response never
 *    carries two. A client's own `content-security-policy` request header is replaced, never echoed.
 *  - In an editor's preview (its request carries the preview cookies, lib/preview/cookies.ts) and with the
 *    Studio's origin configured (STUDIO_ORIGIN), a policy that lets the Studio frame it, and no
 *    X-Frame-Options: Sanity's Presentation tool shows the page in an iframe. Every other answer stays unframable.
 * Both are set where this response's head is written: its own `writeHead`, wrapped for this one response when
 * the request arrives (lib/runtime/request-start.ts), before Next's handler (and its compression, which wraps it again)
 * sees it; no prototype is touched. Installed by next.config.ts (which `next start` evaluates before it listens)
 * and by instrumentation-node.ts (the standalone server, which does not read next.config.ts). The e2e security
 * and preview tests prove both on Next's own servers. An outage's 503 is lib/content/outage-status.ts.
 */
import { studioOrigin } from '@showcase/schemas/hosts';
import { onHeadWritten } from '../framework/next-internals';
import { isPreviewRequest } from '../lib/preview/cookies';
import { onRequestStart } from '../lib/runtime/request-start';
import { contentSecurityPolicy, framedBy, newNonce } from './csp';

export function installRenderedHead(): void {
  onRequestStart('rendered-head', ({ request, response }) => {
    const studio = isPreviewRequest(request.headers.cookie) ? studioOrigin() : null;
    const policy = studio ? framedBy(contentSecurityPolicy(newNonce()), studio) : contentSecurityPolicy(newNonce());
    request.headers['content-security-policy'] = policy;
    onHeadWritten(response, (statusCode) => {
      if (!String(response.getHeader('content-type') ?? '').startsWith('text/html')) return statusCode;
      if (!response.hasHeader('content-security-policy')) response.setHeader('Content-Security-Policy', policy);
      if (studio && response.getHeader('content-security-policy') === policy) response.removeHeader('X-Frame-Options');
      return statusCode;
    });
  });
}
