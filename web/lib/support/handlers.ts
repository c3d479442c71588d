/**
 * POST handlers of the registration and RMA forms, shared by /usapi and /euapi: each route file only
 * names its form and its API base.
 */
import { type ApiBase, isRegion, REGION_INFO } from '@showcase/schemas/regions';
import { CODES, failure, guarded, ok } from '@/lib/api/wrapper';
import { serverNow } from '@/lib/clock';
import { FORMS, type FormKind, validateFields } from './forms';

/** The largest form (RMA with a 2,000-character description) is about 3 KB of JSON; 16 KB leaves room for UTF-8. */
export const MAX_BODY_BYTES = 16 * 1024;

type Body = { ok: true; value: unknown } | { ok: false; msg: string };

const TOO_LARGE: Body = { ok: false, msg: `Request body is larger than ${MAX_BODY_BYTES / 1024} KB` };
const NOT_JSON: Body = { ok: false, msg: 'Request body must be valid JSON' };

/**
 * Reads the body as JSON, stopping as soon as it passes the limit, so an oversized upload is never buffered whole
 * (Content-Length may be absent or wrong with chunked uploads).
 */
async function readJson(request: Request): Promise<Body> {
  // A JSON content type makes cross-site posts from plain HTML forms impossible (they need a CORS preflight).
  if (!/^application\/json\s*(;|$)/i.test(request.headers.get('content-type') ?? '')) {
    return { ok: false, msg: 'Content-Type must be application/json' };
  }
  if (Number(request.headers.get('content-length')) > MAX_BODY_BYTES) return TOO_LARGE;
  if (!request.body) return NOT_JSON;
  const reader = request.body.getReader();
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let size = 0;
  let text = '';
  try {
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      size += chunk.value.byteLength;
      if (size > MAX_BODY_BYTES) {
        await reader.cancel();
        return TOO_LARGE;
      }
      text += decoder.decode(chunk.value, { stream: true });
    }
    text += decoder.decode();
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    // Malformed UTF-8 and malformed JSON are the client's mistake; anything else is ours.
    if (error instanceof SyntaxError || error instanceof TypeError) return NOT_JSON;
    throw error;
  }
}

/** Crockford's base32: no I, L, O or U, so a reference read aloud or retyped is unambiguous. */
const BASE32 = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** PREFIX-XXXXXXXX: the first 10 hex digits of a v4 UUID are random, 40 bits, exactly 8 base32 characters. */
export function newReference(prefix: string): string {
  let bits = Number.parseInt(crypto.randomUUID().replace(/-/g, '').slice(0, 10), 16);
  let code = '';
  for (let i = 0; i < 8; i++) {
    code = BASE32.charAt(bits % 32) + code;
    bits = Math.floor(bits / 32);
  }
  return `${prefix}-${code}`;
}

/** The POST handler of a form under an API base; it accepts only regions that base serves. */
export function supportHandler(kind: FormKind, base: ApiBase): (request: Request) => Promise<Response> {
  const form = FORMS[kind];
  return (request) =>
    guarded(async () => {
      const region = request.headers.get('region')?.trim().toLowerCase();
      if (!isRegion(region) || REGION_INFO[region].apiBase !== base) {
        return failure(CODES.invalidInput, `The region header must name a region served by ${base}`);
      }
      const body = await readJson(request);
      if (!body.ok) return failure(CODES.invalidInput, body.msg);
      const result = validateFields(form.fields, body.value, serverNow());
      if (!result.ok) return failure(CODES.invalidInput, 'Invalid input', { errors: result.errors });
      const reference = newReference(form.referencePrefix);
      // Not stored yet: submissions will be kept by the account service once it exists. Until then the log
      // line is the only trace, so it carries the reference and no personal data.
      console.info(`support: ${kind} ${reference} accepted (region ${region}, product ${result.value.product})`);
      return ok({ reference });
    });
}
