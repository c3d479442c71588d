/**
 * Sessions: a login creates one; each refresh spends its refresh token and issues the next (rotation); a
 * spent token presented again means it was stolen, and the whole session ends (reuse detection), unless it comes
 * within seconds of the refresh that spent it (`refreshReuseSeconds`: two tabs refreshing at once). Sessions
 * end absolutely 30 days after login, and a password reset ends every session of the account.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { AccountContext } from './context';
import { secondsFrom } from './context';
import { refreshTokens, sessions } from './db/schema';
import { AccountError } from './errors';
import {
  type AccessClaims,
  newOpaqueToken,
  nextRefreshToken,
  sha256,
  signAccessToken,
  verifyAccessToken,
} from './tokens';

/** What login, register, sign-in and refresh answer (SPEC §3). */
export interface Tokens {
  user_id: string;
  apptoken: string;
  reftoken: string;
}

/** An apptoken issued at `issuedAt`: the same claims, hence the same token, however often it is made. */
function accessToken(ctx: AccountContext, userId: string, sessionId: string, issuedAt = ctx.now()): string {
  const exp = Math.floor(issuedAt.getTime() / 1000) + ctx.config.apptokenSeconds;
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

const isLive = async (ctx: AccountContext, sessionId: string, now: Date) =>
  (
    await ctx.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
  ).length > 0;

/**
 * sign_in/refresh. The token is spent and its successor stored in one transaction, so a refresh with the same
 * token at the same moment (another tab) waits for it, then finds the token spent and the successor there. Within
 * `refreshReuseSeconds` of the spending, while the successor is unspent, that refresh answers the same pair: the
 * successor derives from the token (`nextRefreshToken`) and the apptoken from the time of the rotation. Any other
 * spent token presented is reuse: the session ends.
 */
export async function refreshSession(ctx: AccountContext, userId: string, reftoken: string): Promise<Tokens> {
  const now = ctx.now();
  const hash = sha256(reftoken);
  const next = nextRefreshToken(ctx.config.secret, reftoken);
  const [found] = await ctx.db
    .select({ sessionId: refreshTokens.sessionId, owner: sessions.userId })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .where(eq(refreshTokens.tokenHash, hash));
  if (!found || found.owner !== userId) throw expired();
  const { sessionId } = found;
  const rotated = await ctx.db.transaction(async (db): Promise<Date | 'ended' | 'reused'> => {
    const tx = { ...ctx, db };
    // Spend it: exactly one of any concurrent refreshes gets the row back.
    const [spent] = await db
      .update(refreshTokens)
      .set({ usedAt: now })
      .where(and(eq(refreshTokens.tokenHash, hash), isNull(refreshTokens.usedAt)))
      .returning({ sessionId: refreshTokens.sessionId });
    if (spent) {
      if (!(await isLive(tx, sessionId, now))) return 'ended';
      await db.insert(refreshTokens).values({ tokenHash: sha256(next), sessionId, createdAt: now });
      return now;
    }
    const [token] = await db
      .select({ usedAt: refreshTokens.usedAt })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hash));
    const [successor] = await db
      .select({ usedAt: refreshTokens.usedAt })
      .from(refreshTokens)
      .where(and(eq(refreshTokens.tokenHash, sha256(next)), eq(refreshTokens.sessionId, sessionId)));
    const at = token?.usedAt;
    const recent = at && now.getTime() - at.getTime() < ctx.config.refreshReuseSeconds * 1000;
    if (!recent || !successor || successor.usedAt) return 'reused';
    return (await isLive(tx, sessionId, now)) ? at : 'ended';
  });
  if (rotated === 'reused') await endSession(ctx, sessionId, 'refresh token reused');
  if (!(rotated instanceof Date)) throw expired();
  return { user_id: userId, apptoken: accessToken(ctx, userId, sessionId, rotated), reftoken: next };
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
