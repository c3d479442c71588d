/**
 * Newsletter subscriptions, by double opt-in: one row per address and region, which counts (and records the
 * consent given: when, and the exact words agreed to) only once the address is proven. An address typed into a
 * form is proven by the mailed link being opened; until then what was asked waits in `subscription_requests`
 * and expires with the link. A call that has proven the address already (the popup's e-mailed code, the caller's
 * own verified account) subscribes at once.
 */
import { randomUUID } from 'node:crypto';
import type { Locale, Region } from '@showcase/schemas/regions';
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { AccountContext } from './context';
import { secondsFrom } from './context';
import { subscriptionRequests, subscriptions, users } from './db/schema';
import { AccountError } from './errors';
import { requireMail } from './mail/mailer';
import { queueMail, withQueuedMail } from './mail/queue';
import { composeMail, siteLink } from './mail/texts';
import type { SubscriptionSource } from './ports';
import { liveSession } from './sessions';
import { claimMail } from './throttle';
import { newOpaqueToken, sha256 } from './tokens';
import { type CallMeta, normalEmail } from './users';

/** What a subscription asks for, as stored until it is confirmed and then merged into its row. */
interface Asked {
  email: string;
  region: string;
  locale: string;
  consent: boolean;
  consentText: string | null;
  optIn: boolean;
  source: string;
}

/**
 * Whether the call itself proves the address: the caller's own live session, of an account whose address is
 * verified and is this one. A token that is missing, expired or someone else's proves nothing (and refuses
 * nothing: the address is then proven by mail like anyone's).
 */
export async function provenBySession(ctx: AccountContext, email: string, apptoken: string | null) {
  const claims = await liveSession(ctx, apptoken);
  if (!claims) return false;
  const [user] = await ctx.db
    .select({ email: users.email, verifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.id, claims.sub));
  return user?.verifiedAt != null && user.email === normalEmail(email);
}

/**
 * Subscribes an address in the call's region. Where consent is required (`required`: the one rule,
 * `newsletterConsentRequired`), a subscription without `consent: true` is refused as invalid input on the
 * consent field. Consent is never assumed: absent is not given.
 *
 * `proven`: whether the caller has proven the address. The popup's register_or_login calls this only after
 * consuming the code mailed to it, hence the default; subscribe/create never accepts the popup's source and
 * passes its own proof (`provenBySession`). Proven, the subscription counts at once; otherwise a confirmation
 * link is mailed, and the answer is the same whether or not the address was subscribed already.
 */
export async function subscribe(
  ctx: AccountContext,
  input: {
    email: string;
    consent?: boolean | undefined;
    optIn?: boolean | undefined;
    source?: SubscriptionSource | undefined;
  },
  meta: Pick<CallMeta, 'region' | 'locale'>,
  required: boolean,
  proven: boolean = input.source === 'popup',
): Promise<{ subscribed: true } | { pending: true; resendAfter: number }> {
  const consent = input.consent === true;
  if (required && !consent) throw new AccountError('invalidInput', {}, { errors: { consent: 'required' } });
  const source = input.source ?? 'footer';
  const asked: Asked = {
    email: normalEmail(input.email),
    region: meta.region,
    locale: meta.locale,
    consent,
    consentText: consent ? ctx.words.consent(meta.locale, source) : null,
    // Subscribing is asking for the newsletter: the opt-in stands unless the caller says otherwise (the popup's box).
    optIn: input.optIn ?? true,
    source,
  };
  if (proven) {
    await record(ctx, asked, ctx.now());
    return { subscribed: true };
  }
  await requestConfirmation(ctx, asked);
  return { pending: true, resendAfter: ctx.config.resendSeconds };
}

/**
 * Stores what was asked with a new single-use token and mails its link, in the subscriber's language, to the
 * confirmation page of their region (on the cn host for cn). Earlier links for the address stay usable until
 * they expire (each confirms what its own request asked); expired requests of any address are deleted here.
 */
