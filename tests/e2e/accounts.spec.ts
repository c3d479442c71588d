/**
 * The account service through the built server's real routes: the three API bases and their isolation,
 * the development outbox, the wrapper on bad requests, and throttles that outlive a server restart.
 */

import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { databaseLocation } from '@showcase/accounts/registry';
import { cnHost } from '@showcase/schemas/hosts';
import { REGION_GROUPS } from '@showcase/schemas/regions';
import { settingsFrom } from '@showcase/schemas/settings';
import { type NextServer, serverRssMb, startNext } from '../../scripts/lib/next-server';

const json = { 'content-type': 'application/json', 'accept-language': 'en' };
const address = () => `e2e-${randomUUID().slice(0, 8)}@example.com`;

async function post(request: APIRequestContext, url: string, data: unknown, headers: Record<string, string> = {}) {
  const response = await request.post(url, { data, headers: { ...json, ...headers } });
  return {
    status: response.status(),
    ...((await response.json()) as { code: number; msg: string; data: Record<string, string> | null }),
  };
}

test('register on /usapi, read the code in /dev/outbox, verify, log in and read the profile', async ({
  page,
  request,
}) => {
  const email = address();
  const registered = await post(
    request,
    '/usapi/account/user/register/pwd',
    { email, password: 'Robots4ever!x' },
    { region: 'us' },
  );
  expect(registered.code).toBe(2000);
  expect(Object.keys(registered.data ?? {}).sort()).toEqual(['apptoken', 'reftoken', 'user_id']);

  await page.goto('/dev/outbox');
  const message = page.getByTestId('outbox-message').filter({ hasText: email }).first();
  await expect(message).toContainText('Confirm your email address');
  const code = (await message.getByTestId('outbox-code').textContent()) ?? '';
  expect(code).toMatch(/^\d{6}$/);
  await expect(message.getByRole('link')).toHaveAttribute('href', /\/us\/login\/verify\?token=/);

  // From the registration's own session: the registrant keeps the password (without it the code signs its
  // sender in and removes the password, docs/ACCOUNTS.md "Who owns an address").
  const verified = await post(
    request,
    '/usapi/account/user/verify/code',
    { email, code },
    { apptoken: registered.data?.apptoken ?? '' },
  );
  expect(verified).toMatchObject({ code: 2000, data: { verified: true } });
  const login = await post(request, '/usapi/account/user/login/pwd', { email, password: 'Robots4ever!x' });
  expect(login.code).toBe(2000);
  const profile = await request.get('/usapi/account/user/profile/new', {
    headers: { apptoken: login.data?.apptoken ?? '' },
  });
  expect(await profile.json()).toMatchObject({ code: 2000, data: { email, emailVerified: true } });
});

test('three API bases, three databases: a US account does not exist on /euapi or /cnapi', async ({ request }) => {
  const email = address();
  const us = await post(request, '/usapi/account/user/register/pwd', { email, password: 'Robots4ever!x' });
  expect(us.code).toBe(2000);
  const eu = await request.get('/euapi/account/user/profile/new', {
    headers: { apptoken: us.data?.apptoken ?? '', region: 'fr' },
  });
  expect(await eu.json()).toMatchObject({ code: 4003 });
  expect(
    (await post(request, '/euapi/account/user/login/pwd', { email, password: 'Robots4ever!x' }, { region: 'de' })).code,
  ).toBe(4001);
  // The same address can open a separate account in another group; cn's API answers on the cn host.
  const port = new URL(test.info().project.use.baseURL ?? 'http://localhost:3210').port;
  const onCn = { host: `${cnHost()}:${port}` };
  const cn = await post(
    request,
    '/cnapi/account/user/register/pwd',
    { email, password: 'Robots4ever!x' },
    { ...onCn, 'accept-language': 'cn' },
  );
  expect(cn.code).toBe(2000);
  const cnProfile = await request.get('/cnapi/account/user/profile/new', {
    headers: { ...onCn, apptoken: cn.data?.apptoken ?? '' },
  });
  expect(await cnProfile.json()).toMatchObject({ code: 2000, data: { email, region: 'cn' } });
});

test('each API base answers on its own host only', async ({ request }) => {
  const port = new URL(test.info().project.use.baseURL ?? 'http://localhost:3210').port;
  const onMain = await request.get('/cnapi/account/user/profile/new');
  expect(onMain.status()).toBe(404);
  expect(await onMain.json()).toMatchObject({ code: 4004 });
  const onCn = await request.get('/usapi/account/user/profile/new', { headers: { host: `${cnHost()}:${port}` } });
  expect(onCn.status()).toBe(404);
  expect(await onCn.json()).toMatchObject({ code: 4004 });
});

test('an unknown address under any API base answers the wrapper’s 404, not the site’s page', async ({ request }) => {
  const port = new URL(test.info().project.use.baseURL ?? 'http://localhost:3210').port;
  const cn = { host: `${cnHost()}:${port}` };
  for (const [url, headers, msg] of [
    ['/api/nope', {}, 'This service does not exist.'],
    ['/usapi/nope/deeper', {}, 'This service does not exist.'],
    ['/usapi/support/nope', {}, 'This service does not exist.'],
    ['/usapi/account/user', {}, 'This service does not exist.'],
    ['/euapi/nope', { 'accept-language': 'fr' }, 'Ce service n’existe pas.'],
    ['/cnapi/nope', cn, '该服务不存在。'],
  ] as const) {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const answer = await request.fetch(url, { method, headers });
      expect(answer.status(), `${method} ${url}`).toBe(404);
      expect(answer.headers()['content-type']).toContain('application/json');
      expect(answer.headers()['cache-control']).toBe('private, no-store');
      expect(await answer.json()).toEqual({ code: 4004, msg, data: null });
    }
  }
});

