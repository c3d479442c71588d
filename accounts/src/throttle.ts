/**
 * Fixed-window throttles: the window restarts when it has passed, and passing the limit blocks the key for
 * the block time, whatever is asked meanwhile. Each operation is atomic under concurrency. Where they are
 * kept is the store's business: the account database (`throttle-db.ts`, the default, so a restart forgets
 * nothing) or Redis (`throttle-redis.ts`, THROTTLE_REDIS_URL: shared by every instance, no database write
 * per API call).
 */
import type { AccountContext } from './context';
import { AccountError } from './errors';
import type { Limit } from './throttle-store';

const secondsLeft = (until: number, now: Date) => Math.max(0, Math.ceil((until - now.getTime()) / 1000));

/** Seconds the key is still blocked for (0 when it is not). */
export async function blockedFor(ctx: AccountContext, key: string): Promise<number> {
  return secondsLeft(await ctx.throttles.blockedUntil(key), ctx.now());
}

/** Counts one hit; returns the seconds the key is blocked for after it: a hit past `limit` in the window blocks. */
export async function hit(ctx: AccountContext, key: string, limit: Limit): Promise<number> {
  const now = ctx.now();
  return secondsLeft(await ctx.throttles.hit(key, limit, now), now);
}

export async function clear(ctx: AccountContext, key: string) {
  await ctx.throttles.clear(key);
}

/** Refuses with "Too many attempts. Please try again in {n} seconds." while the key is blocked. */
export async function refuseWhileBlocked(ctx: AccountContext, key: string) {
  const seconds = await blockedFor(ctx, key);
  if (seconds > 0) throw new AccountError('tooManyAttempts', { n: seconds });
}

/**
 * One action per key per `seconds` (e-mails to one address: the screens' resend countdown). Refuses with the
 * seconds left.
 */
export async function claimSlot(ctx: AccountContext, key: string, seconds: number) {
  if (!(await ctx.throttles.claim(key, seconds, ctx.now()))) await refuseWhileBlocked(ctx, key);
}

/**
 * The per-client limit every call that writes or mails is under (account calls and the support forms alike):
 * `requestsPerMinute` per address, then a minute's block. No address (a test's bare Request) is not limited.
 */
export async function limitClient(ctx: AccountContext, ip: string | null) {
  if (!ip) return;
  const blocked = await hit(ctx, `ip:${ip}`, {
    limit: ctx.config.requestsPerMinute,
    windowSeconds: 60,
    blockSeconds: 60,
  });
  if (blocked > 0) throw new AccountError('tooManyRequests');
}

/**
 * The client a guess is counted against: an IPv4 address, or the /64 network of an IPv6 one. A subscriber is
 * usually given a whole /64, so counting single IPv6 addresses would let one client walk its own network and
 * start afresh with every guess.
 */
export function guessingClient(ip: string): string {
  const address = ip.trim().toLowerCase().replace(/%.*$/, '');
  const v4 = /^(?:::ffff:)?(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address);
  if (v4?.[1]) return v4[1];
  if (!address.includes(':')) return address;
  const [head = '', tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
    : left;
  const network = groups.slice(0, 4).map((group) => group.replace(/^0+(?=.)/, '') || '0');
  while (network.length < 4) network.push('0');
  return `${network.join(':')}::/64`;
}

/** The keys of an address's blocks: by wrong passwords, by failed code checks (every purpose together). */
export const passwordKey = (email: string) => `login:${email}`;
export const codeKey = (email: string) => `code:${email}`;
const guessesOf = (ip: string) => `guess:${guessingClient(ip)}`;

/**
 * Before a guess at an address's secret (a password, an e-mailed code) from client `ip`: refused while the client
 * is stopped, or while the address is blocked. An attempt at a blocked address counts against its client all the
 * same, so a client that keeps knocking (a wrong password every 300 ms) is soon stopped and no longer blocks the
 * address again once its owner has lifted the block by mail. No `ip` (a test's bare Request): the address alone.
 */
export async function beforeGuess(ctx: AccountContext, key: string, ip: string | null) {
  if (ip) await refuseWhileBlocked(ctx, guessesOf(ip));
  const seconds = await blockedFor(ctx, key);
  if (seconds <= 0) return;
  if (ip) await hit(ctx, guessesOf(ip), ctx.config.clientGuesses);
  throw new AccountError('tooManyAttempts', { n: seconds });
}

/**
 * A wrong guess, counted against the address (`limit`) and against the client (`clientGuesses`). Refuses with
 * "Too many attempts…" and the longer of the two blocks when it started one; else the caller says it was wrong.
 */
export async function wrongGuess(ctx: AccountContext, key: string, limit: Limit, ip: string | null) {
  const address = await hit(ctx, key, limit);
  const client = ip ? await hit(ctx, guessesOf(ip), ctx.config.clientGuesses) : 0;
  const seconds = Math.max(address, client);
  if (seconds > 0) throw new AccountError('tooManyAttempts', { n: seconds });
}

/**
 * Whoever proved the mailbox (a reset link, a verification link, an e-mailed code) lifts the address's blocks, by
 * wrong passwords and by failed codes: someone else's guesses do not keep the owner out. Clients stay stopped.
 */
export async function clearAddressBlocks(ctx: AccountContext, email: string) {
  await clear(ctx, passwordKey(email));
  await clear(ctx, codeKey(email));
}

/**
 * Before a mail of `kind` to an address: one per kind per `resendSeconds` (the screens' resend countdown), then
 * at most `mailsToAddress` of every kind together, an hour and a day, counted where every region group counts
 * (`sharedThrottles`), so that no one can have dozens sent to someone else. Asked for whether or not the address
 * has an account, before anything that depends on it, and refused with "Too many attempts…" and the seconds left:
 * the answer tells nothing about the address. A refused request counts nothing more.
 */
export async function claimMail(ctx: AccountContext, kind: string, email: string) {
  await claimSlot(ctx, `mail:${kind}:${email}`, ctx.config.resendSeconds);
  const store = ctx.sharedThrottles ?? ctx.throttles;
  const now = ctx.now();
  const { hour, day } = ctx.config.mailsToAddress;
  const hourKey = `mail-to:hour:${email}`;
  const dayKey = `mail-to:day:${email}`;
  const refuse = (until: number) => {
    const seconds = secondsLeft(until, now);
    if (seconds > 0) throw new AccountError('tooManyAttempts', { n: seconds });
  };
  refuse(Math.max(await store.blockedUntil(hourKey), await store.blockedUntil(dayKey)));
  // The day counts only what the hour let through.
  refuse(await store.hit(hourKey, hour, now));
  refuse(await store.hit(dayKey, day, now));
}
