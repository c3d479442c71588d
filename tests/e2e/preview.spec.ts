/** "Preview at…": editors see a region at a chosen instant through draft mode; the public never can. */
import { expect, type Page, test } from '@playwright/test';
import { cnHost } from '@showcase/schemas/hosts';
import { PRERENDER_BYPASS_COOKIE } from '../../web/framework/next-internals';
import { hydrated } from '../support/browser-test';

const secret = process.env.PREVIEW_SECRET ?? 'e2e-preview-secret-of-32-characters-or-more';

test('a wrong or missing secret is refused with the wrapper', async ({ request }) => {
  const wrong = await request.get('/api/preview?secret=nope&at=2025-10-30T00:00:00Z&region=us&path=/', {
    maxRedirects: 0,
  });
  expect(wrong.status()).toBe(401);
  expect(await wrong.json()).toMatchObject({ code: 4003, data: null });
  const bad = await request.get(`/api/preview?secret=${secret}&at=someday&region=us&path=/`, { maxRedirects: 0 });
  expect(await bad.json()).toMatchObject({ code: 4000 });
});

test('preview the US home during Halloween 2025, then leave the preview', async ({ page }) => {
  await page.goto(`/api/preview?secret=${secret}&at=2025-10-30T00:00:00Z&region=us&path=/`);
  await expect(page).toHaveURL(/\/us$/);
  // The instant in the region's named zone, as the Studio's "Preview at…" shows it: 00:00 UTC is 5 pm in Los Angeles.
  const bar = page.getByRole('status').filter({ hasText: 'Preview at' });
  await expect(bar).toContainText(/Preview at Oct 29, 2025, 5:00:00\sPM \(America\/Los_Angeles\)/);
  await expect(bar.locator('time')).toHaveAttribute('datetime', '2025-10-30T00:00:00.000Z');
  await expect(page.getByTestId('countdown')).toBeVisible();
  await expect(page).toHaveTitle(/Halloween/);
  await expect(page.getByTestId('home-offer')).toContainText('$278');
  await page.getByRole('link', { name: 'Exit preview' }).click();
  await page.goto('/us');
  await expect(page.getByTestId('countdown')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Preview at' })).toHaveCount(0);
});

/** Seconds the countdown shows as left (days, hours, minutes, seconds in its <strong>s). */
async function secondsLeft(page: Page): Promise<number> {
  const parts = await page.getByTestId('countdown').locator('[role="timer"] strong').allTextContents();
  const [d = 0, h = 0, m = 0, s = 0] = parts.map(Number);
  return ((d * 24 + h) * 60 + m) * 60 + s;
}

test('every clock of a preview runs from the chosen instant, and the bar travels to another', async ({ page }) => {
  // The page's first sync with the server's clock, awaited as a response (no listener outlives the test).
  const firstSync = page.waitForResponse((response) => new URL(response.url()).pathname === '/ssr/timestamp');
  // 23:59 in Paris on Halloween 2025: the US countdown still has days to run, the real clock none.
  await page.goto(`/api/preview?secret=${secret}&at=2025-10-31T22:59:00Z&region=us&path=/`);
  await expect(page).toHaveURL(/\/us$/);
  const rendered = await secondsLeft(page);
  expect(rendered).toBeGreaterThan(60);
  await hydrated(page);
  // The browser asks the server's clock, which in a preview is the preview's: it answers the chosen instant on.
  const synced = ((await (await firstSync).json()) as { data: { timestamp: number } }).data.timestamp;
  expect(synced).toBeGreaterThanOrEqual(Date.parse('2025-10-31T22:59:00Z'));
  expect(synced).toBeLessThan(Date.parse('2025-10-31T23:09:00Z'));
  // Five seconds of the countdown ticking (its own display is the wait): still counting from the chosen instant.
  await expect.poll(() => secondsLeft(page), { timeout: 30_000 }).toBeLessThanOrEqual(rendered - 5);
  expect(await secondsLeft(page)).toBeGreaterThan(rendered - 60);

  // Another instant from the bar, typed in the region's zone: after Halloween ended there is no countdown.
  const field = page.getByLabel('Instant (America/Los_Angeles)');
  // The field drops zero seconds from its value (15:59, not 15:59:00).
  await expect(field).toHaveValue(/^2025-10-31T15:59(:\d\d)?$/);
  await field.fill('2025-11-20T09:30:00');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(/\/us$/);
  const bar = page.getByRole('status').filter({ hasText: 'Preview at' });
  await expect(bar.locator('time')).toHaveAttribute('datetime', '2025-11-20T17:30:00.000Z');
  await expect(page.getByTestId('countdown')).toHaveCount(0);
});

test('the preview bar’s form changes nothing outside a preview or from another site', async ({ request }) => {
  const form = { region: 'us', at: '2025-10-30T00:00:00' };
  const outside = await request.post('/api/preview/at', { form, maxRedirects: 0 });
  expect(outside.status()).toBe(403);
  expect(outside.headers()['set-cookie']).toBeUndefined();
  await request.get(`/api/preview?secret=${secret}&at=2025-10-30T00:00:00Z&region=us&path=/`, { maxRedirects: 0 });
  const forged = await request.post('/api/preview/at', {
    form,
    maxRedirects: 0,
    headers: { origin: 'https://attacker.example', 'sec-fetch-site': 'cross-site' },
  });
  expect(forged.status()).toBe(403);
  const own = await request.post('/api/preview/at', { form, maxRedirects: 0 });
  expect(own.status()).toBe(303);
  expect(own.headers()['set-cookie']).toContain('preview-at=');
  const nonsense = await request.post('/api/preview/at', { form: { region: 'xx', at: 'soon' }, maxRedirects: 0 });
  expect(nonsense.status()).toBe(400);
});

test('a cn preview asked on the main host goes to the cn host before anything is set', async ({ request }) => {
  const query = `secret=${secret}&at=2025-10-30T00%3A00%3A00.000Z&region=cn&path=%2F`;
  const main = await request.get(`/api/preview?${query}`, { maxRedirects: 0 });
  expect(main.status()).toBe(307);
  expect(main.headers()['set-cookie']).toBeUndefined();
  const there = new URL(main.headers().location ?? '');
  expect(there.hostname).toBe(cnHost());
  expect(`${there.pathname}${there.search}`).toBe(`/api/preview?${query}`);
  // On the cn host itself (named by the Host header here), draft mode starts and the editor lands on cn's "/".
  const onCn = await request.get(`/api/preview?${query}`, {
    maxRedirects: 0,
    headers: { host: `${there.hostname}:${new URL(main.url()).port}` },
  });
  expect(onCn.status()).toBe(307);
  expect(onCn.headers().location).toBe('/');
  expect(onCn.headers()['set-cookie']).toContain(`${PRERENDER_BYPASS_COOKIE}=`);
});

test('on the cn host, /cn names "/" itself', async ({ request, baseURL }) => {
  const port = new URL(baseURL ?? '').port;
  const response = await request.get('/cn', { maxRedirects: 0, headers: { host: `${cnHost()}:${port}` } });
  expect(response.status()).toBe(308);
  expect(response.headers().location).toBe('/');
});
