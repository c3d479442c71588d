/**
 * Sessions: a login creates one; each refresh spends its refresh token and issues the next (rotation); a
 * spent token presented again means it was stolen, and the whole session ends (reuse detection). Sessions
 * end absolutely 30 days after login, and a password reset ends every session of the account.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { AccountContext } from './context';
import { secondsFrom } from './context';
import { refreshTokens, sessions } from './db/schema';
import { AccountError } from './errors';
import { type AccessClaims, newOpaqueToken, sha256, signAccessToken, verifyAccessToken } from './tokens';

/** What login, register, sign-in and refresh answer (SPEC §3). */
export interface Tokens {
  user_id: string;
  apptoken: string;
  reftoken: string;
}

function accessToken(ctx: AccountContext, userId: string, sessionId: string): string {
  const exp = Math.floor(ctx.now().getTime() / 1000) + ctx.config.apptokenSeconds;
  return signAccessToken(ctx.config.secret, { sub: userId, sid: sessionId, grp: ctx.group, exp });
}

export async function startSession(ctx: AccountContext, userId: string): Promise<Tokens> {
  const now = ctx.now();
  const sessionId = randomUUID();
  const reftoken = newOpaqueToken();
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(sessions)
      .values({ id: sessionId, userId, createdAt: now, expiresAt: secondsFrom(now, ctx.config.sessionSeconds) });
    await tx.insert(refreshTokens).values({ tokenHash: sha256(reftoken), sessionId, createdAt: now });
  });
  return { user_id: userId, apptoken: accessToken(ctx, userId, sessionId), reftoken };
}

const expired = () => new AccountError('tokenExpired');

export async function refreshSession(ctx: AccountContext, userId: string, reftoken: string): Promise<Tokens> {
  const now = ctx.now();
  const [found] = await ctx.db
    .select({ sessionId: refreshTokens.sessionId, usedAt: refreshTokens.usedAt, owner: sessions.userId })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .where(eq(refreshTokens.tokenHash, sha256(reftoken)));
  if (!found || found.owner !== userId) throw expired();
  // Spend it: exactly one of any concurrent refreshes gets the row back.
  const [spent] = await ctx.db
    .update(refreshTokens)
    .set({ usedAt: now })
    .where(and(eq(refreshTokens.tokenHash, sha256(reftoken)), isNull(refreshTokens.usedAt)))
    .returning({ sessionId: refreshTokens.sessionId });
  if (!spent) {
    await endSession(ctx, found.sessionId, 'refresh token reused');
    throw expired();
  }
  const [live] = await ctx.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, found.sessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)));
  if (!live) throw expired();
  const next = newOpaqueToken();
  await ctx.db.insert(refreshTokens).values({ tokenHash: sha256(next), sessionId: live.id, createdAt: now });
  return { user_id: userId, apptoken: accessToken(ctx, userId, live.id), reftoken: next };
}

/** The claims of a valid apptoken of this group whose session is still live; null for anything else. */
export async function liveSession(ctx: AccountContext, apptoken: string | null): Promise<AccessClaims | null> {
  const claims = apptoken ? verifyAccessToken(ctx.config.secret, ctx.group, apptoken, ctx.now()) : null;
  if (!claims) return null;
  const [live] = await ctx.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, claims.sid), isNull(sessions.revokedAt), gt(sessions.expiresAt, ctx.now())));
  return live ? claims : null;
}

/** The caller of an authenticated call: a valid apptoken of this group whose session is still live. */
export async function authenticate(ctx: AccountContext, apptoken: string | null): Promise<AccessClaims> {
  const claims = await liveSession(ctx, apptoken);
  if (!claims) throw expired();
  return claims;
}

export async function endSession(ctx: AccountContext, sessionId: string, reason: string) {
  await ctx.db
    .update(sessions)
    .set({ revokedAt: ctx.now(), revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export async function endEverySession(ctx: AccountContext, userId: string, reason: string) {
  await ctx.db
    .update(sessions)
    .set({ revokedAt: ctx.now(), revokedReason: reason })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/** Every session of the user but the caller's own (a password changed while logged in). */
export async function endOtherSessions(ctx: AccountContext, userId: string, keep: string, reason: string) {
  await ctx.db
    .update(sessions)
    .set({ revokedAt: ctx.now(), revokedReason: reason })
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keep), isNull(sessions.revokedAt)));
}
