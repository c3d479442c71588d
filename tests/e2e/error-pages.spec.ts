/**
 * Error pages speak the visitor's language (issue 17): every region's "page not found", on its own host for cn,
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
