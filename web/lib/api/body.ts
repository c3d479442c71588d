/**
 * Reading a JSON request body safely: JSON content type only, at most 16 KB (counted while reading, so an
 * oversized upload is never buffered whole), malformed UTF-8 or JSON reported as the client's mistake.
 */

/** The largest form (RMA with a 2,000-character description) is about 3 KB of JSON; 16 KB leaves room for UTF-8. */
export const MAX_BODY_BYTES = 16 * 1024;

export type Body = { ok: true; value: unknown } | { ok: false; msg: string; tooLarge?: true };

const TOO_LARGE: Body = { ok: false, tooLarge: true, msg: `Request body is larger than ${MAX_BODY_BYTES / 1024} KB` };
const NOT_JSON: Body = { ok: false, msg: 'Request body must be valid JSON' };
const NOT_TEXT: Body = { ok: false, msg: 'Text must be valid Unicode without NUL characters' };

/**
 * JSON allows "\u0000" and lone surrogates in strings; PostgreSQL stores neither (in text or jsonb), and no
 * person types them. Refused here, once for every endpoint, so they never reach a database as a 500.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function isStorableText(value: unknown): boolean {
  if (typeof value === 'string') return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
  if (Array.isArray(value)) return value.every(isStorableText);
  if (value && typeof value === 'object')
    return Object.entries(value).every(([key, child]) => isStorableText(key) && isStorableText(child));
  return true;
}

/**
 * Reads the body as JSON, stopping as soon as it passes the limit, so an oversized upload is never buffered whole
 * (Content-Length may be absent or wrong with chunked uploads).
 */
export async function readJson(request: Request): Promise<Body> {
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
    const value: unknown = JSON.parse(text);
    return isStorableText(value) ? { ok: true, value } : NOT_TEXT;
  } catch (error) {
    // Malformed UTF-8 and malformed JSON are the client's mistake; anything else is ours.
    if (error instanceof SyntaxError || error instanceof TypeError) return NOT_JSON;
    throw error;
  }
}
