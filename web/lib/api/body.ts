/**
 * Reading a JSON request body safely: JSON content type only, at most 16 KB (counted while reading, so an
 * oversized upload is never buffered whole), malformed UTF-8 or JSON reported as the client's mistake.
 */
import { log } from '../telemetry/log';

/** The largest form (RMA with a 2,000-character description) is about 3 KB of JSON; 16 KB leaves room for UTF-8. */
export const MAX_BODY_BYTES = 16 * 1024;

export type Body = { ok: true; value: unknown } | { ok: false; msg: string; tooLarge?: true; aborted?: true };

const TOO_LARGE: Body = { ok: false, tooLarge: true, msg: `Request body is larger than ${MAX_BODY_BYTES / 1024} KB` };
const NOT_JSON: Body = { ok: false, msg: 'Request body must be valid JSON' };
const NOT_TEXT: Body = { ok: false, msg: 'Text must be valid Unicode without NUL characters' };
const TOO_DEEP: Body = { ok: false, msg: 'Request body is nested too deeply' };
const ABORTED: Body = { ok: false, aborted: true, msg: 'The request body did not arrive whole' };

/** No form nests deeper than 3 (an address inside a profile); thousands of levels would exhaust the stack. */
export const MAX_DEPTH = 16;

/**
 * JSON allows "\u0000" and lone surrogates in strings; PostgreSQL stores neither (in text or jsonb), and no
 * person types them. Refused here, once for every endpoint, so they never reach a database as a 500.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const isStorableString = (value: string) => !value.includes('\u0000') && !LONE_SURROGATE.test(value);

/** Checks every string (keys too) for storable text and the nesting for MAX_DEPTH, without recursion. */
function check(root: unknown): Body | null {
  const pending: [unknown, number][] = [[root, 0]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [value, depth] = next;
    if (typeof value === 'string') {
      if (!isStorableString(value)) return NOT_TEXT;
    } else if (value && typeof value === 'object') {
      if (depth >= MAX_DEPTH) return TOO_DEEP;
      for (const [key, child] of Object.entries(value)) {
        if (!isStorableString(key)) return NOT_TEXT;
        pending.push([child, depth + 1]);
      }
    }
  }
  return null;
}

/**
 * The body as UTF-8 text, stopping as soon as it passes `maxBytes`, so an oversized upload is never buffered
 * whole (Content-Length may be absent or wrong with chunked uploads). null: malformed UTF-8. 'aborted': the
 * stream failed before its end, which on a server means the client hung up (ECONNRESET, "aborted"): the
 * client's doing, answered as its mistake and said in one info line, never taken for an outage of whatever the
 * endpoint would have used next.
 */
export async function readText(request: Request, maxBytes: number): Promise<string | 'too large' | 'aborted' | null> {
  if (Number(request.headers.get('content-length')) > maxBytes) return 'too large';
  if (!request.body) return '';
  const reader = request.body.getReader();
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let size = 0;
  let text = '';
  for (;;) {
    let chunk: ReadableStreamReadResult<Uint8Array>;
    try {
      chunk = await reader.read();
    } catch (error) {
      const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
      log.info(`api: a request body was cut off by its client (${String(code ?? message ?? error)})`);
      return 'aborted';
    }
    if (chunk.done) break;
    size += chunk.value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return 'too large';
    }
    try {
      text += decoder.decode(chunk.value, { stream: true });
    } catch {
      return null;
    }
  }
  try {
    return text + decoder.decode();
  } catch {
    return null;
  }
}

export const isJsonRequest = (request: Request) =>
  /^application\/json\s*(;|$)/i.test(request.headers.get('content-type') ?? '');

/** Parses JSON text and checks it as every endpoint needs (storable text, bounded nesting). */
export function parseJson(text: string): Body {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return NOT_JSON;
  }
  return check(value) ?? { ok: true, value };
}

/** Reads a JSON request body of at most MAX_BODY_BYTES. */
export async function readJson(request: Request): Promise<Body> {
  // A JSON content type makes cross-site posts from plain HTML forms impossible (they need a CORS preflight).
  if (!isJsonRequest(request)) return { ok: false, msg: 'Content-Type must be application/json' };
  const text = await readText(request, MAX_BODY_BYTES);
  if (text === 'too large') return TOO_LARGE;
  if (text === 'aborted') return ABORTED;
  if (text === null) return NOT_JSON;
  return parseJson(text);
}
