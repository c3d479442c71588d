/**
 * The newsletter's double opt-in through the service's HTTP entry, on PGlite and PostgreSQL: an address typed
 * into a form counts (and its consent is on record) only once its owner opens the mailed link; calls that proved
 * the address already (the popup's code, the caller's own verified account) subscribe at once.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { serviceApi } from '../../tests/support/account-service';
import { lastMail, openTestAccounts, type TestAccounts } from '../../tests/support/accounts';
import { subscriptionRequests, subscriptions } from './db/schema';
import { backends, serviceForSuite } from './test-support';

/** POST calls, as every call here is. */
const api = (accounts: TestAccounts) => {
  const call = serviceApi(accounts);
  return (name: string, body: unknown, headers: Record<string, string> = {}) => call('POST', name, body, { headers });
};

const WEEK = 7 * 24 * 3600;
describe.each(backends)('newsletter double opt-in on %s', (backend) => {
  let accounts: TestAccounts;
  const { skip, call } = serviceForSuite(backend, api, (opened) => {
    accounts = opened;
  });
  const address = () => `reader-${randomUUID().slice(0, 8)}@example.com`;
  const rowOf = async (email: string) =>
    (await accounts.ctx.db.select().from(subscriptions).where(eq(subscriptions.email, email)))[0];
  const waiting = async (email: string) =>
    accounts.ctx.db.select().from(subscriptionRequests).where(eq(subscriptionRequests.email, email));
  const confirmationsTo = (email: string) =>
    accounts.mails.filter((m) => m.to === email && m.links?.some((l) => l.includes('/newsletter/confirm')));

  /** A verified account, signed in: registered by an e-mailed code (register_or_login proves the address). */
  async function verifiedAccount() {
    const email = address();
    expect((await call('mail/send', { email, purpose: 'register' })).code).toBe(2000);
    const joined = await call('register_or_login', { email, code: lastMail(accounts.mails, email).code });
    expect(joined.code).toBe(2000);
    accounts.clock.advance(61);
    return { email, apptoken: String(joined.data?.apptoken) };
  }

  it.skipIf(skip)(
    'the footer: a pending request and a link mailed in the subscriber’s language; nothing counts until it is opened',
    async () => {
      const email = address();
      const reply = await call(
        'subscribe/create',
        { email, consent: true, source: 'footer' },
        { region: 'jp', 'accept-language': 'jp' },
      );
      expect(reply).toMatchObject({ code: 2000, data: { pending: true, resendAfter: 60 } });
      expect(await rowOf(email)).toBeUndefined();
      expect(await waiting(email)).toMatchObject([
        { region: 'jp', locale: 'ja-JP', consent: true, source: 'footer', optIn: true },
      ]);
      const mail = lastMail(accounts.mails, email);
      expect(mail.subject).toBe('Roboshiftニュースレターの購読を確認してください');
      expect(mail.text).toContain('7日以内');
      expect(mail.link).toMatch(/^http:\/\/localhost:3000\/jp\/newsletter\/confirm\?token=[\w-]{43}$/);
      expect(mail.text).toContain(mail.link);
      // The token is stored only as a hash.
      expect(JSON.stringify(await waiting(email))).not.toContain(mail.token);

      accounts.clock.advance(3600);
      const at = accounts.clock.now;
      expect(await call('subscribe/confirm', { token: mail.token })).toMatchObject({
        code: 2000,
        data: { subscribed: true },
      });
      expect(await rowOf(email)).toMatchObject({
        region: 'jp',
        locale: 'ja-JP',
        consent: true,
        consentAt: at,
        confirmedAt: at,
        consentText: expect.stringContaining('Roboshift'),
      });
      expect(await waiting(email)).toEqual([]);
      // Once: a second opening (or a scanner's after the owner's) is a dead link.
      expect(await call('subscribe/confirm', { token: mail.token })).toMatchObject({ code: 4009, status: 410 });
      expect((await call('subscribe/confirm', { token: 'never-issued-token-123456' })).code).toBe(4009);
    },
  );

  it.skipIf(skip)('cn: the link is on the cn host, with no region prefix', async () => {
    const cn = await openTestAccounts(backend, { group: 'cn' });
    try {
      const email = address();
      expect((await api(cn)('subscribe/create', { email }, { region: 'cn', 'accept-language': 'cn' })).code).toBe(2000);
      const mail = lastMail(cn.mails, email);
      expect(mail.link).toMatch(/^http:\/\/cn\.localhost:3000\/newsletter\/confirm\?token=/);
      expect(mail.subject).toBe('请确认您的 Roboshift 资讯邮件订阅');
    } finally {
      await cn.close();
    }
  });

  it.skipIf(skip)('an unconfirmed subscription expires; subscribing again mails a fresh link that works', async () => {
    const email = address();
    expect((await call('subscribe/create', { email })).code).toBe(2000);
    const stale = lastMail(accounts.mails, email);
    accounts.clock.advance(WEEK);
    expect(await call('subscribe/confirm', { token: stale.token })).toMatchObject({ code: 4009 });
    expect(await rowOf(email)).toBeUndefined();

    expect((await call('subscribe/create', { email })).code).toBe(2000);
    const fresh = lastMail(accounts.mails, email);
    expect(fresh.token).not.toBe(stale.token);
    // The expired request is gone; the new one waits.
    expect(await waiting(email)).toHaveLength(1);
    expect((await call('subscribe/confirm', { token: fresh.token })).code).toBe(2000);
    expect(await rowOf(email)).toMatchObject({ confirmedAt: accounts.clock.now });
    expect(await call('subscribe/confirm', { token: stale.token })).toMatchObject({ code: 4009 });
  });

  it.skipIf(skip)(
    'the same answer subscribed or not; mails wait for the resend countdown; none without a transport',
    async () => {
      const email = address();
      const first = await call('subscribe/create', { email });
      expect((await call('subscribe/confirm', { token: lastMail(accounts.mails, email).token })).code).toBe(2000);
      expect(await call('subscribe/create', { email })).toMatchObject({ code: 4290 });
      accounts.clock.advance(61);
      const again = await call('subscribe/create', { email });
      expect(again).toEqual(first);
      expect(confirmationsTo(email)).toHaveLength(2);

      const kind = accounts.ctx.mailer.kind;
      Object.assign(accounts.ctx.mailer, { kind: 'none' });
      try {
        const other = address();
        expect(await call('subscribe/create', { email: other })).toMatchObject({ code: 5031, status: 503 });
        expect(await waiting(other)).toEqual([]);
      } finally {
        Object.assign(accounts.ctx.mailer, { kind });
      }
    },
  );

  it.skipIf(skip)('twenty simultaneous openings of one link: it confirms once', async () => {
    const email = address();
    await call('subscribe/create', { email, consent: true });
    const { token } = lastMail(accounts.mails, email);
    const replies = await Promise.all(Array.from({ length: 20 }, () => call('subscribe/confirm', { token })));
    expect(replies.filter((r) => r.code === 2000)).toHaveLength(1);
    expect(replies.filter((r) => r.code === 4009)).toHaveLength(19);
  });

  it.skipIf(skip)('the popup cannot be claimed through subscribe/create', async () => {
    const email = address();
    expect((await call('subscribe/create', { email, consent: true, source: 'popup' })).code).toBe(4000);
    expect(await rowOf(email)).toBeUndefined();
  });

  it.skipIf(skip)('the US popup’s register_or_login subscribes at once: its code proved the address', async () => {
    const email = address();
    await call('mail/send', { email, purpose: 'register' });
    const joined = await call('register_or_login', {
      email,
      code: lastMail(accounts.mails, email).code,
      source: 'popup',
      consent: true,
    });
    expect(joined.data).toMatchObject({ created: true, credits: 200 });
    expect(await rowOf(email)).toMatchObject({ source: 'popup', consent: true, confirmedAt: accounts.clock.now });
    expect(confirmationsTo(email)).toEqual([]);
  });

  it.skipIf(skip)(
    'a signed-in, verified account subscribes its own address at once; anyone else’s by mail',
    async () => {
      const { email, apptoken } = await verifiedAccount();
      expect(await call('subscribe/create', { email, source: 'account' }, { apptoken })).toMatchObject({
        code: 2000,
        data: { subscribed: true },
      });
      expect(await rowOf(email)).toMatchObject({ source: 'account', confirmedAt: accounts.clock.now });
      expect(confirmationsTo(email)).toEqual([]);
      // The session proves its own address only.
      const other = address();
      expect((await call('subscribe/create', { email: other, source: 'account' }, { apptoken })).data).toMatchObject({
        pending: true,
      });
      expect(await rowOf(other)).toBeUndefined();
      // No session, or a dead one: proven by mail like anyone's.
      const nobody = await verifiedAccount();
      expect((await call('subscribe/create', { email: nobody.email }, { apptoken: 'not-a-token' })).data).toMatchObject(
        { pending: true },
      );
      expect(await rowOf(nobody.email)).toBeUndefined();
    },
  );

  it.skipIf(skip)(
    'the account area’s newsletter box: verified at once, unverified by mail, unticked stops',
    async () => {
      const { email, apptoken } = await verifiedAccount();
      expect((await call('profile/new', { newsletter: true }, { apptoken })).data).toMatchObject({ newsletter: true });
      expect(await rowOf(email)).toMatchObject({
        source: 'account',
        optIn: true,
        consent: true,
        consentText: 'Send me news and offers by email',
        confirmedAt: accounts.clock.now,
      });
      expect(confirmationsTo(email)).toEqual([]);
      accounts.clock.advance(60);
      expect((await call('profile/new', { newsletter: false }, { apptoken })).data).toMatchObject({
        newsletter: false,
      });
      expect(await rowOf(email)).toMatchObject({ optIn: false, consent: true });

      // Registered with a password and not verified yet: the box mails a link, and only the link subscribes.
      const unverified = address();
      const registered = await call('register/pwd', { email: unverified, password: 'Robots4ever!x' });
      const headers = { apptoken: String(registered.data?.apptoken) };
      expect((await call('profile/new', { newsletter: true }, headers)).code).toBe(2000);
      expect(await rowOf(unverified)).toBeUndefined();
      const [link] = confirmationsTo(unverified);
      expect(link?.links?.[0]).toMatch(/\/us\/newsletter\/confirm\?token=/);
      // Saving the profile again mails nothing more.
      expect((await call('profile/new', { newsletter: true, firstName: 'Ada' }, headers)).code).toBe(2000);
      expect(confirmationsTo(unverified)).toHaveLength(1);
      const token = new URL(link?.links?.[0] ?? 'http://x/').searchParams.get('token');
      expect((await call('subscribe/confirm', { token })).code).toBe(2000);
      expect(await rowOf(unverified)).toMatchObject({ source: 'account', confirmedAt: accounts.clock.now });
    },
  );
});
