/** "Preview at…": editors see a region at a chosen instant through draft mode; the public never can. */
import { expect, test } from '@playwright/test';
import { cnHost } from '@showcase/schemas/hosts';

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
  expect(onCn.headers()['set-cookie']).toContain('__prerender_bypass=');
});

test('on the cn host, /cn names "/" itself', async ({ request, baseURL }) => {
  const port = new URL(baseURL ?? '').port;
  const response = await request.get('/cn', { maxRedirects: 0, headers: { host: `${cnHost()}:${port}` } });
  expect(response.status()).toBe(308);
  expect(response.headers().location).toBe('/');
});
