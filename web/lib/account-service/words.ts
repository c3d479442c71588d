/**
 * The account service's words, from the site's catalogs: the mails it sends and the consent it records, in the
 * language of the account or of the request.
 */
import type { AccountWords, MailKind, MailValues, SubscriptionSource } from '@showcase/accounts/ports';
import type { Locale } from '@showcase/schemas/regions';
import { catalogFor } from '../i18n/catalog';
import { format } from '../i18n/format';

type MailTexts = ReturnType<typeof catalogFor>['service']['mail'];

/** Each mail's subject and body in the catalog (a forgotten password with no account has the reset's subject). */
const MAILS: Record<MailKind, readonly [subject: keyof MailTexts, body: keyof MailTexts]> = {
  loginCode: ['loginCodeSubject', 'loginCodeBody'],
  registerCode: ['registerCodeSubject', 'registerCodeBody'],
  verify: ['verifySubject', 'verifyBody'],
  reset: ['resetSubject', 'resetBody'],
  resetNoAccount: ['resetSubject', 'resetNoAccountBody'],
  passwordChanged: ['passwordChangedSubject', 'passwordChangedBody'],
  newsletterConfirm: ['newsletterConfirmSubject', 'newsletterConfirmBody'],
};

function mail(locale: Locale, kind: MailKind, values: MailValues) {
  const texts = catalogFor(locale).service.mail;
  const [subject, body] = MAILS[kind];
  const filled: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(values)) if (value !== undefined) filled[key] = value;
  return {
    subject: format(locale, texts[subject]),
    text: `${format(locale, texts[body], filled)}\n\n${format(locale, texts.signature)}\n`,
  };
}

/**
 * The words a visitor agrees to by ticking the box, as the form shows them (the link's text in its place), from
 * the server's catalog in the request's language: what is stored is never the client's to write. The US popup
 * asks for the privacy policy and terms; the newsletter form for the newsletter and the privacy policy; the
 * account area's box is its own label.
 */
function consent(locale: Locale, source: SubscriptionSource): string {
  const { popup, newsletter, account } = catalogFor(locale).account;
  if (source === 'popup')
    return `${popup.consentBefore}${popup.privacy}${popup.and}${popup.terms}${popup.consentAfter}`;
  if (source === 'account') return account.newsletter;
  return `${newsletter.consentBefore}${newsletter.consentLink}${newsletter.consentAfter}`;
}

export const accountWords: AccountWords = { mail, consent };
