/**
 * Every reply code of the site's API (SPEC §8: 2000 success, 4003 token invalid or expired; the rest are
 * ours, one table for code, docs and clients). Each has an HTTP status, so proxies, logs and load
 * balancers see what happened; the account service localizes a message per code (`service.codes` in the
 * catalogs, lib/i18n/catalogs/).
 */
export const CODES = {
  success: 2000,
  invalidInput: 4000,
  wrongCredentials: 4001,
  tokenExpired: 4003,
  notFound: 4004,
  methodNotAllowed: 4005,
  emailInUse: 4006,
  noAccount: 4007,
  invalidCode: 4008,
  linkInvalid: 4009,
  humanCheckFailed: 4010,
  passwordTooSimple: 4011,
  passwordRule: 4012,
  payloadTooLarge: 4013,
  tooManyAttempts: 4290,
  tooManyRequests: 4291,
  serverError: 5000,
  unavailable: 5030,
  mailUnavailable: 5031,
} as const;

export type CodeName = keyof typeof CODES;
export type ApiCode = (typeof CODES)[CodeName];

/** The HTTP status each reply is sent with. */
export const HTTP_STATUS: Record<CodeName, number> = {
  success: 200,
  invalidInput: 400,
  wrongCredentials: 401,
  tokenExpired: 401,
  notFound: 404,
  methodNotAllowed: 405,
  emailInUse: 409,
  noAccount: 404,
  invalidCode: 400,
  linkInvalid: 410,
  humanCheckFailed: 403,
  passwordTooSimple: 400,
  passwordRule: 400,
  payloadTooLarge: 413,
  tooManyAttempts: 429,
  tooManyRequests: 429,
  serverError: 500,
  unavailable: 503,
  mailUnavailable: 503,
};

export const codeName = (code: ApiCode): CodeName =>
  (Object.keys(CODES) as CodeName[]).find((name) => CODES[name] === code) ?? 'serverError';
