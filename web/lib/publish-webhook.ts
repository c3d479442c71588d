/**
 * Reading Sanity's publish webhook safely. Its header is `sanity-webhook-signature: t=<ms>,v1=<base64url
 * HMAC-SHA256 of "<t>.<body>">` (@sanity/webhook's format). The header is checked before the body is read, the
 * body is read to at most MAX_WEBHOOK_BYTES, the signature is compared in constant time, and only then is the
 * body parsed. A signature more than SIGNATURE_TOLERANCE_MS away from the server's clock is refused, so a
 * captured call cannot be replayed later.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { parseJson, readText } from './api/body';

export const SIGNATURE_HEADER = 'sanity-webhook-signature';
/** The projection `{_type, region}` is under 100 bytes; a document projected whole would still fit. */
export const MAX_WEBHOOK_BYTES = 64 * 1024;
/** Sanity signs each delivery, retries included, when it sends it; five minutes covers clock drift. */
export const SIGNATURE_TOLERANCE_MS = 5 * 60_000;

export type SignedBody =
  | { ok: true; value: unknown }
  | { ok: false; problem: 'unsigned' | 'stale' | 'too large' | 'not json'; msg: string };

const SIGNATURE = /^t=(\d{13}),\s*v1=([A-Za-z0-9_-]{43})$/;

const sign = (secret: string, timestamp: string, body: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('base64url');

export async function readSignedBody(request: Request, secret: string, now = Date.now()): Promise<SignedBody> {
  const match = SIGNATURE.exec(request.headers.get(SIGNATURE_HEADER)?.trim() ?? '');
  if (!match) return { ok: false, problem: 'unsigned', msg: 'Invalid signature' };
  const [, timestamp = '', given = ''] = match;
  if (Math.abs(now - Number(timestamp)) > SIGNATURE_TOLERANCE_MS)
    return { ok: false, problem: 'stale', msg: 'The signature is too old or from the future' };
  const text = await readText(request, MAX_WEBHOOK_BYTES);
  if (text === 'too large')
    return { ok: false, problem: 'too large', msg: `Request body is larger than ${MAX_WEBHOOK_BYTES / 1024} KB` };
  if (text === null || !timingSafeEqual(Buffer.from(sign(secret, timestamp, text)), Buffer.from(given)))
    return { ok: false, problem: 'unsigned', msg: 'Invalid signature' };
  const body = parseJson(text);
  return body.ok ? body : { ok: false, problem: 'not json', msg: body.msg };
}
