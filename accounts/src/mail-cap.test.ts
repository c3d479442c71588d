/**
 * Mail bombing: however many calls ask, one address gets at most 10 mails an hour and 20 a day, every purpose
 * (codes, verification, reset, newsletter) and every region group together, where the groups share a throttle
 * store (docs/ACCOUNTS.md, "Security rules"). PGlite and PostgreSQL alike; the embedded database's sharing is
 * checked on the service as the app mounts it (web/lib/account-service/service.test.ts).
 */
import { randomUUID } from 'node:crypto';
import type { RegionGroup } from '@showcase/schemas/regions';
import { describe, expect, it } from 'vitest';
import { type Reply, serviceApi } from '../../tests/support/account-service';
import { openTestAccounts, type TestAccounts } from '../../tests/support/accounts';
import { backends, serviceForSuite } from './test-support';

const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } });
const TOO_MANY = /^Too many attempts\. Please try again in [\d,]+ seconds?\.$/;

describe.each(backends)('mails to one address on %s', (backend) => {
  let us: TestAccounts;
  const { skip, call } = serviceForSuite(backend, serviceApi, (opened) => {
    us = opened;
  });
  const address = () => `bombed-${randomUUID().slice(0, 8)}@example.com`;

  /** The eu and cn groups beside the suite's us one, on one clock, counting mails to an address in the us store. */
  async function threeGroups() {
    const others = await Promise.all(
      (['eu', 'cn'] as const).map((group) =>
        openTestAccounts(backend, { group, config: { secret: us.config.secret } }),
      ),
    );
    for (const other of others) {
      other.ctx.now = us.ctx.now;
      other.ctx.sharedThrottles = us.ctx.throttles;
    }
    const [eu, cn] = others as [TestAccounts, TestAccounts];
    const groups: Record<RegionGroup, TestAccounts> = { us, eu, cn };
    const ask = (group: RegionGroup, name: string, body: unknown, client: string) =>
      call('POST', name, body, {
        accounts: groups[group],
        group,
        headers: { 'x-forwarded-for': client, region: group === 'eu' ? 'uk' : group },
      });
    const mailsTo = (email: string) => [us, eu, cn].flatMap((g) => g.mails).filter((m) => m.to === email).length;
    return { ask, mailsTo, close: () => Promise.all(others.map((o) => o.close())) };
  }

  /** Every kind of mail an address can be sent, on each of the three API bases. */
  const everyMail = (email: string): Array<[RegionGroup, string, unknown]> =>
    (['us', 'eu', 'cn'] as const).flatMap(
      (group): Array<[RegionGroup, string, unknown]> => [
        [group, 'verify/mail/send', { email }],
        [group, 'mail/send', { email, purpose: 'login' }],
        [group, 'mail/send', { email, purpose: 'register' }],
        [group, 'forgetpwd/mail/send', { email }],
        [group, 'subscribe/create', { email, consent: true }],
      ],
    );

  it.skipIf(skip)(
    'one client, every purpose, the three groups: at most 10 mails an hour and 20 a day',
    async () => {
      const { ask, mailsTo, close } = await threeGroups();
      try {
        const email = address();
        const client = '203.0.113.5';
        expect((await call('POST', 'register/pwd', { email, password: 'Robots4ever!x' }, from(client))).code).toBe(
          2000,
        );
        const refusals: Reply[] = [];
        const round = async () => {
          for (const [group, name, body] of everyMail(email)) {
            const reply = await ask(group, name, body, client);
            if (reply.code === 4290) refusals.push(reply);
            // login codes need an account: only the us group has one.
            else if (reply.code !== 4007) expect(reply.code, `${group} ${name}`).toBe(2000);
          }
        };
        // A round of every mail every two minutes for an hour.
        for (let minute = 0; minute < 60; minute += 2) {
          await round();
          us.clock.advance(120);
        }
        expect(mailsTo(email)).toBeGreaterThanOrEqual(5);
        expect(mailsTo(email)).toBeLessThanOrEqual(10);
        // Then a round every hour for the rest of the day.
        for (let hour = 1; hour < 23; hour++) {
          await round();
          us.clock.advance(3600);
        }
        expect(mailsTo(email)).toBeGreaterThanOrEqual(10);
        expect(mailsTo(email)).toBeLessThanOrEqual(20);
        // Refused with the spec's own words, which say nothing about the address.
        expect(refusals.length).toBeGreaterThan(0);
        for (const reply of refusals)
          expect(reply).toMatchObject({ status: 429, msg: expect.stringMatching(TOO_MANY) });
        // The next day, mail flows again.
        us.clock.advance(2 * 3600);
        expect((await ask('us', 'forgetpwd/mail/send', { email }, client)).code).toBe(2000);
      } finally {
        await close();
      }
    },
    180_000,
  );

  it.skipIf(skip)('an address with an account and one without are capped alike', async () => {
    const known = address();
    expect((await call('POST', 'register/pwd', { email: known, password: 'Robots4ever!x' })).code).toBe(2000);
    // A day later the registration's mail no longer counts: both addresses start afresh.
    us.clock.advance(24 * 3600 + 1);
    const unknown = address();
    const answers = async (email: string) => {
      const seen: string[] = [];
      for (let i = 0; i < 12; i++) {
        for (const name of ['verify/mail/send', 'forgetpwd/mail/send']) {
          const reply = await call('POST', name, { email }, from(`198.51.100.${i}`));
          seen.push(`${reply.code} ${reply.msg}`);
        }
        us.clock.advance(61);
      }
      return seen;
    };
    const forKnown = await answers(known);
    const forUnknown = await answers(unknown);
    expect(forKnown).toEqual(forUnknown);
    expect(forKnown.filter((a) => a.startsWith('2000'))).toHaveLength(10);
  });

  it.skipIf(skip)('someone asking for their own mail is never short of it', async () => {
    const email = address();
    // Sign-up code, a new one after a minute, registration, the verification again, a reset link, the newsletter.
    const asks: Array<[string, unknown]> = [
      ['mail/send', { email, purpose: 'signup' }],
      ['mail/send', { email, purpose: 'signup' }],
      ['register/pwd', { email, password: 'Robots4ever!x' }],
      ['verify/mail/send', { email }],
      ['forgetpwd/mail/send', { email }],
      ['subscribe/create', { email }],
    ];
    for (const [name, body] of asks) {
      us.clock.advance(61);
      expect((await call('POST', name, body)).code, name).toBe(2000);
    }
  });
});