async function requestConfirmation(ctx: AccountContext, asked: Asked) {
  requireMail(ctx.mailer);
  await claimMail(ctx, 'newsletter', asked.email);
  const now = ctx.now();
  const token = newOpaqueToken();
  const seconds = ctx.config.subscriptionConfirmSeconds;
  await withQueuedMail(ctx, async (tx) => {
    await tx.db.delete(subscriptionRequests).where(lte(subscriptionRequests.expiresAt, now));
    await tx.db
      .insert(subscriptionRequests)
      .values({ ...asked, tokenHash: sha256(token), createdAt: now, expiresAt: secondsFrom(now, seconds) });
    const link = siteLink(ctx.config, asked.region as Region, 'newsletter/confirm', { token });
    const days = Math.max(1, Math.round(seconds / 86_400));
    await queueMail(
      tx,
      composeMail(ctx.words, asked.locale as Locale, 'newsletterConfirm', asked.email, { link, days }),
    );
  });
}

/**
 * subscribe/confirm: the mailed link opened. Its request is spent (one conditional DELETE … RETURNING, so it
 * confirms once however often it is opened at the same moment) and merged into the subscription, which now
 * counts, with consent recorded as given now, in the words agreed to when subscribing. Unknown, used or expired
 * links are 4009.
 */
export async function confirmSubscription(ctx: AccountContext, input: { token: string }) {
  const now = ctx.now();
  await ctx.db.transaction(async (db) => {
    const [asked] = await db
      .delete(subscriptionRequests)
      .where(and(eq(subscriptionRequests.tokenHash, sha256(input.token)), gt(subscriptionRequests.expiresAt, now)))
      .returning();
    if (!asked) throw new AccountError('linkInvalid');
    await record({ ...ctx, db }, asked, now);
  });
  return { subscribed: true as const };
}

/**
 * The account area's wish no longer to get the newsletter: the caller's subscriptions stop (`opt_in` false; the
 * consent record stays, as the record of what was given) and their waiting links die.
 */
export async function unsubscribeAccount(ctx: AccountContext, email: string) {
  await ctx.db
    .update(subscriptions)
    .set({ optIn: false, updatedAt: ctx.now() })
    .where(and(eq(subscriptions.email, email), eq(subscriptions.optIn, true)));
  await ctx.db.delete(subscriptionRequests).where(eq(subscriptionRequests.email, email));
}

/**
 * A proven subscription, written idempotently at `at`. A later yes is kept, a later no changes nothing; the first
 * consent given is the one on record (its time and words), and so is the first confirmation; a repeat of what is
 * stored leaves the row as it was.
 */
async function record(ctx: AccountContext, asked: Asked, at: Date) {
  // The stored row has no record of consent yet, and this request gives it: this request's is the record.
  const records = sql`(${subscriptions.consentAt} is null and excluded.consent)`;
  await ctx.db
    .insert(subscriptions)
    .values({
      id: randomUUID(),
      email: asked.email,
      region: asked.region,
      locale: asked.locale,
      consent: asked.consent,
      optIn: asked.optIn,
      source: asked.source,
      consentAt: asked.consent ? at : null,
      consentText: asked.consent ? asked.consentText : null,
      confirmedAt: at,
      createdAt: at,
      updatedAt: at,
    })
    .onConflictDoUpdate({
      target: [subscriptions.email, subscriptions.region],
      set: {
        consent: sql`${subscriptions.consent} or excluded.consent`,
        optIn: sql`${subscriptions.optIn} or excluded.opt_in`,
        locale: sql`excluded.locale`,
        consentAt: sql`case when ${records} then excluded.consent_at else ${subscriptions.consentAt} end`,
        consentText: sql`case when ${records} then excluded.consent_text else ${subscriptions.consentText} end`,
        confirmedAt: sql`coalesce(${subscriptions.confirmedAt}, excluded.confirmed_at)`,
        updatedAt: sql`case when ${subscriptions.consent} = (${subscriptions.consent} or excluded.consent)
          and ${subscriptions.optIn} = (${subscriptions.optIn} or excluded.opt_in)
          and ${subscriptions.locale} = excluded.locale
          and ${subscriptions.confirmedAt} is not null
          and not ${records} then ${subscriptions.updatedAt} else excluded.updated_at end`,
      },
    });
}
