/**
 * Someone who knows only an address, guessing its password or its e-mailed codes: guesses count per address and
 * per client (docs/ACCOUNTS.md, "Security rules"). An address's blocks are short, a client that guesses too much
 * is stopped for an hour, and a reset by the mailed link lifts the address's blocks, so the owner gets in however
 * long the guessing goes on. PGlite and PostgreSQL alike.
 */
import { randomUUID } from 'node:crypto';
import { eq, sum } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Reply, serviceApi } from '../../tests/support/account-service';
import { lastMail, type TestAccounts } from '../../tests/support/accounts';
import { oneTimeCodes } from './db/schema';
import { backends, serviceForSuite } from './test-support';
import { guessingClient } from './throttle';

/** A call from the client `ip` (no proxy is trusted in these tests: X-Forwarded-For's last entry is the client). */
const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } });
/** The n of "Too many attempts. Please try again in {n} seconds.". */
const secondsIn = (reply: Reply) => Number(/in ([\d,]+) seconds?\./.exec(reply.msg)?.[1]?.replace(/,/g, '') ?? NaN);
const TOO_MANY = /^Too many attempts\. Please try again in [\d,]+ seconds?\.$/;

describe.each(backends)('guessing on %s', (backend) => {
  let accounts: TestAccounts;
  const { skip, call } = serviceForSuite(backend, serviceApi, (opened) => {
    accounts = opened;
  });
  const address = () => `guessed-${randomUUID().slice(0, 8)}@example.com`;
  const wrongFor = (code: string | undefined) => (code === '000000' ? '111111' : '000000');

  /** An account registered with a password and verified from its own session, as the owner does it. */
  async function owned(password = 'Owner-Bumblebee-4477') {
    const email = address();
    const registered = await call('POST', 'register/pwd', { email, password }, from('198.51.100.20'));
    expect(registered.code).toBe(2000);
    const apptoken = String(registered.data?.apptoken);
    const verified = await call(
      'POST',
      'verify/code',
      { email, code: lastMail(accounts.mails, email).code },
      { headers: { apptoken, 'x-forwarded-for': '198.51.100.20' } },
    );
    expect(verified.code).toBe(2000);
    return { email, password };
  }

  it.skipIf(skip)('a mailed reset lets the owner in while someone else goes on guessing the password', async () => {
    const { email } = await owned();
    const attacker = from('203.0.113.66');
    let guesses = 0;
    const guess = async () => {
      guesses += 1;
      const reply = await call('POST', 'login/pwd', { email, password: `Wrong-guess-${guesses}x9` }, attacker);
      accounts.clock.advance(0.3);
      return reply;
    };
    // One wrong password every 300 ms: the fifth blocks the address, and the guessing goes on.
    const first = [];
    for (let i = 0; i < 30; i++) first.push(await guess());
    expect(first.slice(0, 4).map((r) => r.code)).toEqual([4001, 4001, 4001, 4001]);
    expect(first[4]).toMatchObject({ code: 4290, msg: TOO_MANY });
    // The owner resets the password by the mailed link, from a client of their own.
    const owner = from('198.51.100.7');
    expect((await call('POST', 'forgetpwd/mail/send', { email }, owner)).code).toBe(2000);
    const { token } = lastMail(accounts.mails, email);
    expect((await call('POST', 'reset/pwd', { token, password: 'Owner-Reset-2468' }, owner)).code).toBe(2000);
    // The guessing goes on after the reset too; the owner's new password still signs them in.
    for (let i = 0; i < 10; i++) expect((await guess()).code).toBe(4290);
    expect((await call('POST', 'login/pwd', { email, password: 'Owner-Reset-2468' }, owner)).code).toBe(2000);
  });

  it.skipIf(skip)("wrong codes from other clients hold the owner's right code for minutes, not a day", async () => {
    const { email } = await owned();
    // Someone who knows only the address: 21 wrong login codes from three clients.
    const replies: Reply[] = [];
    for (let i = 0; i < 21; i++)
      replies.push(
        await call('POST', 'login/code', { email, code: String(100_000 + i) }, from(`203.0.113.${1 + (i % 3)}`)),
      );
    const refused = replies.filter((r) => r.code === 4290);
    expect(refused.length).toBeGreaterThan(0);
    for (const reply of refused) {
      expect(reply.msg).toMatch(TOO_MANY);
      expect(secondsIn(reply)).toBeLessThanOrEqual(15 * 60);
    }
    // A quarter of an hour later the owner asks for a code and signs in with it.
    accounts.clock.advance(15 * 60);
    const owner = from('198.51.100.8');
    expect((await call('POST', 'mail/send', { email, purpose: 'login' }, owner)).code).toBe(2000);
    const { code } = lastMail(accounts.mails, email);
    expect((await call('POST', 'login/code', { email, code }, owner)).code).toBe(2000);
  });

  it.skipIf(skip)('a completed reset by the mailed link lifts the block of code checks too', async () => {
    const { email } = await owned();
    for (let i = 0; i < 20; i++)
      await call('POST', 'login/code', { email, code: String(200_000 + i) }, from(`203.0.113.${10 + (i % 4)}`));
    const owner = from('198.51.100.9');
    expect((await call('POST', 'mail/send', { email, purpose: 'login' }, owner)).code).toBe(2000);
    const held = lastMail(accounts.mails, email).code;
    expect((await call('POST', 'login/code', { email, code: held }, owner)).code).toBe(4290);
    expect((await call('POST', 'forgetpwd/mail/send', { email }, owner)).code).toBe(2000);
    const { token } = lastMail(accounts.mails, email);
    expect((await call('POST', 'reset/pwd', { token, password: 'Owner-Reset-1357' }, owner)).code).toBe(2000);
    // At once, not a quarter of an hour later: the code mailed before the reset works.
    expect((await call('POST', 'login/code', { email, code: held }, owner)).code).toBe(2000);
  });

  it.skipIf(skip)('a client that guesses too much is stopped for an hour, whatever the address', async () => {
    const guesser = from('203.0.113.99');
    const replies: Reply[] = [];
    // Twenty wrong passwords of twenty addresses (none has an account: they count the same).
    for (let i = 0; i < 20; i++)
      replies.push(await call('POST', 'login/pwd', { email: address(), password: 'Wrong-guess-1x9' }, guesser));
    expect(replies.slice(0, 19).every((r) => r.code === 4001)).toBe(true);
    expect(replies[19]).toMatchObject({ code: 4290, msg: 'Too many attempts. Please try again in 3,600 seconds.' });
    // Stopped for codes and for every other address too; another client is not.
    expect((await call('POST', 'login/code', { email: address(), code: '123456' }, guesser)).code).toBe(4290);
    expect((await call('POST', 'verify/code', { email: address(), code: '123456' }, guesser)).code).toBe(4290);
    const other = await call(
      'POST',
      'login/pwd',
      { email: address(), password: 'Wrong-guess-1x9' },
      from('203.0.113.98'),
    );
    expect(other.code).toBe(4001);
    accounts.clock.advance(3600);
    expect((await call('POST', 'login/pwd', { email: address(), password: 'Wrong-guess-1x9' }, guesser)).code).toBe(
      4001,
    );
  });

  it.skipIf(skip)('an IPv6 client is its /64: walking its own network starts nothing afresh', async () => {
    const replies: Reply[] = [];
    for (let i = 0; i < 20; i++)
      replies.push(
        await call(
          'POST',
          'login/code',
          { email: address(), code: '654321' },
          from(`2001:db8:7:9:${(i + 1).toString(16)}::${i + 1}`),
        ),
      );
    expect(replies.map((r) => r.code)).toEqual([...Array(19).fill(4008), 4290]);
    expect((await call('POST', 'login/code', { email: address(), code: '654321' }, from('2001:db8:7:a::1'))).code).toBe(
      4008,
    );
  });

  it.skipIf(skip)(
    'worst case: an attacker with a new client for every call gets at most 100 code checks of an address a day',
    async () => {
      const { email } = await owned();
      let n = 0;
      const fresh = () => from(`198.18.${(n >> 8) & 255}.${n++ & 255}`);
      const end = accounts.clock.now.getTime() + 24 * 3600 * 1000;
      while (accounts.clock.now.getTime() < end) {
        const sent = await call('POST', 'mail/send', { email, purpose: 'login' }, fresh());
        if (sent.code !== 2000) {
          expect(sent.code).toBe(4290);
          accounts.clock.advance(Math.max(1, secondsIn(sent)));
          continue;
        }
        const wrong = wrongFor(lastMail(accounts.mails, email).code);
        for (let i = 0; i < 6; i++) {
          const guess = await call('POST', 'login/code', { email, code: wrong }, fresh());
          if (guess.code === 4290) {
            accounts.clock.advance(Math.max(1, secondsIn(guess)));
            break;
          }
          expect(guess.code).toBe(4008);
        }
        accounts.clock.advance(61);
      }
      // Each check of a code counts on its row, the right code's or a wrong one's: every check the day allowed.
      const [checked] = await accounts.ctx.db
        .select({ total: sum(oneTimeCodes.attempts) })
        .from(oneTimeCodes)
        .where(eq(oneTimeCodes.email, email));
      expect(Number(checked?.total ?? 0)).toBeLessThanOrEqual(100);
    },
    120_000,
  );
});

describe('the client a guess is counted against', () => {
  it('is an IPv4 address, or the /64 network of an IPv6 one', () => {
    expect(guessingClient('203.0.113.7')).toBe('203.0.113.7');
    expect(guessingClient('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(guessingClient('2001:db8:7:9:1::1')).toBe('2001:db8:7:9::/64');
    expect(guessingClient('2001:DB8:7:9:ffff:ffff:ffff:ffff')).toBe('2001:db8:7:9::/64');
    expect(guessingClient('2001:0db8:0007:0009::')).toBe('2001:db8:7:9::/64');
    expect(guessingClient('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(guessingClient('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(guessingClient('::1')).toBe('0:0:0:0::/64');
  });
});
