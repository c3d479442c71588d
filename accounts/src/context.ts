/** What every account operation runs with: its group's database and throttles, the mailer, the clock and the settings. */
import type { RegionGroup } from '@showcase/schemas/regions';
import type { AccountConfig } from './config';
import type { AccountDb } from './db/open';
import type { Mailer } from './mail/mailer';
import type { AccountTelemetry, AccountWords } from './ports';
import type { ThrottleStore } from './throttle-store';

export interface AccountContext {
  group: RegionGroup;
  db: AccountDb;
  /** Where throttles are counted: the database, or Redis when THROTTLE_REDIS_URL is set. */
  throttles: ThrottleStore;
  /**
   * Where counts that hold for every region group are kept (the mails one address is sent): the throttles'
   * Redis, or the embedded database's us schema (registry.ts). Absent, the group's own `throttles`.
   */
  sharedThrottles?: ThrottleStore;
  mailer: Mailer;
  /** What its mails and recorded consent say, in the app's words. */
  words: AccountWords;
  config: AccountConfig;
  /** Where it logs, traces and counts (the app's telemetry, or the console's). */
  telemetry: AccountTelemetry;
  /** The one clock of the service (tests move it). */
  now: () => Date;
}

export const secondsFrom = (now: Date, seconds: number) => new Date(now.getTime() + seconds * 1000);
