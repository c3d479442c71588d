import { expect, type Response, test } from '@playwright/test';
import { cnHost } from '@showcase/schemas/hosts';
import { PRERENDER_BYPASS_COOKIE } from '../../web/framework/next-internals';
import { expectScriptsHashed, nonceOf, violations, watchViolations } from '../support/csp';

/**
 * Every response carries the security headers, every page a Content-Security-Policy whose
 * nonce is new per response and sits on exactly the scripts that run, and the browser enforces it.
 */
const port = Number(process.env.E2E_PORT ?? 3210);
const cn = `http://${cnHost()}:${port}`;
const secret = process.env.PREVIEW_SECRET ?? 'e2e-preview-secret-of-32-characters-or-more';

const PAGES = [
  '/us',
  '/us/flagship-bumblebee',
  '/fr/where-to-buy',
  '/us/login',
  '/us/apply-wholesale-account',
  '/us/no-such-page',
  `${cn}/`,
  `${cn}/flagship-bumblebee`,
];

const STATIC_HEADERS = {
  'strict-transport-security': /^max-age=\d{8,}; includeSubDomains/,
  'x-content-type-options': /^nosniff$/,
  'referrer-policy': /^strict-origin-when-cross-origin$/,
  'x-frame-options': /^DENY$/,
  'permissions-policy': /camera=\(\).*geolocation=\(\)/,
};

function expectStaticHeaders(response: Response | { headers(): Record<string, string> }) {
  const headers = response.headers();
  for (const [name, value] of Object.entries(STATIC_HEADERS)) expect(headers[name], name).toMatch(value);
}

for (const target of PAGES) {
  test(`CSP nonce and headers on ${target}`, async ({ page }) => {
    await watchViolations(page);
    const response = await page.goto(target);
    expect(response).not.toBeNull();
    if (!response) return;
    expectStaticHeaders(response);
    const policy = response.headers()['content-security-policy'];
    expectScriptsHashed(await response.text(), policy);

    // The app hydrated under the policy and nothing was blocked.
    await page.waitForFunction(() => Boolean((window as unknown as { next?: unknown }).next));
    await page.waitForLoadState('networkidle');
    expect(await violations(page)).toEqual([]);

    // No ETag: with a nonce of its own no response could validate a second one, and hashing each for it cost a
    // third of a cached hit's CPU.
    expect(response.headers().etag).toBeUndefined();
  });
}

test('a cached page is the same bytes for every visitor between boundaries: body and policy', async ({
  playwright,
}) => {
  for (const path of ['/us', '/us/flagship-bumblebee', '/jp/where-to-buy']) {
    const answers: string[] = [];
    // Visitors who differ in everything a browser sends: language, agent, cookies.
    for (const [language, agent, cookie] of [
      ['en-US', 'Mozilla/5.0 (Windows NT 10.0)', ''],
      ['fr-FR', 'Mozilla/5.0 (iPhone)', 'region=fr'],
      ['zh-CN', 'curl/8', 'visitor=1; sessionid=x'],
    ]) {
      const visitor = await playwright.request.newContext({
        baseURL: `http://localhost:${port}`,
        extraHTTPHeaders: { 'accept-language': language ?? '', 'user-agent': agent ?? '', cookie: cookie ?? '' },
      });
      for (let i = 0; i < 3; i++) {
        const response = await visitor.get(path);
        expect(response.status(), path).toBe(200);
        const policy = response.headers()['content-security-policy'] ?? '';
        answers.push(`${policy}\n${await response.text()}`);
      }
      await visitor.dispose();
    }
    // Nine answers, one version. A publish by another test of the suite (routes.spec revalidates products) may
    // fall between two of them: one change then, never one per visitor or per answer.
    const changes = answers.filter((answer, i) => i > 0 && answer !== answers[i - 1]).length;
    expect(changes, path).toBeLessThanOrEqual(1);
  }
});

test('npm start answers a cached page from its front cache: the bytes and head Next gives, compressed once', async () => {
  const origin = `http://localhost:${port}`;
  for (const path of ['/us/flagship-bumblebee', '/jp/where-to-buy']) {
    // The first answers come from Next (a render, then a hit the front keeps); then from the front.
    await expect
      .poll(async () => (await fetch(`${origin}${path}`)).headers.get('x-front-cache'), { timeout: 15_000 })
      .toBe('HIT');
    // A forged draft cookie is no preview, but always reaches Next: Next's own answer to compare with. A
    // publish by another test may fall between the two answers, so a pair is asked again once.
    let same = false;
    for (let tries = 0; tries < 3 && !same; tries++) {
      const fromFront = await fetch(`${origin}${path}`, { headers: { 'accept-encoding': 'br' } });
      const fromNext = await fetch(`${origin}${path}`, { headers: { cookie: `${PRERENDER_BYPASS_COOKIE}=forged` } });
      expect(fromNext.headers.get('x-front-cache')).toBeNull();
      if (fromFront.headers.get('x-front-cache') !== 'HIT') continue;
      expect(fromFront.headers.get('content-encoding')).toBe('br');
      same =
        (await fromFront.text()) === (await fromNext.text()) &&
        fromFront.headers.get('content-security-policy') === fromNext.headers.get('content-security-policy');
    }
    expect(same, path).toBe(true);
    const flight = await fetch(`${origin}${path}`, { headers: { rsc: '1' } });
    expect(flight.headers.get('x-front-cache')).toBeNull();
    expect(flight.headers.get('content-type')).toContain('text/x-component');
  }
});

