/**
 * 503 with Retry-After, not 500, for a page that failed while the content backend is down: a CDN, a crawler and a
 * monitor then know it is temporary. App Router pages can only choose 404/401/403 themselves; every other failure
 * is a 500 from the error boundary, so the status is changed where this response's head is written (Next's
 * internals door, `onHeadWritten`), set up the moment the request arrives. API responses keep their own codes.
 * Installed beside the rendered head's policy (next.config.ts, instrumentation-node.ts); the e2e outage tests
 * prove it on Next's own servers.
 */
import { onHeadWritten } from '../../framework/next-internals';
import { onRequestStart } from '../runtime/request-start';
import { contentOutage } from './outage';

const OUTAGE_RETRY_AFTER_SECONDS = 30;

export function installOutageStatus(): void {
  onRequestStart('outage-status', ({ response }) => {
    onHeadWritten(response, (statusCode) => {
      if (statusCode !== 500 || !contentOutage()) return statusCode;
      if (!String(response.getHeader('content-type') ?? '').startsWith('text/html')) return statusCode;
      response.statusCode = 503;
      response.setHeader('Retry-After', String(OUTAGE_RETRY_AFTER_SECONDS));
      return 503;
    });
  });
}
