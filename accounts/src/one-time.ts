/**
 * One-time codes (6 digits, 10 minutes, 5 attempts, single use, failed checks counted per address and client) and
 * secure links (30 minutes, single use).
 * Each check is one conditional UPDATE … RETURNING, so concurrent checks can never win more than allowed.
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { AccountContext } from './context';
import { secondsFrom } from './context';
import { linkTokens, oneTimeCodes } from './db/schema';
import { beforeGuess, codeKey, wrongGuess } from './throttle';
import { codeHash, newOpaqueToken, sha256, sixDigits } from './tokens';

export type CodePurpose = 'login' | 'register' | 'verify';
export type LinkPurpose = 'verify' | 'reset';

/** A new code for the address and purpose; earlier ones stop working. */
export async function issueCode(ctx: AccountContext, email: string, purpose: CodePurpose): Promise<string> {
  const now = ctx.now();
  const id = randomUUID();
  const code = sixDigits();
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(oneTimeCodes)
      .set({ usedAt: now })
      .where(and(eq(oneTimeCodes.email, email), eq(oneTimeCodes.purpose, purpose), isNull(oneTimeCodes.usedAt)));
    await tx.insert(oneTimeCodes).values({
      id,
      email,
      purpose,
      codeHash: codeHash(ctx.config.secret, id, code),
      createdAt: now,
      expiresAt: secondsFrom(now, ctx.config.codeSeconds),
    });
  });
  return code;
}

/**
 * True once for the right code. Every failed check, whatever its purpose and however many codes were sent,
 * counts against the address (`codeFailures`) and against the client `ip` (`clientGuesses`): the check that
 * uses up either allowance, and every check after it until the block ends (for the address: the right code too),
 * is refused with "Too many attempts…". An address with no account fails here exactly as a wrong code does, so
 * neither the answer nor the count tells them apart.
 */
export async function consumeCode(
  ctx: AccountContext,
  email: string,
  purpose: CodePurpose,
  code: string,
  ip: string | null,
): Promise<boolean> {
  const key = codeKey(email);
  await beforeGuess(ctx, key, ip);
  if (await spendCode(ctx, email, purpose, code)) return true;
  await wrongGuess(ctx, key, ctx.config.codeFailures, ip);
  return false;
}

/**
 * The attempt is counted first (at most the limit per code, right or wrong), and the code is spent only by
 * the attempt that matches it.
 */
async function spendCode(ctx: AccountContext, email: string, purpose: CodePurpose, code: string): Promise<boolean> {
  const now = ctx.now();
  const [latest] = await ctx.db
    .select({ id: oneTimeCodes.id })
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.email, email), eq(oneTimeCodes.purpose, purpose)))
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);
  if (!latest) return false;
  const [counted] = await ctx.db
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(
      and(
        eq(oneTimeCodes.id, latest.id),
        lt(oneTimeCodes.attempts, ctx.config.codeAttempts),
        isNull(oneTimeCodes.usedAt),
        gt(oneTimeCodes.expiresAt, now),
      ),
    )
    .returning({ codeHash: oneTimeCodes.codeHash });
  if (!counted || counted.codeHash !== codeHash(ctx.config.secret, latest.id, code)) return false;
  const spent = await ctx.db
    .update(oneTimeCodes)
    .set({ usedAt: now })
    .where(and(eq(oneTimeCodes.id, latest.id), isNull(oneTimeCodes.usedAt)))
    .returning({ id: oneTimeCodes.id });
  return spent.length === 1;
}

export async function issueLink(ctx: AccountContext, userId: string, purpose: LinkPurpose): Promise<string> {
  const now = ctx.now();
  const token = newOpaqueToken();
  await ctx.db.insert(linkTokens).values({
    tokenHash: sha256(token),
    userId,
    purpose,
    createdAt: now,
    expiresAt: secondsFrom(now, ctx.config.linkSeconds),
  });
  return token;
}

/** The user the link was for, once; null when it is unknown, used or expired. */
export async function consumeLink(ctx: AccountContext, token: string, purpose: LinkPurpose): Promise<string | null> {
  const now = ctx.now();
  const [row] = await ctx.db
    .update(linkTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(linkTokens.tokenHash, sha256(token)),
        eq(linkTokens.purpose, purpose),
        isNull(linkTokens.usedAt),
        gt(linkTokens.expiresAt, now),
      ),
    )
    .returning({ userId: linkTokens.userId });
  return row?.userId ?? null;
}

/** The user a link is for while it is still usable, without spending it. */
export async function peekLink(ctx: AccountContext, token: string, purpose: LinkPurpose): Promise<string | null> {
  const [row] = await ctx.db
    .select({ userId: linkTokens.userId })
    .from(linkTokens)
    .where(
      and(
        eq(linkTokens.tokenHash, sha256(token)),
        eq(linkTokens.purpose, purpose),
        isNull(linkTokens.usedAt),
        gt(linkTokens.expiresAt, ctx.now()),
      ),
    );
  return row?.userId ?? null;
}
