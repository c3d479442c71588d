/**
 * Enumeration by timing: the calls that answer alike whether or not an address has an account (verify/mail/send,
 * forgetpwd/mail/send) must take alike too. Their path-dependent work (looking the address up, storing a code or a
 * link, queueing and delivering the mail) runs after the answer, on both paths; what comes before it (the resend
 * countdown, the cap of mails to the address) is the same for every address.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOn, serviceApi } from '../../tests/support/account-service';
import { openTestAccounts, type TestAccounts } from '../../tests/support/accounts';
import type { Mail } from './mail/message';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

describe('mail calls that say nothing about an address take alike', () => {
  let accounts: TestAccounts;
  /** What the mail server has accepted; `hold` keeps every send waiting until it is released. */
  const delivered: Mail[] = [];
  let hold: Promise<void> | null = null;
  let sendMs = 40;

  beforeAll(async () => {
    accounts = await openTestAccounts('pglite');
    // An SMTP server that takes `sendMs` to accept a mail (the finding's answered in 128 ms against 11).
    accounts.ctx.mailer = {
      kind: 'smtp',
      send: async (mail) => {
        await sleep(sendMs);
        if (hold) await hold;
        delivered.push(mail);
      },
    };
  }, 60_000);
  afterAll(() => accounts?.close());

  const address = () => `timed-${randomUUID().slice(0, 8)}@example.com`;
  const call = (name: string, body: unknown) => serviceApi(accounts)('POST', name, body);

  /** One call through the HTTP entry, timed to its answer (not to what runs after it). */
  async function timed(name: string, email: string): Promise<{ ms: number; code: number }> {
    const request = new Request(`http://site.test/usapi/account/user/${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'en', region: 'us' },
      body: JSON.stringify({ email }),
    });
    const started = performance.now();
    const response = await answerOn(accounts, request, name.split('/'));
    const ms = performance.now() - started;
    return { ms, code: ((await response.json()) as { code: number }).code };
  }

  /** Waits until `count` mails to `email` were accepted (the work after an answer), at most 10 s. */
  async function mailed(email: string, count = 1) {
    for (let waited = 0; waited < 10_000; waited += 10) {
      if (delivered.filter((m) => m.to === email).length >= count) return;
      await sleep(10);
    }
    throw new Error(`no mail to ${email}`);
  }

  /** Unverified accounts, their registration mails delivered and their resend countdowns over. */
  async function unverified(count: number) {
    const emails = Array.from({ length: count }, address);
    for (const email of emails) {
      expect((await call('register/pwd', { email, password: 'Robots4ever!x' })).code).toBe(2000);
      await mailed(email);
    }
    accounts.clock.advance(61);
    return emails;
  }

  for (const name of ['verify/mail/send', 'forgetpwd/mail/send'])
    it(`${name} answers before the slow work, for an address with an account and one without`, async () => {
      const [known] = await unverified(1);
      const unknown = address();
      hold = new Promise<void>((release) => setTimeout(release, 5_000));
      try {
        for (const email of [known ?? '', unknown]) {
          const before = delivered.filter((m) => m.to === email).length;
          const answer = await timed(name, email);
          expect(answer.code).toBe(2000);
          // The mail server has accepted nothing new yet: the answer did not wait for it.
          expect(answer.ms).toBeLessThan(1_000);
          expect(delivered.filter((m) => m.to === email)).toHaveLength(before);
        }
      } finally {
        hold = null;
      }
      // The mails follow: the verification to the unverified account (the reset link to either).
      await mailed(known ?? '', 2);
      if (name === 'forgetpwd/mail/send') await mailed(unknown);
    });

  it('verify/mail/send: the answer times of an unverified account and an unknown address do not tell them apart', async () => {
    sendMs = 40;
    const known = await unverified(30);
    const unknown = Array.from({ length: 30 }, address);
    const times = { known: [] as number[], unknown: [] as number[] };
    for (let i = 0; i < 30; i++) {
      const pair = i % 2 ? (['unknown', 'known'] as const) : (['known', 'unknown'] as const);
      for (const which of pair) {
        const email = (which === 'known' ? known : unknown)[i] ?? '';
        const answer = await timed('verify/mail/send', email);
        expect(answer.code).toBe(2000);
        times[which].push(answer.ms);
        // Measured alone: the work after one answer is done before the next call.
        if (which === 'known') await mailed(email, 2);
        else await sleep(sendMs);
      }
    }
    const a = median(times.known);
    const b = median(times.unknown);
    expect(Math.abs(a - b), `medians ${a.toFixed(1)} ms and ${b.toFixed(1)} ms`).toBeLessThanOrEqual(
      Math.max(10, 0.2 * Math.max(a, b)),
    );
  }, 120_000);
});
