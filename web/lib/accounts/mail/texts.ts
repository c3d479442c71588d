/** The e-mails of the account service, in the language of the account (or of the request, before one exists). */
import { regionOrigin } from '@showcase/schemas/hosts';
import { type Locale, type Region, regionPath } from '@showcase/schemas/regions';
import { catalogFor } from '../../i18n/catalog';
import { format } from '../../i18n/format';
import type { AccountConfig } from '../config';
import type { Mail } from './mailer';

/** A page of the site in the account's region, on the cn host for cn. */
export function siteLink(config: AccountConfig, region: Region, page: string, query: Record<string, string> = {}) {
  const url = new URL(regionPath(region, page), regionOrigin(region, { main: config.siteOrigin, cn: config.cnOrigin }));
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url.toString();
}

type Kind =
  | 'loginCode'
  | 'registerCode'
  | 'verify'
  | 'reset'
  | 'resetNoAccount'
  | 'passwordChanged'
  | 'newsletterConfirm';

export function composeMail(
  locale: Locale,
  kind: Kind,
  to: string,
  values: { code?: string; link?: string; minutes?: number; days?: number },
): Mail {
  const texts = catalogFor(locale).service.mail;
  const subject = {
    loginCode: texts.loginCodeSubject,
    registerCode: texts.registerCodeSubject,
    verify: texts.verifySubject,
    reset: texts.resetSubject,
    resetNoAccount: texts.resetSubject,
    passwordChanged: texts.passwordChangedSubject,
    newsletterConfirm: texts.newsletterConfirmSubject,
  }[kind];
  const body = {
    loginCode: texts.loginCodeBody,
    registerCode: texts.registerCodeBody,
    verify: texts.verifyBody,
    reset: texts.resetBody,
    resetNoAccount: texts.resetNoAccountBody,
    passwordChanged: texts.passwordChangedBody,
    newsletterConfirm: texts.newsletterConfirmBody,
  }[kind];
  const filled: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(values)) if (value !== undefined) filled[key] = value;
  return {
    to,
    subject,
    text: `${format(locale, body, filled)}\n\n${texts.signature}\n`,
    ...(values.code ? { code: values.code } : {}),
    ...(values.link ? { links: [values.link] } : {}),
  };
}
