/**
 * Fixed-window throttles kept in the account database, so a restart forgets nothing. One upsert per hit
 * (atomic under concurrency): the window restarts when it has passed, and passing the limit blocks the key
 * for the block time, whatever is asked meanwhile.
 */
import { eq, sql } from 'drizzle-orm';
import type { AccountContext } from './context';
import { throttles } from './db/schema';
import { AccountError } from './errors';

export interface Limit {
  limit: number;
  windowSeconds: number;
  blockSeconds: number;
}

/** Seconds the key is still blocked for at `now` (0 when it is not). */
export async function blockedFor(ctx: AccountContext, key: string): Promise<number> {
  const [row] = await ctx.db.select().from(throttles).where(eq(throttles.key, key));
  const until = row?.blockedUntil?.getTime() ?? 0;
  return Math.max(0, Math.ceil((until - ctx.now().getTime()) / 1000));
}

/** Counts one hit; returns the seconds the key is blocked for after it: a hit past `limit` in the window blocks. */
export async function hit(ctx: AccountContext, key: string, { limit, windowSeconds, blockSeconds }: Limit) {
  const now = ctx.now();
  const windowEdge = new Date(now.getTime() - windowSeconds * 1000);
  const blockEnd = new Date(now.getTime() + blockSeconds * 1000);
  const [row] = await ctx.db
    .insert(throttles)
    .values({ key, hits: 1, windowStart: now, blockedUntil: limit < 1 ? blockEnd : null })
    .onConflictDoUpdate({
      target: throttles.key,
      set: {
        hits: sql`case when ${throttles.windowStart} <= ${windowEdge} then 1 else ${throttles.hits} + 1 end`,
        windowStart: sql`case when ${throttles.windowStart} <= ${windowEdge} then ${now} else ${throttles.windowStart} end`,
        blockedUntil: sql`case
          when ${throttles.blockedUntil} > ${now} then ${throttles.blockedUntil}
          when (case when ${throttles.windowStart} <= ${windowEdge} then 1 else ${throttles.hits} + 1 end) > ${limit} then ${blockEnd}
          else null end`,
      },
    })
    .returning();
  const until = row?.blockedUntil?.getTime() ?? 0;
  return Math.max(0, Math.ceil((until - now.getTime()) / 1000));
}

export async function clear(ctx: AccountContext, key: string) {
  await ctx.db.delete(throttles).where(eq(throttles.key, key));
}

/** Refuses with "Too many attempts. Please try again in {n} seconds." while the key is blocked. */
export async function refuseWhileBlocked(ctx: AccountContext, key: string) {
  const seconds = await blockedFor(ctx, key);
  if (seconds > 0) throw new AccountError('tooManyAttempts', { n: seconds });
}

/**
 * One action per key per `seconds` (e-mails to one address: the screens' resend countdown). Atomic: of two
 * concurrent claims one wins. Refuses with the seconds left.
 */
export async function claimSlot(ctx: AccountContext, key: string, seconds: number) {
  const now = ctx.now();
  const until = new Date(now.getTime() + seconds * 1000);
  const claimed = await ctx.db
    .insert(throttles)
    .values({ key, hits: 1, windowStart: now, blockedUntil: until })
    .onConflictDoUpdate({
      target: throttles.key,
      set: { hits: 1, windowStart: now, blockedUntil: until },
      setWhere: sql`${throttles.blockedUntil} is null or ${throttles.blockedUntil} <= ${now}`,
    })
    .returning({ key: throttles.key });
  if (claimed.length === 0) await refuseWhileBlocked(ctx, key);
}
