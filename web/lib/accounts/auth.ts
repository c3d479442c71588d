/**
 * Registration, logins (password, e-mailed code, register-or-login), e-mail verification (code and link),
 * forgotten and reset passwords, set password, refresh and logout. Every answer that could tell whether an
 * address has an account says only what SPEC §8 itself says ("No account found", "already in use").
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { AccountContext } from './context';
import { creditLedger, users } from './db/schema';
import { AccountError } from './errors';
import { checkHuman } from './human-check';
import { requireMail } from './mail/mailer';
import { queueMail, withQueuedMail } from './mail/queue';
import { composeMail, siteLink } from './mail/texts';
import { subscribe } from './newsletter';
import { consumeCode, consumeLink, issueCode, issueLink, peekLink } from './one-time';
import { hashPassword, passwordProblem, verifyPassword } from './passwords';
import {
  authenticate,
  endEverySession,
  endOtherSessions,
  endSession,
  liveSession,
  refreshSession,
  startSession,
  type Tokens,
} from './sessions';
import { claimSlot, clear, hit, refuseWhileBlocked } from './throttle';
import { type CallMeta, createUser, findUser, normalEmail, type User, userById } from './users';

/** SPEC §9: the US new-user popup grants 200 credits, once per account created through it. */
export const POPUP_CREDITS = 200;
const POPUP_REASON = 'welcome-popup';

const minutes = (seconds: number) => Math.round(seconds / 60);

function requireStrong(password: string, email: string) {
  const problem = passwordProblem(password, email);
  if (problem) throw new AccountError(problem);
}

async function sendVerification(
  ctx: AccountContext,
  user: { id: string; email: string; region: string; locale: string },
) {
  const code = await issueCode(ctx, user.email, 'verify');
  const token = await issueLink(ctx, user.id, 'verify');
  const link = siteLink(ctx.config, user.region as CallMeta['region'], 'login/verify', { token });
  await queueMail(
    ctx,
    composeMail(ctx.words, user.locale as CallMeta['locale'], 'verify', user.email, {
      code,
      link,
      minutes: minutes(ctx.config.linkSeconds),
    }),
  );
}

export async function registerWithPassword(
  ctx: AccountContext,
  input: { email: string; password: string; recaptcha?: string | undefined },
  meta: CallMeta,
): Promise<Tokens> {
  requireMail(ctx.mailer);
  await checkHuman(ctx, input.recaptcha, meta.ip);
  const email = normalEmail(input.email);
  requireStrong(input.password, email);
  if (await findUser(ctx, email)) throw new AccountError('emailInUse');
  const passwordHash = await hashPassword(input.password);
  await claimSlot(ctx, `mail:verify:${email}`, ctx.config.resendSeconds);
  // The account and its verification mail exist together or not at all.
  const user = await withQueuedMail(ctx, async (tx) => {
    const created = await createUser(tx, meta, { email, passwordHash, verified: false });
    await sendVerification(tx, created);
    return created;
  });
  return startSession(ctx, user.id);
}

export async function loginWithPassword(
  ctx: AccountContext,
  input: { email: string; password: string; recaptcha?: string | undefined },
  meta: CallMeta,
): Promise<Tokens> {
  await checkHuman(ctx, input.recaptcha, meta.ip);
  const email = normalEmail(input.email);
  const key = `login:${email}`;
  await refuseWhileBlocked(ctx, key);
  const user = await findUser(ctx, email);
  if (!(await verifyPassword(user?.passwordHash ?? null, input.password)) || !user) {
    const blocked = await hit(ctx, key, ctx.config.loginFailures);
    if (blocked > 0) throw new AccountError('tooManyAttempts', { n: blocked });
    throw new AccountError('wrongCredentials');
  }
  await clear(ctx, key);
  return startSession(ctx, user.id);
}

/**
 * mail/send: a six-digit code to log in with (an existing account), to register-or-log-in with (the popup), or
 * to sign up with (the create-account screen, which says when the address already has an account).
 */