test('the browser refuses a script injected into the page, and one carrying a stale nonce', async ({ page }) => {
  await watchViolations(page);
  const response = await page.goto('/us/flagship-bumblebee');
  await page.waitForFunction(() => Boolean((window as unknown as { next?: unknown }).next));
  const stale = 'AAAAAAAAAAAAAAAAAAAAAA==';
  expect(response?.headers()['content-security-policy']).not.toContain(stale);
  await page.evaluate((oldNonce) => {
    for (const nonce of ['', oldNonce]) {
      const script = document.createElement('script');
      if (nonce) script.nonce = nonce;
      script.textContent = 'window.__injected = true';
      document.body.append(script);
    }
    const img = document.createElement('img');
    img.setAttribute('src', 'data:,');
    img.setAttribute('onload', 'window.__injected = true');
    document.body.append(img);
  }, stale);
  await expect.poll(() => violations(page)).toHaveLength(3);
  expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
});

test('responses that are not pages carry the headers and a deny-all policy', async ({ request }) => {
  const home = await (await request.get('/us')).text();
  const chunk = /src="(\/_next\/static\/chunks\/[^"]+\.js)"/.exec(home)?.[1] ?? '';
  const image = /(\/media\/images\/[^"&]+)/.exec(home)?.[1] ?? '';
  expect(chunk).not.toBe('');
  expect(image).not.toBe('');
  for (const path of ['/usapi/account/user/profile/new', '/api/preview', chunk, `${image}?w=400&fm=webp`]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expectStaticHeaders(response);
    expect(response.headers()['content-security-policy'], path).toBe("default-src 'none'; frame-ancestors 'none'");
  }
  // API replies are about one caller: nothing may store them.
  const api = await request.post('/usapi/account/user/subscribe/create', { data: {} });
  expect(api.headers()['cache-control']).toBe('private, no-store');
  const robots = await request.get('/robots.txt');
  expectStaticHeaders(robots);
});

test('Next’s own answers carry the headers too: config redirects, trailing slashes, cn host moves', async ({
  request,
}) => {
  for (const [path, status] of [
    ['/flagship-bumblebee', 307],
    ['/cn', 307],
    ['/us/', 308],
    ['/loginDefault', 307],
  ] as const) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(status);
    expectStaticHeaders(response);
  }
});

test('a file of the build that does not exist is a short plain-text 404, not a page', async ({ request }) => {
  for (const path of ['/_next/static/chunks/no-such-chunk.js', '/_next/static/css/gone.css', '/_next/static/x/y/z']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers()['cache-control']).toBe('public, max-age=60');
    expect(response.headers()['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expectStaticHeaders(response);
  }
});

test('preview cookies are HttpOnly and SameSite, Secure behind TLS; the previewed page gets its own nonce', async ({
  page,
  request,
}) => {
  const url = `/api/preview?secret=${secret}&at=2025-10-30T00:00:00Z&region=us&path=/`;
  const plain = await request.get(url, { maxRedirects: 0 });
  const cookies = plain.headersArray().filter((h) => h.name.toLowerCase() === 'set-cookie');
  expect(cookies.length).toBeGreaterThanOrEqual(2);
  for (const cookie of cookies) {
    expect(cookie.value).toMatch(/HttpOnly/i);
    expect(cookie.value).toMatch(/SameSite=(Lax|None)/i);
    expect(cookie.value).toMatch(/Path=\//);
  }
  // Behind TLS a Studio on its own site frames the preview: a framed site's cookie lives only partitioned (Safari
  // 18.4+, Chrome without third-party cookies), draft mode's own included; leaving expires each the same way.
  const tls = { maxRedirects: 0, headers: { 'x-forwarded-proto': 'https' } };
  const setCookies = async (path: string) =>
    (await request.get(path, tls))
      .headersArray()
      .filter((h) => h.name.toLowerCase() === 'set-cookie')
      .map((h) => h.value);
  for (const [path, cookies] of [
    [url, await setCookies(url)],
    ['/api/preview/exit', await setCookies('/api/preview/exit')],
  ] as const) {
    expect(
      cookies.map((cookie) => cookie.split('=')[0]),
      path,
    ).toEqual(expect.arrayContaining([PRERENDER_BYPASS_COOKIE, 'preview-at']));
    for (const cookie of cookies)
      expect(cookie, path).toMatch(/(?=.*;\s*Secure)(?=.*;\s*SameSite=None)(?=.*;\s*Partitioned)/i);
  }

  await watchViolations(page);
  await page.goto(url);
  await expect(page).toHaveURL(/\/us$/);
  const response = await page.goto('/us/flagship-bumblebee');
  const nonce = nonceOf(response?.headers()['content-security-policy']);
  expect(await page.locator(`script[nonce]`).count()).toBeGreaterThan(3);
  // Every script the render wrote carries its nonce. A chunk the page imports later (the behaviours it loads once
  // settled) is added by the bundler's runtime with none: it loads under 'self', as every file of the site does.
  const rendered = [...((await response?.text()) ?? '').matchAll(/<script[^>]*\ssrc="(\/_next\/[^"]+)"/g)].map(
    ([, src]) => src as string,
  );
  expect(rendered.length).toBeGreaterThan(3);
  const nonces = await page
    .locator('script[src^="/_next/"]')
    .evaluateAll(
      (els, sources) =>
        els.filter((s) => sources.includes(s.getAttribute('src') ?? '')).map((s) => (s as HTMLScriptElement).nonce),
      rendered,
    );
  expect(nonces.length).toBeGreaterThanOrEqual(rendered.length);
  expect(new Set(nonces)).toEqual(new Set([nonce]));
  await page.waitForFunction(() => Boolean((window as unknown as { next?: unknown }).next));
  expect(await violations(page)).toEqual([]);
  await page.goto('/api/preview/exit');
});
