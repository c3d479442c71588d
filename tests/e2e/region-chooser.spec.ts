/**
 * The region chooser on every host: on the cn host, `/us` is cn's own 404, so every region the page
 * lists on another host is linked by its absolute address, and following one lands on that region's home.
 */

import { expect, test } from '@playwright/test';
import { cnHost, cnOrigin, mainOrigin } from '@showcase/schemas/hosts';
import { REGION_INFO, REGIONS, regionPath } from '@showcase/schemas/regions';
import { settingsFrom } from '@showcase/schemas/settings';
import { expectNoAxeViolations } from '../support/accessibility';

const port = Number(process.env.E2E_PORT ?? 3210);
const serverEnv = settingsFrom({ ...process.env, PORT: String(port) });
const chooserOn = {
  cn: `http://${cnHost()}:${port}/choose-your-region`,
  us: `http://localhost:${port}/us/choose-your-region`,
};
/** Where each region's home is, seen from a page on `from`'s host. */
const homeFrom = (from: 'cn' | 'us', region: (typeof REGIONS)[number]) =>
  (from === 'cn') === (region === 'cn')
    ? regionPath(region)
    : `${region === 'cn' ? cnOrigin(serverEnv) : mainOrigin(serverEnv)}${regionPath(region)}`;

for (const from of ['cn', 'us'] as const)
  test(`the chooser on the ${from} host links every region where it is served`, async ({ page }) => {
    await page.goto(chooserOn[from]);
    const links = page.locator('main a[hreflang]');
    await expect(links).toHaveCount(REGIONS.length);
    const hrefs = Object.fromEntries(
      await links.evaluateAll((as) => as.map((a) => [a.getAttribute('hreflang'), a.getAttribute('href')])),
    );
    expect(hrefs).toEqual(
      Object.fromEntries(REGIONS.map((region) => [REGION_INFO[region].hreflang, homeFrom(from, region)])),
    );
  });

test('from the cn chooser, "United States - English" opens the US home (390 and 1280 px)', async ({ page }) => {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto(chooserOn.cn);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `test-results/screenshots/cn-region-chooser-${width}.png`, fullPage: true });
  }
  const response = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/us' && r.request().isNavigationRequest(),
  );
  await page.getByRole('link', { name: 'United States - English' }).click();
  expect((await response).status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
});