export async function sendCode(
  ctx: AccountContext,
  input: { email: string; purpose: 'login' | 'register' | 'signup' },
  meta: CallMeta,
): Promise<{ sent: true; resendAfter: number }> {
  requireMail(ctx.mailer);
  const email = normalEmail(input.email);
  const user = await findUser(ctx, email);
  if (input.purpose === 'login' && !user) throw new AccountError('noAccount');
  if (input.purpose === 'signup' && user) throw new AccountError('emailInUse');
  const purpose = input.purpose === 'login' ? 'login' : 'register';
  await claimSlot(ctx, `mail:${purpose}:${email}`, ctx.config.resendSeconds);
  const kind = input.purpose === 'login' ? 'loginCode' : 'registerCode';
  const locale = (user?.locale as CallMeta['locale'] | undefined) ?? meta.locale;
  await withQueuedMail(ctx, async (tx) => {
    const code = await issueCode(tx, email, purpose);
    await queueMail(
      tx,
      composeMail(ctx.words, locale, kind, email, { code, minutes: minutes(ctx.config.codeSeconds) }),
    );
  });
  return { sent: true, resendAfter: ctx.config.resendSeconds };
}

/**
 * Someone has just proven the address by mail: an e-mailed code (login/code, register_or_login, verify/code) or
 * the verification link. Anyone may register an address they do not own with a password (register/pwd answers
 * tokens before the address is proven), so the first proof of an unverified address voids whatever was set up
 * without it: the password is removed and every session (with its refresh tokens) ends. The owner then sets a
 * password of their own; whoever registered the address first is left with nothing (docs/ACCOUNTS.md).
 * `keep`: a live session of this account the proof came from. Whoever holds it knew the password and now holds
 * the mailbox too (the registrant finishing sign-up), so the password and that session stay; every other ends.
 * Either way a block by wrong passwords no longer holds the owner out.
 */
async function proveAddress(ctx: AccountContext, user: User, keep: string | null = null) {
  const claimed = await ctx.db
    .update(users)
    .set({ ...(keep ? {} : { passwordHash: null }), emailVerifiedAt: ctx.now(), updatedAt: ctx.now() })
    .where(and(eq(users.id, user.id), isNull(users.emailVerifiedAt)))
    .returning({ id: users.id });
  if (claimed.length > 0) {
    if (keep) await endOtherSessions(ctx, user.id, keep, 'address proven by mail');
    else await endEverySession(ctx, user.id, 'address proven by mail');
  }
  await clear(ctx, `login:${user.email}`);
}

/** An unknown address is answered as a wrong code, after the same check: the answer tells nothing (code 4008). */
export async function loginWithCode(ctx: AccountContext, input: { email: string; code: string }): Promise<Tokens> {
  const email = normalEmail(input.email);
  const proven = await consumeCode(ctx, email, 'login', input.code);
  const user = proven ? await findUser(ctx, email) : null;
  if (!user) throw new AccountError('invalidCode');
  await proveAddress(ctx, user);
  return startSession(ctx, user.id);
}

/**
 * register_or_login: with a code from mail/send (purpose register), log in, creating the account first when
 * the address has none. Through the US new-user popup (source "popup", consent required) a new account is
 * granted the popup's credits, once, and the optional weekly e-mails opt-in subscribes it.
 */
