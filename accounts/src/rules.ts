/**
 * The account rules a browser checks before it asks the server (and the server checks again): the e-mail
 * pattern, SPEC §5's password rule and the wholesale form's website. Plain TypeScript with no dependencies, so
 * forms can import it.
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

export const WEBSITE_MAX = 300;

/**
 * A website a form takes (the wholesale application's): an http(s) address of a host with a dot in its name, on
 * one line. The team opens it from the application's mail, so `javascript:`, `data:` and every other scheme are
 * refused; so are spaces and control characters, which `new URL` would silently drop before reading the rest.
 */
export function isWebsite(value: string): boolean {
  if (value.length > WEBSITE_MAX || !/^https?:\/\/[^\s\p{Cc}]+$/iu.test(value)) return false;
  try {
    const { protocol, hostname } = new URL(value);
    return (protocol === 'http:' || protocol === 'https:') && /^[^.]+(\.[^.]+)+$/.test(hostname);
  } catch {
    return false;
  }
}
