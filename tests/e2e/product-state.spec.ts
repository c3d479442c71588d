import { cnHost } from '@showcase/schemas/hosts';
import { type Region, regionPath } from '@showcase/schemas/regions';
import { expect, type Page, test } from '../support/browser-test';
import { byId, type Doc } from '../support/dataset';

const port = Number(process.env.E2E_PORT ?? 3210);

type Labels = { buy: string; preOrder: string; unlcokSoon: string; soldOut: string };
const labelsOf = (region: Region) => byId.get(`regionSettings-${region}`)?.labels as Labels;
const product = (region: Region, key: string) => {
  const doc = byId.get(`product-${region}-${key}`);
  if (!doc) throw new Error(`product-${region}-${key} is seeded`);
  return doc as Doc & { name: string; buy?: string };
};

const url = (region: Region, page = '') =>
  region === 'cn' ? `http://${cnHost()}:${port}${regionPath(region, page)}` : regionPath(region, page);
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The home page card of a product: the list item whose heading is the product's name. */
const card = (page: Page, name: string) =>
  page.locator('li').filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });

const MINI_ROBOT_REGIONS: Region[] = ['us', 'uk', 'eu', 'fr', 'de', 'jp', 'kr', 'cn'];

for (const region of MINI_ROBOT_REGIONS) {
  test(`${region}: Mini Robot is Unlocking Soon on its page and its card, with no live buy link`, async ({ page }) => {
    const labels = labelsOf(region);
    const miniRobot = product(region, 'miniRobot');
    const buyLabel = new RegExp(`^(${escaped(labels.buy)}|${escaped(labels.preOrder)})`);

    await page.goto(url(region, 'mini-robot'));
    const main = page.locator('main');
    await expect(main.getByRole('heading', { level: 1, name: miniRobot.name })).toBeVisible();
    await expect(main.getByText(labels.unlcokSoon, { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: buyLabel })).toHaveCount(0);
    if (miniRobot.buy) await expect(page.locator(`a[href="${miniRobot.buy}"]`)).toHaveCount(0);
    const ld = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((nodes) => nodes.map((node) => node.textContent ?? ''));
    expect(ld.join('\n')).not.toContain('BuyAction');

    await page.goto(url(region));
    const miniCard = card(page, miniRobot.name);
    await expect(miniCard.getByText(labels.unlcokSoon, { exact: true })).toBeVisible();
    if (miniRobot.buy) await expect(page.locator(`a[href="${miniRobot.buy}"]`)).toHaveCount(0);
  });
}

test('uk: a pre-sale product reads Pre-order on its card and on its page, and links to the store', async ({ page }) => {
  const labels = labelsOf('uk');
  const megatron = product('uk', 'flagshipMegatron');
  expect(megatron.isPreSale).toBe(true);

  await page.goto(url('uk'));
  await expect(card(page, megatron.name).getByText(labels.preOrder, { exact: true })).toBeVisible();

  await page.goto(url('uk', 'flagship-megatron'));
  // The label beside the price, and the button reading the same.
  await expect(page.locator('main p').getByText(labels.preOrder, { exact: true })).toBeVisible();
  const preOrder = page.getByRole('link', { name: new RegExp(`^${escaped(labels.preOrder)}`) });
  await expect(preOrder).toHaveAttribute('href', megatron.buy ?? '');
  await expect(page.getByRole('link', { name: new RegExp(`^${escaped(labels.buy)}`) })).toHaveCount(0);
});
