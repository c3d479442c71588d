/**
 * The footer's newsletter form posted without JavaScript (form-encoded, to /{region}/newsletter): it runs
 * subscribe/create with the same rules and answers a 303 to the page of its outcome, never with the address in
 * a URL. The confirmation page's button, posted the same way with the mailed token in the query, confirms.
 */
import { randomUUID } from 'node:crypto';
import { subscriptionRequests } from '@showcase/accounts/db/schema';
import type { Region } from '@showcase/schemas/regions';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastMail, openTestAccounts, type TestAccounts } from '../../../tests/support/accounts';
import { newsletterFormPost } from './route';

describe('the newsletter form without JavaScript', () => {
  let us: TestAccounts;
  let eu: TestAccounts;
  const address = () => `form-${randomUUID().slice(0, 8)}@example.com`;

  beforeAll(async () => {
    us = await openTestAccounts('pglite');
    eu = await openTestAccounts('pglite', { group: 'eu' });
  }, 60_000);
  afterAll(async () => {
    await us?.close();
    await eu?.close();
  });

  const post = (
    region: Region,
    fields: Record<string, string>,
    headers: Record<string, string> = {},
    accounts: TestAccounts = us,
  ) =>
    newsletterFormPost(
      new Request(`http://localhost:3000/${region}/newsletter`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          host: 'localhost:3000',
          'sec-fetch-site': 'same-origin',
          ...headers,
        },
        body: new URLSearchParams(fields).toString(),
      }),
      region,
      { context: async () => accounts.ctx },
    );

  it('a good address: 303 to the "check your inbox" page, a link mailed in the page’s language', async () => {
    const email = address();
    const response = await post('us', { email });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/us/newsletter/sent');
    expect(response.headers.get('location')).not.toContain('@');
    expect(lastMail(us.mails, email).link).toMatch(/\/us\/newsletter\/confirm\?token=/);

    const french = address();
    const fr = await post('fr', { email: french, consent: 'on' }, {}, eu);
    expect(fr.headers.get('location')).toBe('/fr/newsletter/sent');
    expect(lastMail(eu.mails, french).subject).toBe('Confirmez votre abonnement à la lettre d’information Roboshift');
    expect(
      (await eu.ctx.db.select().from(subscriptionRequests).where(eq(subscriptionRequests.email, french)))[0],
    ).toMatchObject({ consent: true, region: 'fr', locale: 'fr-FR', source: 'footer' });
  });

  it('the confirmation page’s button: the token in the query confirms, once, then the link is spent', async () => {
    const email = address();
    await post('us', { email });
    const confirm = (token = lastMail(us.mails, email).token) =>
      newsletterFormPost(
        new Request(`http://localhost:3000/us/newsletter?token=${encodeURIComponent(token)}`, {
          method: 'POST',
          headers: { host: 'localhost:3000', 'sec-fetch-site': 'same-origin' },
        }),
        'us',
        { context: async () => us.ctx },
      );
    const first = await confirm();
    expect(first.status).toBe(303);
    expect(first.headers.get('location')).toBe('/us/newsletter/confirmed');
    expect((await confirm()).headers.get('location')).toBe('/us/newsletter/expired');
    // A token of the wrong shape is a dead link too, not a bad address.
    expect((await confirm('x')).headers.get('location')).toBe('/us/newsletter/expired');
  });

  it('each refusal has its page: a bad address, consent missing where required, the resend wait', async () => {
    expect((await post('us', { email: 'not-an-address' })).headers.get('location')).toBe('/us/newsletter/invalid');
    expect((await post('us', {})).headers.get('location')).toBe('/us/newsletter/invalid');
    expect((await post('uk', { email: address() }, {}, eu)).headers.get('location')).toBe('/uk/newsletter/consent');
    const email = address();
    await post('us', { email });
    expect((await post('us', { email })).headers.get('location')).toBe('/us/newsletter/busy');
  });

  it('refuses posts from other sites and regions on the wrong host', async () => {
    expect((await post('us', { email: address() }, { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    // A browser that names only the posting page's origin (no Sec-Fetch-Site), another site's or a sandbox's.
    for (const origin of ['https://evil.example', 'null', 'http://localhost:3000.evil.example'])
      expect((await post('us', { email: address() }, { 'sec-fetch-site': '', origin })).status).toBe(403);
    expect(
      (await post('us', { email: address() }, { 'sec-fetch-site': '', origin: 'http://localhost:3000' })).status,
    ).toBe(303);
    expect((await post('cn', { email: address() })).status).toBe(404);
    expect((await post('us', { email: address() }, { host: 'cn.localhost:3000' })).status).toBe(404);
  });
});
