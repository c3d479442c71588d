/**
 * The account service's words, from the site's catalogs: the mails it sends and the consent it records, in the
 * language of the account or of the request.
 */
import type { Locale } from '@showcase/schemas/regions';
import type { AccountWords, MailKind, MailValues, SubscriptionSource } from '../accounts/ports';
import { catalogFor } from '../i18n/catalog';
import { format } from '../i18n/format';

type MailTexts = ReturnType<typeof catalogFor>['service']['mail'];

const SUBJECTS: Record<MailKind, keyof MailTexts> = {
  loginCode: 'loginCodeSubject',
  registerCode: 'registerCodeSubject',
  verify: 'verifySubject',
  reset: 'resetSubject',
  resetNoAccount: 'resetSubject',
  passwordChanged: 'passwordChangedSubject',
  newsletterConfirm: 'newsletterConfirmSubject',
};

const BODIES: Record<MailKind, keyof MailTexts> = {
  loginCode: 'loginCodeBody',
  registerCode: 'registerCodeBody',
  verify: 'verifyBody',
  reset: 'resetBody',
  resetNoAccount: 'resetNoAccountBody',
  passwordChanged: 'passwordChangedBody',
  newsletterConfirm: 'newsletterConfirmBody',
};

function mail(locale: Locale, kind: MailKind, values: MailValues) {
  const texts = catalogFor(locale).service.mail;
  const filled: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(values)) if (value !== undefined) filled[key] = value;
  return {
    subject: format(locale, texts[SUBJECTS[kind]]),
    text: `${format(locale, texts[BODIES[kind]], filled)}\n\n${format(locale, texts.signature)}\n`,
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
