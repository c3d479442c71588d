/**
 * The account service's settings: limits from SPEC §9 and the issue (codes 10 min / 5 attempts, links
 * 30 min, sessions 30 days), the rest from the environment. Read once per process.
 */

import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { cnOrigin, mainOrigin } from '@showcase/schemas/hosts';
import { keyBytes, type Settings, settings } from '@showcase/schemas/settings';

export interface AccountConfig {
  /** Signs access tokens (per group, derived) and keys the code hashes. */
  secret: Buffer;
  apptokenSeconds: number;
  sessionSeconds: number;
  /**
   * How long after a refresh the refresh token it spent still answers, with the same new pair (two tabs
   * refreshing at once); later, presenting it ends the session as reuse. 0: never.
   */
  refreshReuseSeconds: number;
  codeSeconds: number;
  codeAttempts: number;
  linkSeconds: number;
  /** How long a newsletter confirmation link works: an unconfirmed subscription expires with it. */
  subscriptionConfirmSeconds: number;
  /** Wrong passwords an address may have in the window; the next one blocks it for the block time. */
  loginFailures: { limit: number; windowSeconds: number; blockSeconds: number };
  /** Failed code checks an address may have in the window, every purpose and resend together; likewise. */
  codeFailures: { limit: number; windowSeconds: number; blockSeconds: number };
  /**
   * Failed sign-in attempts one client may make in the window (wrong passwords, failed code checks, attempts at a
   * blocked address), every address together; the next one stops the client for the block time.
   */
  clientGuesses: { limit: number; windowSeconds: number; blockSeconds: number };
  /** Mails one address may be sent, every kind and region group together: an hour and a day. */
  mailsToAddress: Record<'hour' | 'day', { limit: number; windowSeconds: number; blockSeconds: number }>;
  /** The least time between two e-mails to one address (the screens' resend countdown). */
  resendSeconds: number;
  /** Account calls per client IP per minute. */
  requestsPerMinute: number;
  /** Proxies in front of the site that append to X-Forwarded-For (0: Next's own entry is the client). */
  trustedProxyHops: number;
  siteOrigin: string;
  cnOrigin: string;
  recaptcha: { secret: string | null; minScore: number; verifyUrl: string; timeoutMs: number };
  /** Where wholesale applications, registrations and RMA requests are mailed. */
  teamAddress: string;
  mailFrom: string;
}

export type Env = Settings;

/** Accounts' data folder: ACCOUNT_DATA_DIR, else `.data` at the repository root (git-ignored). */
export function dataRoot(env: Pick<Settings, 'ACCOUNT_DATA_DIR'> = settings()): string {
  if (env.ACCOUNT_DATA_DIR) return path.resolve(env.ACCOUNT_DATA_DIR);
  const cwd = process.cwd();
  return path.basename(cwd) === 'web' && existsSync(path.join(cwd, '..', 'package-lock.json'))
    ? path.join(cwd, '..', '.data')
    : path.join(cwd, '.data');
}

/**
 * ACCOUNT_TOKEN_SECRET (32+ bytes, hex or base64, checked at start by settings.ts) in production; without it a random secret is made once
 * and kept in the data folder, so a restart keeps everyone logged in.
 */
function loadSecret(env: Env): Buffer {
  const configured = env.ACCOUNT_TOKEN_SECRET;
  if (configured) return keyBytes(configured);
  const file = path.join(dataRoot(env), 'token-secret');
  if (existsSync(file)) return Buffer.from(readFileSync(file, 'utf8').trim(), 'hex');
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(32);
  writeFileSync(file, secret.toString('hex'), { mode: 0o600, flag: 'wx' });
  return secret;
}

export function accountConfig(env: Env = settings()): AccountConfig {
  return {
    secret: loadSecret(env),
    apptokenSeconds: 15 * 60,
    sessionSeconds: 30 * 24 * 3600,
    // Two tabs of one browser refresh with the token they share, at once: the later one would otherwise be read as
    // a stolen token and end the session. Supabase Auth's refresh-token reuse interval is 10 s as well.
    refreshReuseSeconds: 10,
    codeSeconds: 10 * 60,
    codeAttempts: 5,
    linkSeconds: 30 * 60,
    // Longer than a login's links: a newsletter mail may wait days in a mailbox before it is read.
    subscriptionConfirmSeconds: 7 * 24 * 3600,
    // The fifth wrong password in 15 minutes blocks the address for 15 minutes.
    loginFailures: { limit: 4, windowSeconds: 15 * 60, blockSeconds: 15 * 60 },
    // The tenth failed code check of an address in 15 minutes blocks its code checks (the right code too) for 15
    // minutes. Short, so that whoever knows only the address cannot hold its owner out for long; what bounds the
    // guessing of a six-digit code (900,000 of them) is the mail: a code dies after 5 checks (codeAttempts), a new
    // one comes only by mail, and an address gets at most 20 mails a day (mailsToAddress). So at most 20 × 5 = 100
    // checks of an address's codes a day, one chance in 9,000, however many clients ask (fixed windows: two day
    // windows back to back allow 200 in the 24 hours around their edge). This block only spreads them out.
    codeFailures: { limit: 9, windowSeconds: 15 * 60, blockSeconds: 15 * 60 },
    // The twentieth failed attempt of a client (an IPv4 address, an IPv6 /64: throttle.ts) in an hour stops it for
    // an hour, on every address: guessing goes on only from ever new clients, and a client that keeps knocking at a
    // blocked address is soon stopped and cannot renew the block once the owner has lifted it by mail. Holding one
    // address's password out takes 5 guesses every 15 minutes, 20 an hour: a new client every hour. An hour, not
    // a day: many people may share one address (a carrier's NAT, an office). ACCOUNT_GUESSES_PER_HOUR moves the
    // count for tests whose every call comes from one address.
    clientGuesses: {
      limit: env.ACCOUNT_GUESSES_PER_HOUR - 1,
      windowSeconds: 3600,
      blockSeconds: 3600,
    },
    // Nobody gets dozens of mails from us at someone else's asking; someone asking for their own (a code, the
    // verification again, a reset link, the newsletter's link) needs a few. A refused request is answered with
    // the block's seconds; asked again while the window lasts, it is refused again.
    mailsToAddress: {
      hour: { limit: 10, windowSeconds: 3600, blockSeconds: 15 * 60 },
      day: { limit: 20, windowSeconds: 24 * 3600, blockSeconds: 3600 },
    },
    // SPEC's 60 s; an operator (or the browser tests, which would otherwise wait it out) may set another.
    resendSeconds: env.ACCOUNT_RESEND_SECONDS,
    requestsPerMinute: env.ACCOUNT_REQUESTS_PER_MINUTE,
    trustedProxyHops: env.TRUSTED_PROXY_HOPS,
    siteOrigin: mainOrigin(env),
    cnOrigin: cnOrigin(env),
    recaptcha: {
      secret: env.RECAPTCHA_SECRET ?? null,
      minScore: env.RECAPTCHA_MIN_SCORE,
      verifyUrl: env.RECAPTCHA_VERIFY_URL,
      timeoutMs: 5_000,
    },
    teamAddress: env.ACCOUNT_TEAM_ADDRESS,
    mailFrom: env.MAIL_FROM,
  };
}
