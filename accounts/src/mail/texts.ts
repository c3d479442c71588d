/** The e-mails of the account service, in the language of the account (or of the request, before one exists). */
import { regionOrigin } from '@showcase/schemas/hosts';
import { type Locale, type Region, regionPath } from '@showcase/schemas/regions';
import type { AccountConfig } from '../config';
import type { AccountWords, MailKind, MailValues } from '../ports';
import type { Mail } from './message';

/** A page of the site in the account's region, on the cn host for cn. */
export function siteLink(config: AccountConfig, region: Region, page: string, query: Record<string, string> = {}) {
  const url = new URL(regionPath(region, page), regionOrigin(region, { main: config.siteOrigin, cn: config.cnOrigin }));
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url.toString();
}

/** A mail to `to` in the app's words, carrying its code and link apart as well (the outbox shows them). */
export function composeMail(words: AccountWords, locale: Locale, kind: MailKind, to: string, values: MailValues): Mail {
  return {
    to,
    ...words.mail(locale, kind, values),
    ...(values.code ? { code: values.code } : {}),
    ...(values.link ? { links: [values.link] } : {}),
  };
}
