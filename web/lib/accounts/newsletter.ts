/**
 * Newsletter subscriptions: one row per address and region, written idempotently (a repeat changes nothing),
 * with a record of the consent given: when, and the exact words agreed to.
 */
import { randomUUID } from 'node:crypto';
import type { Locale } from '@showcase/schemas/regions';
import { sql } from 'drizzle-orm';
import { catalogFor } from '../i18n/catalog';
import type { AccountContext } from './context';
import { subscriptions } from './db/schema';
import { AccountError } from './errors';
import { type CallMeta, normalEmail } from './users';

export type SubscriptionSource = 'footer' | 'popup' | 'account';

/**
 * The words a visitor agrees to by ticking the box, as the form shows them (the link's text in its place), from
 * the server's catalog in the request's language: what is stored is never the client's to write. The US popup
 * asks for the privacy policy and terms; the newsletter form for the newsletter and the privacy policy.
 */
export function consentWording(locale: Locale, source: SubscriptionSource): string {
  const { popup, newsletter } = catalogFor(locale).account;
  return source === 'popup'
    ? `${popup.consentBefore}${popup.privacy}${popup.and}${popup.terms}${popup.consentAfter}`
    : `${newsletter.consentBefore}${newsletter.consentLink}${newsletter.consentAfter}`;
}

/**
 * Subscribes an address in the call's region. Where consent is required (`required`: the one rule,
 * `newsletterConsentRequired`), a subscription without `consent: true` is refused as invalid input on the
 * consent field. Consent is never assumed: absent is not given. A later yes is kept, a later no changes nothing;
 * the first consent given is the one on record (its time and words), and a repeat keeps it.
 */
export async function subscribe(
  ctx: AccountContext,
  input: {
    email: string;
    consent?: boolean | undefined;
    optIn?: boolean | undefined;
    source?: SubscriptionSource | undefined;
  },
  meta: CallMeta,
  required: boolean,
): Promise<{ subscribed: true }> {
  const consent = input.consent === true;
  if (required && !consent) throw new AccountError('invalidInput', {}, { errors: { consent: 'required' } });
  const now = ctx.now();
  const source = input.source ?? 'footer';
  // Subscribing is asking for the newsletter: the opt-in stands unless the caller says otherwise (the popup's box).
  const optIn = input.optIn ?? true;
  // The stored row has no record of consent yet, and this request gives it: this request's is the record.
  const records = sql`(${subscriptions.consentAt} is null and excluded.consent)`;
  await ctx.db
    .insert(subscriptions)
    .values({
      id: randomUUID(),
      email: normalEmail(input.email),
      region: meta.region,
      locale: meta.locale,
      consent,
      optIn,
      source,
      consentAt: consent ? now : null,
      consentText: consent ? consentWording(meta.locale, source) : null,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [subscriptions.email, subscriptions.region],
      // A later yes is kept; a repeat of what is stored leaves the row as it was.
      set: {
        consent: sql`${subscriptions.consent} or excluded.consent`,
        optIn: sql`${subscriptions.optIn} or excluded.opt_in`,
        locale: sql`excluded.locale`,
        consentAt: sql`case when ${records} then excluded.consent_at else ${subscriptions.consentAt} end`,
        consentText: sql`case when ${records} then excluded.consent_text else ${subscriptions.consentText} end`,
        updatedAt: sql`case when ${subscriptions.consent} = (${subscriptions.consent} or excluded.consent)
          and ${subscriptions.optIn} = (${subscriptions.optIn} or excluded.opt_in)
          and ${subscriptions.locale} = excluded.locale
          and not ${records} then ${subscriptions.updatedAt} else excluded.updated_at end`,
      },
    });
  return { subscribed: true };
}
