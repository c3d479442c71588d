/**
 * A page that cannot be rendered because the content backend is down is answered 503 with Retry-After,
 * not 500: a CDN, a crawler and a monitor then know it is temporary. App Router pages can only choose
 * 404/401/403 themselves (notFound(), unauthorized(), forbidden()); every other failure leaves Next as a
 * 500 from the error boundary, so the status is changed where the response head is written. Only HTML
 * answered 500 during an outage is touched; API responses keep their own codes. Installed by next.config.ts
 * (which `next start` evaluates before taking any request) and by instrumentation-node.ts (the standalone
 * server, which does not read next.config.ts).
 */
import { ServerResponse } from 'node:http';
import { contentOutage } from './outage';

export const OUTAGE_RETRY_AFTER_SECONDS = 30;

type WriteHead = (this: ServerResponse, statusCode: number, ...rest: unknown[]) => ServerResponse;
const marked = Symbol.for('showcase.outageStatus');

export function installOutageStatus(): void {
  const proto = ServerResponse.prototype as unknown as { writeHead: WriteHead; [marked]?: true };
  if (proto[marked]) return;
  proto[marked] = true;
  const writeHead = proto.writeHead;
  proto.writeHead = function (this: ServerResponse, statusCode: number, ...rest: unknown[]) {
    if (statusCode === 500 && contentOutage() && String(this.getHeader('content-type') ?? '').startsWith('text/html')) {
      this.statusCode = 503;
      this.setHeader('Retry-After', String(OUTAGE_RETRY_AFTER_SECONDS));
      return writeHead.call(this, 503, ...rest.filter((part) => typeof part !== 'string'));
    }
    return writeHead.call(this, statusCode, ...rest);
  };
}