export async function registerOrLogin(
  ctx: AccountContext,
  input: {
    email: string;
    code: string;
    recaptcha?: string | undefined;
    source?: 'popup' | 'login' | undefined;
    consent?: boolean | undefined;
    optIn?: boolean | undefined;
  },
  meta: CallMeta,
): Promise<Tokens & { created: boolean; credits: number }> {
  await checkHuman(ctx, input.recaptcha, meta.ip);
  const email = normalEmail(input.email);
  if (input.source === 'popup' && input.consent !== true)
    throw new AccountError('invalidInput', {}, { errors: { consent: 'required' } });
  if (!(await consumeCode(ctx, email, 'register', input.code))) throw new AccountError('invalidCode');
  let user = await findUser(ctx, email);
  let created = false;
  if (!user) {
    try {
      user = await createUser(ctx, meta, { email, passwordHash: null, verified: true });
      created = true;
    } catch (error) {
      // Created meanwhile by a concurrent call with the same address: log in to it.
      if (!(error instanceof AccountError && error.code === 'emailInUse')) throw error;
      user = await findUser(ctx, email);
      if (!user) throw error;
    }
  }
  await proveAddress(ctx, user);
  let credits = 0;
  if (created && input.source === 'popup') {
    const granted = await ctx.db
      .insert(creditLedger)
      .values({ userId: user.id, reason: POPUP_REASON, amount: POPUP_CREDITS, createdAt: ctx.now() })
      .onConflictDoNothing()
      .returning({ amount: creditLedger.amount });
    credits = granted[0]?.amount ?? 0;
    // The popup asks for consent itself (refused above without it).
    await subscribe(ctx, { email, consent: true, optIn: input.optIn === true, source: 'popup' }, meta, true);
  }
  return { ...(await startSession(ctx, user.id)), created, credits };
}

/** verify/mail/send: the verification code and link again; says nothing about whether the address has an account. */
export async function resendVerification(ctx: AccountContext, input: { email: string }) {
  requireMail(ctx.mailer);
  const email = normalEmail(input.email);
  await claimSlot(ctx, `mail:verify:${email}`, ctx.config.resendSeconds);
  const user = await findUser(ctx, email);
  if (user && !user.emailVerifiedAt) await withQueuedMail(ctx, (tx) => sendVerification(tx, user));
  return { sent: true as const, resendAfter: ctx.config.resendSeconds };
}

/** What verify/code and mail/verify answer: tokens too when the proof signed the prover in. */
export type Verified = { verified: true } | ({ verified: true } & Tokens);

/**
 * The verification code or link proves the address (`proveAddress`). A call from a live session of the account
 * (its `apptoken`) keeps that session; anyone else is signed in by the proof, as by a code sign-in, so the owner
 * of an address someone else registered can go on to set a password. A stale or foreign apptoken is no session
 * of the account and never refuses the proof.
 */
async function verified(ctx: AccountContext, user: User, apptoken: string | null): Promise<Verified> {
  const session = await liveSession(ctx, apptoken);
  const own = session?.sub === user.id ? session.sid : null;
  await proveAddress(ctx, user, own);
  return own ? { verified: true } : { verified: true, ...(await startSession(ctx, user.id)) };
}

export async function verifyWithCode(
  ctx: AccountContext,
  input: { email: string; code: string },
  apptoken: string | null,
): Promise<Verified> {
  const email = normalEmail(input.email);
  const proven = await consumeCode(ctx, email, 'verify', input.code);
  const user = proven ? await findUser(ctx, email) : null;
  if (!user) throw new AccountError('invalidCode');
  return verified(ctx, user, apptoken);
}

export async function verifyWithLink(
  ctx: AccountContext,
  input: { token: string },
  apptoken: string | null,
): Promise<Verified> {
  const userId = await consumeLink(ctx, input.token, 'verify');
  if (!userId) throw new AccountError('linkInvalid');
  return verified(ctx, await userById(ctx, userId), apptoken);
}

