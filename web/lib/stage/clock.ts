/** The server's clock: the one source of "now" for everything a page renders. */
export function serverNow(): Date {
  return new Date();
}
