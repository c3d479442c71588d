/**
 * What the account service is handed by the app it is mounted in, instead of reaching for it (docs/ACCOUNTS.md,
 * "Where the service ends"): its words, since the app owns the catalogs and their formatter; where state that
 * must be one per process lives; and the throttles' Redis connection. The app hands them over once, in
 * `createAccountService` (service.ts); the mailer, the clock and the settings come in the same way.
 */
import type { Locale } from '@showcase/schemas/regions';
import type { createClient } from 'redis';

export type MailKind =
  | 'loginCode'
  | 'registerCode'
  | 'verify'
  | 'reset'
  | 'resetNoAccount'
  | 'passwordChanged'
  | 'newsletterConfirm';

/** What a mail's text may say: a code, a link, a number of minutes or days. */
export type MailValues = { code?: string; link?: string; minutes?: number; days?: number };

/** Where a visitor ticked a consent box: the footer's form, the US popup, the account area. */
export type SubscriptionSource = 'footer' | 'popup' | 'account';

export interface AccountWords {
  /** A mail's subject and text (its signature included) in a locale, with its values in place. */
  mail(locale: Locale, kind: MailKind, values: MailValues): { subject: string; text: string };
  /** The words a visitor agrees to by ticking the box at `source`, as the form shows them. */
  consent(locale: Locale, source: SubscriptionSource): string;
}

export type RedisClient = ReturnType<typeof createClient>;

export interface AccountPorts {
  words: AccountWords;
  /**
   * The process's value under `name`, made by whoever asks first: Next may load one module several times in a
   * server, and two PGlite instances on one folder lose rows.
   */
  processState: <T extends object>(name: string, create: () => T) => T;
  /** The throttles' Redis: one client per URL per process, failing at once while away; closed at shutdown. */
  throttleRedis: {
    client(url: string): RedisClient;
    close(): Promise<void>;
    /** How long a client's first connection may take. */
    connectMs: number;
  };
}
