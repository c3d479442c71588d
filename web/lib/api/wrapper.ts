/**
 * The one reply shape of every API call (SPEC §3 "Response wrapper", §8): {code, msg, data}.
 * Route handlers answer only through these functions, so no call ever leaks a stack trace.
 */
export const CODES = {
  success: 2000,
  /** SPEC §8: token invalid or expired. */
  tokenExpired: 4003,
  invalidInput: 4000,
  notFound: 4004,
  serverError: 5000,
} as const;

export type ApiCode = (typeof CODES)[keyof typeof CODES];

export interface ApiReply<T> {
  code: number;
  msg: string;
  data: T | null;
}

const HTTP_STATUS: Partial<Record<number, number>> = {
  [CODES.invalidInput]: 400,
  [CODES.tokenExpired]: 401,
  [CODES.notFound]: 404,
  [CODES.serverError]: 500,
};

export function ok<T>(data: T): Response {
  return Response.json({ code: CODES.success, msg: 'success', data } satisfies ApiReply<T>);
}

export function failure(code: ApiCode, msg: string, data: unknown = null): Response {
  return Response.json({ code, msg, data } satisfies ApiReply<unknown>, { status: HTTP_STATUS[code] ?? 400 });
}

/** Runs a handler and turns anything it throws into a server-error wrapper, logged with its cause. */
export async function guarded(handler: () => Promise<Response>): Promise<Response> {
  try {
    return await handler();
  } catch (error) {
    console.error('api: unhandled error', error);
    return failure(CODES.serverError, 'Server error, please try again later');
  }
}