/** forgetpwd/mail/send: a reset link, or (only to the mailbox) a note that the address has no account. */
export async function forgotPassword(ctx: AccountContext, input: { email: string }, meta: CallMeta) {
  requireMail(ctx.mailer);
  const email = normalEmail(input.email);
  await claimSlot(ctx, `mail:reset:${email}`, ctx.config.resendSeconds);
  const user = await findUser(ctx, email);
  const linkMinutes = minutes(ctx.config.linkSeconds);
  await withQueuedMail(ctx, async (tx) => {
    if (user) {
      const token = await issueLink(tx, user.id, 'reset');
      const link = siteLink(ctx.config, user.region as CallMeta['region'], 'login/reset', { token });
      await queueMail(
        tx,
        composeMail(ctx.words, user.locale as CallMeta['locale'], 'reset', email, { link, minutes: linkMinutes }),
      );
    } else {
      const link = siteLink(ctx.config, meta.region, 'login/register');
      await queueMail(tx, composeMail(ctx.words, meta.locale, 'resetNoAccount', email, { link }));
    }
  });
  return { sent: true as const, resendAfter: ctx.config.resendSeconds };
}

/**
 * reset/check: whether a reset link can still set a password (4009 when it is unknown, used or expired). It
 * spends nothing, so the screen can say a link is dead before anyone types a new password into it. It tells
 * nothing about an address either: a link names none, and 32 random bytes cannot be guessed.
 */
export async function checkResetLink(ctx: AccountContext, input: { token: string }) {
  if (!(await peekLink(ctx, input.token, 'reset'))) throw new AccountError('linkInvalid');
  return { usable: true as const };
}

/**
 * reset/pwd: with a reset link's token, a new password for that account; every session ends. With an
 * apptoken instead, sets the password of the caller (the current one is required when there is one).
 */
export async function resetPassword(
  ctx: AccountContext,
  input: { password: string; token?: string | undefined; currentPassword?: string | undefined },
  apptoken: string | null,
) {
  if (input.token) {
    requireMail(ctx.mailer);
    // The password is checked before the link is spent, so a refused password leaves the link usable.
    const pending = await peekLink(ctx, input.token, 'reset');
    if (!pending) throw new AccountError('linkInvalid');
    requireStrong(input.password, (await userById(ctx, pending)).email);
    const passwordHash = await hashPassword(input.password);
    // The link is spent, the password set, every session ended and the notice queued together.
    const user = await withQueuedMail(ctx, async (tx) => {
      const userId = await consumeLink(tx, input.token ?? '', 'reset');
      if (!userId) throw new AccountError('linkInvalid');
      const owner = await userById(tx, userId);
      await tx.db
        .update(users)
        .set({ passwordHash, emailVerifiedAt: owner.emailVerifiedAt ?? tx.now(), updatedAt: tx.now() })
        .where(eq(users.id, userId));
      await endEverySession(tx, userId, 'password reset');
      const link = siteLink(ctx.config, owner.region as CallMeta['region'], 'login/reset');
      await queueMail(
        tx,
        composeMail(ctx.words, owner.locale as CallMeta['locale'], 'passwordChanged', owner.email, { link }),
      );
      return owner;
    });
    await clear(ctx, `login:${user.email}`);
    return { reset: true as const };
  }
  const claims = await authenticate(ctx, apptoken);
  const user = await userById(ctx, claims.sub);
  requireStrong(input.password, user.email);
  if (user.passwordHash && !(await verifyPassword(user.passwordHash, input.currentPassword ?? '')))
    throw new AccountError('wrongCredentials');
  await ctx.db
    .update(users)
    .set({ passwordHash: await hashPassword(input.password), updatedAt: ctx.now() })
    .where(eq(users.id, user.id));
  // As after a reset link: whoever else held a session (a lost phone, someone who knew the old password) is out.
  await endOtherSessions(ctx, user.id, claims.sid, 'password changed');
  return { reset: true as const };
}

export async function refresh(ctx: AccountContext, input: { user_id: string }, reftoken: string | null) {
  if (!reftoken) throw new AccountError('tokenExpired');
  return refreshSession(ctx, input.user_id, reftoken);
}

export async function logout(ctx: AccountContext, apptoken: string | null) {
  const claims = await authenticate(ctx, apptoken);
  await endSession(ctx, claims.sid, 'logout');
  return { loggedOut: true as const };
}
