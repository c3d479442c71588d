/**
 * Error pages speak the visitor's language: every region's "page not found", on its own host for cn,
 * in the region's locale: heading, text, the way home, the tab's title and the page's language.
 */

import { expect, test } from '@playwright/test';
import { cnHost } from '@showcase/schemas/hosts';
import { REGION_INFO, REGIONS } from '@showcase/schemas/regions';
import { catalogFor } from '../../web/lib/i18n/catalog';

const port = Number(process.env.E2E_PORT ?? 3210);

for (const region of REGIONS)
  test(`${region}: page not found in ${REGION_INFO[region].locale}`, async ({ page }) => {
    const { site: status } = catalogFor(REGION_INFO[region].locale);
    const url = region === 'cn' ? `http://${cnHost()}:${port}/no-such-page` : `/${region}/no-such-page`;
    const response = await page.goto(url);
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', REGION_INFO[region].hreflang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(status.notFoundTitle);
    await expect(page.getByText(status.notFoundBody)).toBeVisible();
    await expect(page.getByRole('link', { name: status.backHome })).toHaveAttribute(
      'href',
      region === 'cn' ? '/' : `/${region}`,
    );
    await expect(page).toHaveTitle(new RegExp(status.notFoundTitle));
  });

test('without scripts, a 404 is the region’s page: its header, its language, its words (390 and 1280 px)', async ({
  browser,
}) => {
  for (const [region, url] of [
    ['fr', `http://localhost:${port}/fr/no-such-page`],
    ['cn', `http://${cnHost()}:${port}/no-such-page`],
  ] as const) {
    const { site: status } = catalogFor(REGION_INFO[region].locale);
    for (const width of [390, 1280]) {
      const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 844 } });
      const page = await context.newPage();
      const response = await page.goto(url);
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', REGION_INFO[region].hreflang);
      await expect(page).toHaveTitle(new RegExp(status.notFoundTitle));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(status.notFoundTitle);
      await expect(page.getByRole('link', { name: status.backHome })).toBeVisible();
      await expect(page.locator('header')).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.screenshot({ path: `test-results/screenshots/not-found-no-scripts-${region}-${width}.png` });
      await context.close();
    }
  }
});
