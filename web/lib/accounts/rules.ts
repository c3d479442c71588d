/**
 * The account rules a browser checks before it asks the server (and the server checks again): the e-mail
 * pattern and SPEC §5's password rule. Plain TypeScript with no dependencies, so forms can import it.
 */

/** Zod's own e-mail pattern (z.email()), so the browser and the server agree on every address. */
export const EMAIL_PATTERN =
  /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export const isEmail = (value: string) => value.length <= 254 && EMAIL_PATTERN.test(value.trim());

export const PASSWORD_MAX = 128;

/** At least 8 characters, with letters and numbers (SPEC §5). */
export const followsPasswordRule = (password: string) =>
  password.length >= 8 && password.length <= PASSWORD_MAX && /\p{L}/u.test(password) && /\d/.test(password);

export const isCode = (value: string) => /^\d{6}$/.test(value.trim());