test('bad requests get the wrapper and a 4xx, in the caller’s language', async ({ request }) => {
  const garbage = await request.post('/usapi/account/user/login/pwd', { data: '{"email":', headers: json });
  expect(garbage.status()).toBe(400);
  expect(await garbage.json()).toMatchObject({ code: 4000, data: expect.anything() });
  const method = await request.get('/usapi/account/user/login/pwd');
  expect(method.status()).toBe(405);
  expect(await method.json()).toMatchObject({ code: 4005 });
  const unknown = await request.post('/euapi/account/user/nothing/here', { data: {}, headers: json });
  expect(await unknown.json()).toMatchObject({ code: 4004 });
  const french = await post(
    request,
    '/euapi/account/user/subscribe/create',
    { email: 'nope' },
    { 'accept-language': 'fr', region: 'fr' },
  );
  expect(french.code).toBe(4000);
  expect(french.msg).not.toBe('Please enter a valid email address');
  const english = await post(request, '/euapi/account/user/subscribe/create', { email: 'nope' }, { region: 'uk' });
  expect(english.msg).toBe('Please enter a valid email address');
});

test.describe('a server restart', () => {
  let server: NextServer | undefined;
  test.afterEach(async () => await server?.stop());

  test('keeps a blocked address blocked and an account’s data; ACCOUNT_WARM_START=1 opens every group at start', async ({
    request,
  }) => {
    // Two server starts (up to 10 s each on a busy machine) and two new PGlite folders created at the second
    // (5 s of CPU each here, three times that with the other core busy).
    test.setTimeout(90_000);
    const port = Number(process.env.E2E_RESTART_PORT ?? 3215);
    const env = { ACCOUNT_DATA_DIR: path.resolve('test-results', `accounts-restart-${Date.now()}`) };
    // Every group's schema is in one PGlite folder, locked beside itself while the server holds it open.
    const embedded = databaseLocation('us', settingsFrom(env));
    if (embedded === 'memory' || !('dir' in embedded)) throw new Error('the default is the embedded database');
    const schemas = async () => {
      const db = new PGlite(embedded.dir);
      try {
        const found = await db.query<{ name: string }>('select schema_name as name from information_schema.schemata');
        return REGION_GROUPS.filter((group) => found.rows.some((row) => row.name === group));
      } finally {
        await db.close();
      }
    };
    server = await startNext(port, env);
    const url = (call: string) => `${server?.origin}/usapi/account/user/${call}`;
    const readiness = async () => (await (await request.get(`${server?.origin}/api/ready`)).json()).data.accounts;
    // Nothing to open at start by default: ready at once, each PGlite group waiting for its first call.
    expect(await readiness()).toEqual({ us: 'on first call', eu: 'on first call', cn: 'on first call' });
    const posted = await request.post(`${server.origin}/api/ready`);
    expect([posted.status(), (await posted.json()).code]).toEqual([405, 4005]);
    // Liveness answers beside it, from the built server, whatever the databases do.
    const live = await request.get(`${server.origin}/api/live`);
    expect([live.status(), (await live.json()).code]).toEqual([200, 2000]);
    const email = address();
    expect((await post(request, url('register/pwd'), { email, password: 'Robots4ever!x' })).code).toBe(2000);
    expect((await post(request, url('subscribe/create'), { email, optIn: true })).code).toBe(2000);
    for (let i = 0; i < 4; i++) await post(request, url('login/pwd'), { email, password: 'Wrong1password' });
    const blocked = await post(request, url('login/pwd'), { email, password: 'Wrong1password' });
    expect(blocked.msg).toMatch(/^Too many attempts\. Please try again in \d+ seconds\.$/);
    // By default a group opens on its first call: only the US one was called.
    expect(existsSync(`${embedded.dir}.lock`)).toBe(true);
    expect(await readiness()).toEqual({ us: 'open', eu: 'on first call', cn: 'on first call' });
    await server.stop();
    expect(existsSync(`${embedded.dir}.lock`)).toBe(false);
    expect(await schemas()).toEqual(['us']);
    server = await startNext(port, { ...env, ACCOUNT_WARM_START: '1' });
    // startNext waits for GET /api/ready: the server says it is ready only once every group is open.
    expect(await readiness()).toEqual({ us: 'open', eu: 'open', cn: 'open' });
    // Every group open on the embedded default costs one PGlite, not three (three held 710 MB at
    // rest). Polled: the start-up work's garbage is collected a few seconds after the server says it is ready.
    const pgid = server.pgid;
    await expect.poll(() => serverRssMb(pgid), { timeout: 30_000 }).toBeLessThanOrEqual(600);
    const after = await post(request, url('login/pwd'), { email, password: 'Robots4ever!x' });
    expect(after.code).toBe(4290);
    expect((await post(request, url('register/pwd'), { email, password: 'Robots4ever!x' })).code).toBe(4006);
  });
});

test('with SMTP_URL set the development outbox does not exist', async ({ request }) => {
  const server = await startNext(Number(process.env.E2E_SMTP_PORT ?? 3216), {
    SMTP_URL: 'smtp://127.0.0.1:9',
    ACCOUNT_DATA_DIR: path.resolve('test-results', `accounts-smtp-${Date.now()}`),
  });
  try {
    expect((await request.get(`${server.origin}/dev/outbox`)).status()).toBe(404);
  } finally {
    await server.stop();
  }
});
