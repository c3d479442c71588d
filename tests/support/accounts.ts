/**
 * Account service test harness: a context on a real database (PGlite in memory or in a folder, or a fresh
 * PostgreSQL database created for the run and dropped after), a clock the test moves, and a mailer that keeps
 * what it sends. PostgreSQL comes from TEST_POSTGRES_URL (default: the local server with trust auth); where none
 * answers, its suites are skipped, except under CI, where that is a failure.
 */

import { randomBytes } from 'node:crypto';
import { settled } from '@showcase/accounts/after-answer';
import { type AccountConfig, accountConfig } from '@showcase/accounts/config';
import type { AccountContext } from '@showcase/accounts/context';
import { type DatabaseLocation, migrationsFolder, openDatabase } from '@showcase/accounts/db/open';
import type { Mailer } from '@showcase/accounts/mail/mailer';
import type { Mail } from '@showcase/accounts/mail/message';
import { consoleTelemetry } from '@showcase/accounts/ports';
import { databaseThrottles } from '@showcase/accounts/throttle-db';
import type { ThrottleStore } from '@showcase/accounts/throttle-store';
import type { RegionGroup } from '@showcase/schemas/regions';
import { settingsFrom } from '@showcase/schemas/settings';
import { Client } from 'pg';
import { accountWords } from '../../web/lib/account-service/words';

export const POSTGRES_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export async function postgresAvailable(): Promise<boolean> {
  const client = new Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch (error) {
    if (process.env.CI) throw new Error(`PostgreSQL is required under CI (${POSTGRES_URL}): ${String(error)}`);
    console.warn(`PostgreSQL at ${POSTGRES_URL} does not answer: its account suites are skipped.`);
    return false;
  }
}

/** A new, empty PostgreSQL database; drop it with the returned function. */
export async function freshPostgres(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `accounts_test_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new Client({ connectionString: POSTGRES_URL });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export interface TestAccounts {
  ctx: AccountContext;
  mails: Mail[];
  clock: { now: Date; advance: (seconds: number) => void };
  config: AccountConfig;
  close: () => Promise<void>;
}

export type Backend = 'pglite' | 'postgres';

export async function openTestAccounts(
  backend: Backend,
  options: {
    group?: RegionGroup;
    location?: DatabaseLocation;
    config?: Partial<AccountConfig>;
    throttles?: ThrottleStore;
  } = {},
): Promise<TestAccounts> {
  let drop = async () => {};
  let location: DatabaseLocation = options.location ?? 'memory';
  if (backend === 'postgres' && !options.location) {
    const fresh = await freshPostgres();
    location = { url: fresh.url };
    drop = fresh.drop;
  }
  const database = await openDatabase(
    location,
    migrationsFolder({ ACCOUNT_MIGRATIONS_DIR: 'accounts/src/db/migrations' }),
  );
  const mails: Mail[] = [];
  const mailer: Mailer = { kind: 'outbox', send: async (mail) => void mails.push(mail) };
  const clock = {
    now: new Date('2026-03-01T12:00:00Z'),
    advance(seconds: number) {
      clock.now = new Date(clock.now.getTime() + seconds * 1000);
    },
  };
  const config: AccountConfig = {
    ...accountConfig(settingsFrom({ ACCOUNT_TOKEN_SECRET: randomBytes(32).toString('hex') })),
    ...options.config,
  };
  const ctx: AccountContext = {
    group: options.group ?? 'us',
    db: database.db,
    throttles: options.throttles ?? databaseThrottles(database.db),
    mailer,
    words: accountWords,
    telemetry: consoleTelemetry,
    config,
    now: () => clock.now,
  };
  return {
    ctx,
    mails,
    clock,
    config,
    close: async () => {
      await settled();
      await database.close();
      await drop();
    },
  };
}

/** The newest mail to an address, and its code or first link. */
export function lastMail(mails: readonly Mail[], to: string) {
  const mail = [...mails].reverse().find((m) => m.to === to);
  if (!mail) throw new Error(`no mail to ${to}`);
  return {
    ...mail,
    link: mail.links?.[0] ?? '',
    token: new URL(mail.links?.[0] ?? 'http://x/').searchParams.get('token') ?? '',
  };
}
