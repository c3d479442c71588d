/**
 * A production start as an operator might leave it (`npm start`, no SMTP_URL, no MAIL_OUTBOX opt-in),
 * attacked where such a start was once found open: the development outbox, mail calls that stored half their work, a
 * forged draft cookie, and redirects after login that left the site.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { type NextServer, startNext } from '../../scripts/lib/next-server';
import { PRERENDER_BYPASS_COOKIE } from '../../web/framework/next-internals';
import { test as browserTest, hydrated } from '../support/browser-test';

const json = { 'content-type': 'application/json', 'accept-language': 'en', region: 'us' };
const address = () => `safety-${randomUUID().slice(0, 8)}@example.com`;

async function call(request: APIRequestContext, url: string, data: unknown) {
  const response = await request.post(url, { data, headers: json });
  return { status: response.status(), ...((await response.json()) as { code: number; msg: string }) };
}

const LIMIT = 30;

test.describe('a production start without SMTP_URL or MAIL_OUTBOX', () => {
  // One server for the group: its tests share it, one after another.
  test.describe.configure({ mode: 'serial' });
  let server: NextServer;
  test.beforeAll(async () => {
    test.setTimeout(90_000);
    server = await startNext(
      Number(process.env.E2E_SAFETY_PORT ?? 3222),
      {
        MAIL_OUTBOX: '',
        SMTP_URL: '',
        TRUSTED_PROXY_HOPS: '0',
        ACCOUNT_REQUESTS_PER_MINUTE: String(LIMIT),
        ACCOUNT_DATA_DIR: path.resolve('test-results', `accounts-safety-${Date.now()}`),
      },
      { standalone: true },
    );
  });
  test.afterAll(async () => await server?.stop());

  test('npm start runs the standalone build, names its runtime and what is missing, and nothing says it does not work', () => {
    const printed = server.output();
    expect(Number(/server: Node\.js (\d+)\./.exec(printed)?.[1])).toBeGreaterThanOrEqual(22);
    expect(printed).toContain('production setting(s) need attention');
    expect(printed).toContain('SMTP_URL');
    // Next's "next start does not work with output: standalone", or any other warning of its own.
    expect(printed).not.toMatch(/does not work|⚠/);
  });

  test('has no outbox, and every call that sends mail answers 5031 having stored nothing', async ({ request }) => {
    const outbox = await request.get(`${server.origin}/dev/outbox`);
    expect(outbox.status()).toBe(404);
    const body = await outbox.text();
    expect(body).not.toContain('outbox-message');
    expect(body).not.toContain('Mail the account service sent');
    const api = `${server.origin}/usapi/account/user`;
    const email = address();
    const password = 'Robots4ever!x';
    for (const [name, body] of [
      ['register/pwd', { email, password }],
      ['mail/send', { email, purpose: 'signup' }],
      ['forgetpwd/mail/send', { email }],
      ['verify/mail/send', { email }],
    ] as const) {
      const reply = await call(request, `${api}/${name}`, body);
      expect(reply, name).toMatchObject({
        status: 503,
        code: 5031,
        msg: 'We cannot send e-mail at the moment. Please try again later.',
      });
    }
    // The refused registration created no account: the address is still free, and its password logs nobody in.
    expect((await call(request, `${api}/login/pwd`, { email, password })).code).toBe(4001);
    expect((await call(request, `${api}/mail/send`, { email, purpose: 'login' })).code).toBe(5031);
  });

  test('with no proxy trusted, a claimed X-Forwarded-For does not dodge the per-client limit', async ({ request }) => {
    const codes: number[] = [];
    for (let i = 0; i <= LIMIT && !codes.includes(4291); i++) {
      const response = await request.get(`${server.origin}/usapi/account/user/profile/new`, {
        headers: { 'x-forwarded-for': `203.0.113.${i}`, 'x-showcase-peer-address': `198.51.100.${i}` },
      });
      codes.push(((await response.json()) as { code: number }).code);
    }
    // Every request came from this one connection's address, whatever it claimed: the limit applies.
    expect(codes).toContain(4291);
  });

  test('a forged draft cookie or policy header changes nothing: one policy, the cached page, it hydrates', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      extraHTTPHeaders: { 'content-security-policy': "script-src 'nonce-chosen-by-client'" },
    });
    const page = await context.newPage();
    const plain = await page.request.get(`${server.origin}/us/flagship-bumblebee`);
    await context.addCookies([{ name: PRERENDER_BYPASS_COOKIE, value: 'forged', url: server.origin }]);
    const forged = await page.goto(`${server.origin}/us/flagship-bumblebee`);
    const policies = (await forged?.headersArray())?.filter((h) => h.name.toLowerCase() === 'content-security-policy');
    expect(policies).toHaveLength(1);
    expect(policies?.[0]?.value).not.toContain('chosen-by-client');
    // The forged cookie did not make a draft of it: the visitor got the stored page's bytes and its public
    // lifetime. (stale-while-revalidate counts down to the next boundary, so two answers a second apart differ.)
    expect(await forged?.body()).toEqual(await plain.body());
    expect(forged?.headers()['cache-control']).toMatch(/^s-maxage=\d+, stale-while-revalidate=\d+$/);
    expect(plain.headers()['cache-control']).toMatch(/^s-maxage=\d+, stale-while-revalidate=\d+$/);
    await hydrated(page);
    await context.close();
  });
});

browserTest.describe('after login, fromPath never leaves the site', () => {
  const hostile = [
    '/\t/evil.example',
    '/\n/evil.example',
    '/\\evil.example',
    '//evil.example',
    'https://evil.example/',
  ];
  browserTest('tab, newline, backslash and absolute variants all land on My Account', async ({ page, request }) => {
    browserTest.setTimeout(60_000);
    const email = address();
    const password = 'Robots4ever!x';
    expect((await call(request, '/usapi/account/user/register/pwd', { email, password })).code).toBe(2000);
    for (const fromPath of [...hostile, '/us/flagship-bumblebee']) {
      await page.goto(`/us/login?fromPath=${encodeURIComponent(fromPath)}`);
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password', { exact: true }).fill(password);
      await page.getByRole('button', { name: 'Log In', exact: true }).click();
      const expected = fromPath.startsWith('/us/') ? fromPath : '/us/account';
      await expect(page).toHaveURL((url) => url.hostname === 'localhost' && url.pathname === expected);
      // The next attempt starts logged out (the popup stays dismissed, as for every other test).
      await page.evaluate(() => {
        for (const key of Object.keys(localStorage)) if (key !== 'us:newUserPopup') localStorage.removeItem(key);
      });
    }
  });
});

test.describe('a setting the server cannot take', () => {
  /** `npm start` with these settings: its exit code and what it wrote to stderr (it exits before it listens). */
  async function start(env: Record<string, string>, frontCache = '1') {
    const child = spawn('bash', [path.resolve('scripts', 'start.sh')], {
      env: {
        ...process.env,
        PORT: String(Number(process.env.E2E_SAFETY_PORT ?? 3222) + 1),
        FRONT_CACHE: frontCache,
        ...env,
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const code = await new Promise<number | null>((exit) => child.once('exit', exit));
    return { code, stderr };
  }

  test('stops npm start before it serves, naming each variable and what it accepts', async () => {
    const bad = { PREVIEW_SECRET: 'short', EDGE_CACHE_SECONDS: 'soon', SITE_ORIGIN: 'www.example.com' };
    for (const frontCache of ['1', '0']) {
      const { code, stderr } = await start(bad, frontCache);
      expect(code, `FRONT_CACHE=${frontCache}`).toBe(1);
      expect(stderr).toContain('PREVIEW_SECRET="short": expected a secret of at least 32 characters');
      expect(stderr).toContain('EDGE_CACHE_SECONDS="soon": expected a whole number from 0');
      expect(stderr).toContain('SITE_ORIGIN="www.example.com": expected an http: or https: origin');
      expect(stderr).toContain('The server did not start');
    }
  });
});
