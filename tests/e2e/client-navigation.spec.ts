/**
 * Links to a page of the same region are followed by the client router. The document stays (a mark left on
 * window survives), the new page's title and page view follow, focus moves to its heading, the page starts at
 * the top (or at a product's own anchor), and what was open in the menu closes. Another region is a new document.
 */
import { expect, type Page, test } from '@playwright/test';
import { cnHost } from '@showcase/schemas/hosts';
import { followProductMenuLink } from '../support/menus';

const port = Number(process.env.E2E_PORT ?? 3210);
type MarkedWindow = Window & { documentMark?: string; dataLayer?: { event?: string; page_path?: string }[] };

async function markDocument(page: Page) {
  await page.evaluate(() => {
    (window as MarkedWindow).documentMark = 'first document';
  });
}
const sameDocument = (page: Page) => page.evaluate(() => (window as MarkedWindow).documentMark === 'first document');
const viewedPaths = (page: Page) =>
  page.evaluate(() =>
    ((window as MarkedWindow).dataLayer ?? [])
      .filter((entry) => entry?.event === 'virtual_page_view')
      .map((entry) => entry.page_path),
  );
/** Where the page is scrolled to, and where the product's anchor (if any) sits in the viewport. */
const scrollState = (page: Page) =>
  page.evaluate(() => {
    const anchor = document.querySelector('main section[id]');
    return { y: Math.round(window.scrollY), anchorTop: anchor ? Math.round(anchor.getBoundingClientRect().top) : null };
  });

test('a product card opens its page without a new document: title, page view, scroll', async ({ page }) => {
  await page.goto('/us');
  await expect.poll(() => viewedPaths(page)).toEqual(['/us']);
  await markDocument(page);
  const card = page.locator('main h3').getByRole('link', { name: 'Flagship Bumblebee', exact: true });
  await card.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await card.click();
  await expect(page).toHaveURL(/\/us\/flagship-bumblebee$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Flagship Bumblebee' })).toBeVisible();
  expect(await sameDocument(page)).toBe(true);
  await expect(page).toHaveTitle(/Flagship Bumblebee/);
  await expect.poll(() => viewedPaths(page)).toEqual(['/us', '/us/flagship-bumblebee']);
  // Focus moves to the new page's heading, not left on the link that is gone, and the page is announced (Next's
  // announcer reads the title, or the heading while the title is still streaming).
  await expect(page.getByRole('heading', { level: 1, name: 'Flagship Bumblebee' })).toBeFocused();
  await expect(page.locator('#__next-route-announcer__')).toHaveText(/^Flagship Bumblebee/);
  // SPEC §2.4: where a new document of the page would be (at the product's anchor, else at the top).
  const followed = await scrollState(page);
  const fresh = await page.context().newPage();
  await fresh.goto(page.url());
  await expect.poll(() => scrollState(fresh)).toEqual(followed);
  await fresh.close();

  // The brand link back home: still the same document, one more view.
  await page.locator('header').getByRole('link', { name: 'Roboshift', exact: true }).click();
  await expect(page).toHaveURL(/\/us$/);
  expect(await sameDocument(page)).toBe(true);
  await expect.poll(() => viewedPaths(page)).toEqual(['/us', '/us/flagship-bumblebee', '/us']);
  await expect(page.locator('main h1')).toBeFocused();
});

test("the header's region link is followed by the router, as the footer's is", async ({ page }) => {
  await page.goto('/us');
  await expect.poll(() => viewedPaths(page)).toEqual(['/us']);
  await markDocument(page);
  await page.locator('header > a[href="/us/choose-your-region"]').click();
  await expect(page).toHaveURL(/\/us\/choose-your-region$/);
  await expect(page.locator('main h1')).toBeFocused();
  expect(await sameDocument(page)).toBe(true);
});

test('the phone menu closes once the page it led to is shown', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/us');
  await markDocument(page);
  const toggle = page.locator('header').getByRole('button', { name: 'Menu' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await followProductMenuLink(page, 'Flagship Bumblebee');
  await expect(page).toHaveURL(/\/us\/flagship-bumblebee$/);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(await sameDocument(page)).toBe(true);
});

test('on the cn host the unprefixed pages are followed by the router too', async ({ page }) => {
  await page.goto(`http://${cnHost()}:${port}/`);
  await markDocument(page);
  const link = page.locator('main h3 a[href="/flagship-bumblebee"]');
  await link.click();
  await expect(page).toHaveURL(`http://${cnHost()}:${port}/flagship-bumblebee`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await sameDocument(page)).toBe(true);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
});

test("another region's page is a new document", async ({ page }) => {
  await page.goto('/us/choose-your-region');
  await markDocument(page);
  await page.locator('main a[hreflang="fr-FR"]').click();
  await expect(page).toHaveURL(/\/fr$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
  expect(await sameDocument(page)).toBe(false);
});
