/**
 * The one reply shape of every API call (SPEC §3 "Response wrapper", §8): {code, msg, data}.
 * Route handlers answer only through these functions, so no call ever leaks a stack trace.
 */
import { type ApiCode, CODES, codeName, HTTP_STATUS } from '@showcase/schemas/api-codes';
import { log } from '../telemetry/log';

export { type ApiCode, CODES };

export interface ApiReply<T> {
  code: number;
  msg: string;
  data: T | null;
}

/** Replies are about one caller (tokens, profiles, throttles): no CDN or browser cache may keep them. */
const NOT_STORED = { 'cache-control': 'private, no-store' };

export function ok<T>(data: T): Response {
  return Response.json({ code: CODES.success, msg: 'success', data } satisfies ApiReply<T>, { headers: NOT_STORED });
}

export function failure(code: ApiCode, msg: string, data: unknown = null): Response {
  return Response.json({ code, msg, data } satisfies ApiReply<unknown>, {
    status: HTTP_STATUS[codeName(code)],
    headers: NOT_STORED,
  });
}

/** Runs a handler and turns anything it throws into a server-error wrapper, logged with its cause. */
export async function guarded(handler: () => Promise<Response>): Promise<Response> {
  try {
    return await handler();
  } catch (error) {
    log.error('api: unhandled error', error);
    return failure(CODES.serverError, 'Server error, please try again later');
  }
}

/** A method a GET-only route does not take: the wrapper too, never Next's empty 405. */
export function onlyGet(): Response {
  const response = failure(CODES.methodNotAllowed, 'This request method is not allowed here; use GET');
  response.headers.set('allow', 'GET, HEAD');
  return response;
}
