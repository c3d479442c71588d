/** "Preview at…": editors see a region at a chosen instant through draft mode; the public never can. */
import { expect, test } from '@playwright/test';

const secret = process.env.PREVIEW_SECRET ?? 'e2e-preview-secret';

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
  await expect(page.getByRole('status').filter({ hasText: 'Preview at' })).toContainText(
    'Preview at 2025-10-30T00:00:00.000Z',
  );
  await expect(page.getByTestId('countdown')).toBeVisible();
  await expect(page).toHaveTitle(/Halloween/);
  await expect(page.getByTestId('home-offer')).toContainText('$278');
  await page.getByRole('link', { name: 'Exit preview' }).click();
  await page.goto('/us');
  await expect(page.getByTestId('countdown')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Preview at' })).toHaveCount(0);
});
