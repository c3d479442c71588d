/**
 * What the account service is handed by the app it is mounted in, instead of reaching for it (docs/ACCOUNTS.md,
 * "Where the service ends"): its words, since the app owns the catalogs and their formatter; where state that
 * must be one per process lives; and the throttles' Redis connection. The app hands them over once, in
 * `createAccountService` (web/lib/account-service/service.ts); the mailer, the clock and the settings come in the same way.
 */
import type { Locale, RegionGroup } from '@showcase/schemas/regions';
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

/** How the service reports what it does: the app writes these as its own log lines, spans and counts. */
export interface AccountTelemetry {
  log: {
    info(msg: string): void;
    warn(msg: string): void;
    /** `error` is what was thrown, for its stack and cause. */
    error(msg: string, error?: unknown): void;
  };
  /** Runs `work` in a span named `name`. */
  span<T>(name: string, attributes: Record<string, string>, work: () => Promise<T>): Promise<T>;
  /** What one delivery round of a group's mail queue sent and failed to send. */
  mailDelivered(group: RegionGroup, outcome: { sent: number; failed: number }): void;
}

/** Where the service reports outside the app (a script, a test): the console's lines, no spans, no counts. */
export const consoleTelemetry: AccountTelemetry = {
  log: {
    info: (msg) => console.info(msg),
    warn: (msg) => console.warn(msg),
    error: (msg, error) => (error === undefined ? console.error(msg) : console.error(msg, error)),
  },
  span: (_name, _attributes, work) => work(),
  mailDelivered: () => {},
};

export interface AccountPorts {
  words: AccountWords;
  /**
   * The process's value under `name`, made by whoever asks first: Next may load one module several times in a
   * server, and two PGlite instances on one folder lose rows.
   */
  processState: <T extends object>(name: 'accounts.registry', create: () => T) => T;
  /** Its log lines, spans and counts. */
  telemetry: AccountTelemetry;
  /** The throttles' Redis: one client per URL per process, failing at once while away; closed at shutdown. */
  throttleRedis: {
    client(url: string): RedisClient;
    close(): Promise<void>;
    /** How long a client's first connection may take. */
    connectMs: number;
  };
}
