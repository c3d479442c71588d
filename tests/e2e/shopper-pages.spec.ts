/**
 * What a shopper sees first: a product page (prices, Buy, record), the cn host, every region's home and 404, the
 * header without scripts, axe.
 */
import { expect, test } from '@playwright/test';
import { cnHost } from '@showcase/schemas/hosts';
import { expectNoAxeViolations } from '../support/accessibility';

const port = Number(process.env.E2E_PORT ?? 3210);
const cn = (path: string) => `http://${cnHost()}:${port}${path}`;

test.describe('a shopper on the product page', () => {
  test('US Flagship Bumblebee shows the list price, the promotion price and a Buy link', async ({ page }) => {
    await page.goto('/us/flagship-bumblebee');
    await expect(page.getByRole('heading', { level: 1, name: 'Flagship Bumblebee' })).toBeVisible();
    await expect(page.getByTestId('price')).toHaveText('$1,219');
    await expect(page.getByTestId('list-price')).toHaveText('$1,299');
    const buy = page.getByRole('link', { name: /^Buy/ });
    await expect(buy).toHaveAttribute(
      'href',
      /^https:\/\/us\.store\.roboshift\.example\/products\/flagship-bumblebee$/,
    );
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    const record = JSON.parse((await page.locator('#product-record').textContent()) ?? '{}');
    expect(record).toMatchObject({ reg: 'us', path: 'flagship-bumblebee', key: 'flagshipBumblebee' });
  });

  test('the cn host serves cn pages unprefixed, in yuan', async ({ page }) => {
    await page.goto(cn('/flagship-bumblebee'));
    await expect(page.getByTestId('price')).toHaveText('¥8,499');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    expect(new URL(page.url()).pathname).toBe('/flagship-bumblebee');
  });

  test('sold out: no Buy link, the sold-out label instead', async ({ page }) => {
    await page.goto('/us/flagship-optimus-prime');
    await expect(page.getByText('Sold Out', { exact: false })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Buy/ })).toHaveCount(0);
  });

  test('the hero image: webp for a browser that takes it, png for one that does not, from the media route', async ({
    page,
    request,
  }) => {
    await page.goto('/us/flagship-bumblebee');
    const img = page.locator('picture img').first();
    await expect(img).toHaveJSProperty('complete', true);
    expect(await img.evaluate((node: HTMLImageElement) => node.naturalWidth)).toBeGreaterThan(0);
    const src = await img.evaluate((node: HTMLImageElement) => node.currentSrc);
    expect(src).toContain('auto=format');
    for (const [accept, type] of [
      ['image/avif,image/webp,image/apng,image/*,*/*;q=0.8', 'image/webp'],
      ['image/png,image/*;q=0.8', 'image/png'],
    ] as const) {
      const response = await request.get(src, { headers: { accept } });
      expect(response.headers()['content-type']).toBe(type);
      expect(response.headers().vary).toContain('Accept');
    }
  });
});

test.describe('every region', () => {
  const homes: [string, string, RegExp][] = [
    ['/us', 'en-US', /\$/],
    ['/uk', 'en-GB', /£/],
    ['/eu', 'en', /€/],
    ['/fr', 'fr-FR', /€/],
    ['/de', 'de-DE', /€/],
    ['/jp', 'ja-JP', /￥/],
    ['/kr', 'ko-KR', /\S/],
  ];
  for (const [path, lang, currency] of homes) {
    test(`home ${path} renders from content in its language`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('main h1')).not.toBeEmpty();
      await expect(page.locator('main li').first()).toContainText(currency);
    });
  }

  test('cn home on its host', async ({ page }) => {
    const response = await page.goto(cn('/'));
    expect(response?.status()).toBe(200);
    await expect(page.locator('main li').first()).toContainText('¥');
  });

  test('new-release leads to mini-robot; a page a region lacks is a localized 404', async ({ page }) => {
    await page.goto('/uk/new-release');
    expect(new URL(page.url()).pathname).toBe('/uk/mini-robot');
    const response = await page.goto('/fr/elite-optimus-prime');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page introuvable' })).toBeVisible();
  });
});

test.describe('the header without scripts', () => {
  test.use({ javaScriptEnabled: false });
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 720 },
  ])
    test(`at ${viewport.width} px its menus lead to the footer's list of the same links`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/us');
      const header = page.locator('header');
      const opener = header.getByRole('link', { name: viewport.width < 768 ? 'Menu' : 'Products', exact: true });
      await opener.click();
      await expect(page).toHaveURL(/#footer-menu$/);
      const menu = page.getByRole('navigation', { name: 'Footer menu' });
      await expect(menu).toBeInViewport();
      await menu
        .getByRole('link', { name: /^Flagship Bumblebee/ })
        .first()
        .click();
      await expect(page).toHaveURL(/\/us\/flagship-bumblebee$/);
    });
});

test.describe('a region’s privacy notice, where consent boxes link', () => {
  for (const { url, lang, title } of [
    { url: '/de/privacy-notice', lang: 'de-DE', title: 'Datenschutzerklärung' },
    { url: '/uk/privacy-notice', lang: 'en-GB', title: 'Privacy Notice' },
    { url: cn('/privacy-notice'), lang: 'zh-CN', title: '隐私政策' },
  ])
    test(`${url} is the region's own privacy text, in its language`, async ({ page }) => {
      expect((await page.goto(url))?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page).toHaveTitle(`${title} | Roboshift`);
      // On a phone the heading, a long compound in German, stays within the screen.
      await page.setViewportSize({ width: 390, height: 800 });
      const heading = page.getByRole('heading', { level: 1 });
      expect(await heading.evaluate((h) => h.scrollWidth - h.clientWidth)).toBeLessThanOrEqual(0);
    });

  test('us has its privacy policy page, and so no notice', async ({ page }) => {
    expect((await page.goto('/us/privacy-notice'))?.status()).toBe(404);
  });
});

test.describe('accessibility', () => {
  for (const url of [
    '/us',
    '/us/flagship-bumblebee',
    '/fr/flagship-megatron',
    '/jp/flagship-bumblebee',
    '/us/privacy-policy',
    '/fr/privacy-notice',
  ]) {
    test(`axe finds nothing on ${url}`, async ({ page }) => {
      await page.goto(url);
      await expectNoAxeViolations(page);
    });
  }
});
