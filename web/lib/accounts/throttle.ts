/**
 * Fixed-window throttles: the window restarts when it has passed, and passing the limit blocks the key for
 * the block time, whatever is asked meanwhile. Each operation is atomic under concurrency. Where they are
 * kept is the store's business: the account database (`throttle-db.ts`, the default, so a restart forgets
 * nothing) or Redis (`throttle-redis.ts`, THROTTLE_REDIS_URL: shared by every instance, no database write
 * per API call).
 */
import type { AccountContext } from './context';
import { AccountError } from './errors';

export interface Limit {
  limit: number;
  windowSeconds: number;
  blockSeconds: number;
}

export interface ThrottleStore {
  /** When the key's block ends (ms since the epoch), 0 when it is not blocked. */
  blockedUntil(key: string): Promise<number>;
  /** Counts one hit at `now`; answers when the key's block ends afterwards (0: not blocked). */
  hit(key: string, limit: Limit, now: Date): Promise<number>;
  clear(key: string): Promise<void>;
  /** Takes the key for `seconds` unless it is taken: of two concurrent claims one wins. */
  claim(key: string, seconds: number, now: Date): Promise<boolean>;
}

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
