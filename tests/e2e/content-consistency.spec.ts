import { cnHost } from '@showcase/schemas/hosts';
import { formatPrice, REGION_INFO, REGIONS, type Region, regionPath } from '@showcase/schemas/regions';
import { expect, test } from '../support/browser-test';
import { byId } from '../support/dataset';

const port = Number(process.env.E2E_PORT ?? 3210);

const labelsOf = (region: Region) => byId.get(`regionSettings-${region}`)?.labels as { buy: string; preOrder: string };

const url = (region: Region, page = '') =>
  region === 'cn' ? `http://${cnHost()}:${port}${regionPath(region, page)}` : regionPath(region, page);
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The year on the region's own calendar at an instant: New Year comes at local midnight. */
const yearIn = (region: Region, at: number) =>
  new Intl.DateTimeFormat('en-US', { timeZone: REGION_INFO[region].timeZone, year: 'numeric' }).format(at);

for (const region of REGIONS) {
  test(`${region}: the footer's copyright year is the server clock's, and its headings are distinct`, async ({
    page,
  }) => {
    const before = Date.now();
    await page.goto(url(region));
    const after = Date.now();
    const footer = page.locator('footer');
    const copyright = footer.locator('p', { hasText: '©' });
    // The page may have been rendered a moment before the request: a New Year between the two is either year.
    const years = new Set([yearIn(region, before), yearIn(region, after)]);
    const text = (await copyright.textContent()) ?? '';
    const shown = text.match(/\b(19|20)\d{2}\b/g) ?? [];
    expect(shown, text).toHaveLength(1);
    expect(years, text).toContain(shown[0]);
    expect(text).toMatch(/^©\s/);

    const headings = (await footer.getByRole('heading', { level: 2 }).allTextContents()).map((h) => h.trim());
    expect(headings.length).toBeGreaterThan(1);
    expect(headings.filter((heading, index) => headings.indexOf(heading) !== index)).toEqual([]);
  });
}

test('jp: Flagship Bumblebee is a presale at 174,900 (SPEC §3): Pre-order on its page and its card', async ({
  page,
}) => {
  const labels = labelsOf('jp');
  await page.goto(url('jp', 'flagship-bumblebee'));
  const main = page.locator('main');
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(main.getByTestId('price').first()).toHaveText(formatPrice('jp', 174900));
  await expect(page.getByRole('link', { name: new RegExp(`^${escaped(labels.preOrder)}`) }).first()).toHaveAttribute(
    'href',
    /^https:\/\/jp\.store\.roboshift\.example\/products\/flagship-bumblebee$/,
  );
  await expect(page.getByRole('link', { name: new RegExp(`^${escaped(labels.buy)}`) })).toHaveCount(0);

  await page.goto(url('jp'));
  await expect(page.locator('main').getByText(labels.preOrder).first()).toBeVisible();
});

test('cn: the k1-pro-interstellar-scout page presents the K1 Pro', async ({ page }) => {
  await page.goto(url('cn', 'k1-pro-interstellar-scout'));
  await expect(page.locator('main').getByRole('heading', { level: 1 })).toHaveText(/K1 Pro/);
  await expect(page).toHaveTitle(/K1 Pro/);
  const record = JSON.parse((await page.locator('#product-record').textContent()) ?? '{}');
  expect(record).toMatchObject({ reg: 'cn', path: 'k1-pro-interstellar-scout', key: 'k1ProInterstellarScout' });
});

for (const region of ['us', 'uk', 'eu', 'fr', 'de', 'jp'] as const) {
  test(`${region}: no retailer card names its city twice`, async ({ page }) => {
    await page.goto(url(region, 'where-to-buy'));
    const cards = page.locator('main li').filter({ has: page.getByRole('heading', { level: 2 }) });
    await expect(cards.first()).toBeVisible();
    const addresses = await cards.evaluateAll((items) =>
      items.map((item) => item.querySelector('p')?.textContent ?? ''),
    );
    for (const address of addresses) {
      // "42 rue des Rouages, 75003 Paris, Paris": a part that another part already contains is a repeat.
      const parts = address.split(/,\s*/).map((part) => part.trim().toLowerCase());
      const repeated = parts.filter((part, i) => parts.some((other, j) => j !== i && other.includes(part)));
      expect(repeated, address).toEqual([]);
    }
  });
}

test('fr: retailer addresses read as the post writes them', async ({ page }) => {
  await page.goto(url('fr', 'where-to-buy'));
  await expect(page.locator('main')).toContainText('42 rue des Rouages, 75003 Paris');
  await expect(page.locator('main')).not.toContainText('75003 Paris, Paris');
});
