/**
 * Registration, logins (password, e-mailed code, register-or-login), e-mail verification (code and link),
 * forgotten and reset passwords, set password, refresh and logout. Every answer that could tell whether an
 * address has an account says only what SPEC §8 itself says ("No account found", "already in use").
 */
import { and, eq, isNull } from 'drizzle-orm';
import { afterAnswer } from './after-answer';
import type { AccountContext } from './context';
import { creditLedger, subscriptionRequests, users } from './db/schema';
import { AccountError } from './errors';
import { checkHuman } from './human-check';
import { requireMail } from './mail/mailer';
import { queueMail, withQueuedMail } from './mail/queue';
import { composeMail, siteLink } from './mail/texts';
import { subscribe } from './newsletter';
import { consumeCode, consumeLink, issueCode, issueLink, peekLink } from './one-time';
import { attachWaitingOrders } from './orders-import';
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
import { beforeGuess, claimMail, clear, clearAddressBlocks, passwordKey, wrongGuess } from './throttle';
import { type CallMeta, createUser, findUser, normalEmail, type User, userById } from './users';

/**
 * SPEC §9: the US new-user popup grants 200 credits, once per account created through it (or new to its owner
 * when it came through: `registerOrLogin`).
 */
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
  await claimMail(ctx, 'verify', email);
  // The account and its verification mail exist together or not at all.
  const user = await withQueuedMail(ctx, async (tx) => {
    const created = await createUser(tx, meta, { email, passwordHash });
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
  const key = passwordKey(email);
  await beforeGuess(ctx, key, meta.ip);
  const user = await findUser(ctx, email);
  if (!(await verifyPassword(user?.passwordHash ?? null, input.password)) || !user) {
    await wrongGuess(ctx, key, ctx.config.loginFailures, meta.ip);
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
  await claimMail(ctx, purpose, email);
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

/** Where and in which language the prover called: an account claimed by the proof takes them for its own. */
type Prover = Pick<CallMeta, 'region' | 'locale'>;

interface Proof {
  /**
   * A live session of this account the proof came from. Whoever holds it knew the password and now holds the
   * mailbox too (the registrant finishing sign-up), so the account, its password and that session stay.
   */
  keep?: string | null;
  /** The account was made by this very call (register_or_login): nobody else registered the address. */
  made?: boolean;
}

/**
 * Someone has just proven the address by mail: an e-mailed code (login/code, register_or_login, verify/code), the
 * verification link or a reset link; the one place an address becomes verified. Anyone may register an address
 * they do not own with a password (register/pwd answers tokens before the address is proven), so the first proof of
 * an unverified address claims the account for the mailbox's owner and voids whatever was set up without it: the
 * password is removed, every session (with its refresh tokens) ends, and what the registrant entered is wiped (the
 * profile, the newsletter box and the confirmation request it mailed, the language and region), so the account
 * starts anew (`claimedAt`, `createdAt`). The owner then sets a password of their own; whoever registered the
 * address first is left with nothing (docs/ACCOUNTS.md). With `keep` (the registrant's own session) the account
 * stays as it is and every other session ends. Either way the store orders waiting for the address become the
 * account's. All of it in one transaction, so a claim happens whole; answers whether this proof verified the
 * address. Credits need no wiping: an unverified account has none (the popup's come with its e-mailed code).
 */
async function recordProof(ctx: AccountContext, user: User, prover: Prover, proof: Proof = {}): Promise<boolean> {
  const { keep = null, made = false } = proof;
  return ctx.db.transaction(async (db) => {
    const tx = { ...ctx, db };
    const now = ctx.now();
    const anew = {
      passwordHash: null,
      firstName: null,
      lastName: null,
      birthday: null,
      phone: null,
      country: null,
      newsletter: false,
      shippingAddress: null,
      region: prover.region,
      locale: prover.locale,
      createdAt: now,
      ...(made ? {} : { claimedAt: now }),
    };
    const claimed = await db
      .update(users)
      .set({ ...(keep ? {} : anew), emailVerifiedAt: now, updatedAt: now })
      .where(and(eq(users.id, user.id), isNull(users.emailVerifiedAt)))
      .returning({ id: users.id });
    if (claimed.length === 0) return false;
    if (keep) await endOtherSessions(tx, user.id, keep, 'address proven by mail');
    else {
      await endEverySession(tx, user.id, 'address proven by mail');
      await db
        .delete(subscriptionRequests)
        .where(and(eq(subscriptionRequests.email, user.email), eq(subscriptionRequests.source, 'account')));
    }
    await attachWaitingOrders(tx, user);
    return true;
  });
}

/** `recordProof`, and the address's blocks (wrong passwords, failed codes) no longer hold the owner out. */
async function proveAddress(ctx: AccountContext, user: User, prover: Prover, proof: Proof = {}): Promise<boolean> {
  const claimed = await recordProof(ctx, user, prover, proof);
  await clearAddressBlocks(ctx, user.email);
  return claimed;
}

/** An unknown address is answered as a wrong code, after the same check: the answer tells nothing (code 4008). */
export async function loginWithCode(
  ctx: AccountContext,
  input: { email: string; code: string },
  meta: CallMeta,
): Promise<Tokens> {
  const email = normalEmail(input.email);
  const proven = await consumeCode(ctx, email, 'login', input.code, meta.ip);
  const user = proven ? await findUser(ctx, email) : null;
  if (!user) throw new AccountError('invalidCode');
  await proveAddress(ctx, user, meta);
  return startSession(ctx, user.id);
}

/**
 * register_or_login: with a code from mail/send (purpose register), log in, creating the account first when
 * the address has none. `created`: the account is new to its owner, made by this call or claimed by it from
 * whoever registered the address without proving it (`recordProof`). Through the US new-user popup (source
 * "popup", consent required) an account new to its owner is granted the popup's credits, once, and the optional
 * weekly e-mails opt-in subscribes it.
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
  if (!(await consumeCode(ctx, email, 'register', input.code, meta.ip))) throw new AccountError('invalidCode');
  let user = await findUser(ctx, email);
  let made = false;
  if (!user) {
    try {
      user = await createUser(ctx, meta, { email, passwordHash: null });
      made = true;
    } catch (error) {
      // Created meanwhile by a concurrent call with the same address: log in to it.
      if (!(error instanceof AccountError && error.code === 'emailInUse')) throw error;
      user = await findUser(ctx, email);
      if (!user) throw error;
    }
  }
  const created = (await proveAddress(ctx, user, meta, { made })) || made;
  let credits = 0;
  // An account an earlier proof claimed (the verification link, a code sign-in) is new to its owner too: whoever
  // registered the address first kept its owner from coming through the popup as new. The ledger's key (account,
  // reason) grants it once however often it comes.
  if (input.source === 'popup' && (created || user.claimedAt)) {
    const granted = await ctx.db
      .insert(creditLedger)
      .values({ userId: user.id, reason: POPUP_REASON, amount: POPUP_CREDITS, createdAt: ctx.now() })
      .onConflictDoNothing()
      .returning({ amount: creditLedger.amount });
    credits = granted[0]?.amount ?? 0;
    // The popup asks for consent itself (refused above without it).
    if (credits > 0)
      await subscribe(ctx, { email, consent: true, optIn: input.optIn === true, source: 'popup' }, meta, true);
  }
  return { ...(await startSession(ctx, user.id)), created, credits };
}

/**
 * verify/mail/send: the verification code and link again, to an unverified account only; says nothing about
 * whether the address has one, in its answer or its time: the look-up and the mail come after the answer
 * (`afterAnswer`), on every path.
 */
export async function resendVerification(ctx: AccountContext, input: { email: string }) {
  requireMail(ctx.mailer);
  const email = normalEmail(input.email);
  await claimMail(ctx, 'verify', email);
  afterAnswer(ctx, 'a verification mail', async () => {
    const user = await findUser(ctx, email);
    if (user && !user.emailVerifiedAt) await withQueuedMail(ctx, (tx) => sendVerification(tx, user));
  });
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
async function verified(ctx: AccountContext, user: User, apptoken: string | null, meta: CallMeta): Promise<Verified> {
  const session = await liveSession(ctx, apptoken);
  const own = session?.sub === user.id ? session.sid : null;
  await proveAddress(ctx, user, meta, { keep: own });
  return own ? { verified: true } : { verified: true, ...(await startSession(ctx, user.id)) };
}

export async function verifyWithCode(
  ctx: AccountContext,
  input: { email: string; code: string },
  apptoken: string | null,
  meta: CallMeta,
): Promise<Verified> {
  const email = normalEmail(input.email);
  const proven = await consumeCode(ctx, email, 'verify', input.code, meta.ip);
  const user = proven ? await findUser(ctx, email) : null;
  if (!user) throw new AccountError('invalidCode');
  return verified(ctx, user, apptoken, meta);
}

export async function verifyWithLink(
  ctx: AccountContext,
  input: { token: string },
  apptoken: string | null,
  meta: CallMeta,
): Promise<Verified> {
  const userId = await consumeLink(ctx, input.token, 'verify');
  if (!userId) throw new AccountError('linkInvalid');
  return verified(ctx, await userById(ctx, userId), apptoken, meta);
}

/**
 * forgetpwd/mail/send: a reset link, or (only to the mailbox) a note that the address has no account. The look-up,
 * the link and the mail come after the answer (`afterAnswer`), so its time says no more than its words.
 */
export async function forgotPassword(ctx: AccountContext, input: { email: string }, meta: CallMeta) {
  requireMail(ctx.mailer);
  const email = normalEmail(input.email);
  await claimMail(ctx, 'reset', email);
  afterAnswer(ctx, 'a reset mail', () => mailReset(ctx, email, meta));
  return { sent: true as const, resendAfter: ctx.config.resendSeconds };
}

async function mailReset(ctx: AccountContext, email: string, meta: CallMeta) {
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
 * reset/pwd: with a reset link's token, a new password for that account; every session ends. The link proves
 * the address, as the verification link does (`recordProof`). With an apptoken instead, sets the password of the
 * caller (the current one is required when there is one).
 */
export async function resetPassword(
  ctx: AccountContext,
  input: { password: string; token?: string | undefined; currentPassword?: string | undefined },
  apptoken: string | null,
  meta: CallMeta,
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
      const found = await userById(tx, userId);
      // A first proof claims the account (`recordProof`): it then speaks the prover's language.
      const owner = (await recordProof(tx, found, meta)) ? await userById(tx, userId) : found;
      await tx.db.update(users).set({ passwordHash, updatedAt: tx.now() }).where(eq(users.id, userId));
      await endEverySession(tx, userId, 'password reset');
      const link = siteLink(ctx.config, owner.region as CallMeta['region'], 'login/reset');
      await queueMail(
        tx,
        composeMail(ctx.words, owner.locale as CallMeta['locale'], 'passwordChanged', owner.email, { link }),
      );
      return owner;
    });
    // The link proved the mailbox: someone else's wrong passwords or codes no longer hold its owner out.
    await clearAddressBlocks(ctx, user.email);
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
