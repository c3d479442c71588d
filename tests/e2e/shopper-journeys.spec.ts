/**
 * A shopper's journeys through the menus on a desktop and a phone, by mouse and by keyboard, and the
 * pages and forms of SPEC §2.2 checked by axe.
 */
import { expectNoAxeViolations } from '../support/accessibility';
import { expect, type Page, test } from '../support/browser-test';

const journeys = [
  { region: 'us', menu: 'Products', product: 'Flagship Bumblebee', path: '/us/flagship-bumblebee', buy: /^Buy Now/ },
  { region: 'fr', menu: 'Produits', product: 'Mégatron Flagship', path: '/fr/flagship-megatron', buy: /^Précommander/ },
  {
    region: 'jp',
    menu: '製品',
    product: 'フラッグシップ バンブルビー',
    path: '/jp/flagship-bumblebee',
    // Its pre-order ran until May 6 (SPEC §4): on sale since (migration 007).
    buy: /^購入する/,
  },
];

async function buyLinkOf(page: Page, name: RegExp) {
  const buy = page.getByRole('link', { name });
  await expect(buy).toBeVisible();
  return buy.getAttribute('href');
}

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  for (const journey of journeys) {
    test(`${journey.region}: header → product submenu → product → Buy`, async ({ page }) => {
      await page.goto(`/${journey.region}`);
      await page.getByRole('button', { name: journey.menu, exact: true }).click();
      await page
        .getByRole('link', { name: new RegExp(`^${journey.product}`) })
        .first()
        .click();
      await expect(page).toHaveURL(new RegExp(`${journey.path}$`));
      expect(await buyLinkOf(page, journey.buy)).toMatch(/^https:\/\/\w+\.store\.roboshift\.example\/products\//);
    });
  }

  test('keyboard only: open the product menu, walk it, Escape closes and returns focus, Enter follows a link', async ({
    page,
  }) => {
    await page.goto('/us');
    const button = page.getByRole('button', { name: 'Products', exact: true });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).toHaveText(/Mini Robot/);
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).toHaveText(/Flagship Bumblebee/);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/us\/flagship-bumblebee$/);
  });
});

test.describe('phone', () => {
  test.use({ viewport: { width: 375, height: 800 }, isMobile: true, hasTouch: true });
  for (const journey of journeys) {
    test(`${journey.region}: Menu → product submenu → product → Buy`, async ({ page }) => {
      await page.goto(`/${journey.region}`);
      // The localized Menu toggle is the only button visible in a phone's header.
      await page.locator('header button:visible').first().click();
      await page.getByRole('button', { name: journey.menu, exact: true }).click();
      await page
        .locator('header')
        .getByRole('link', { name: new RegExp(`^${journey.product}`) })
        .click();
      await expect(page).toHaveURL(new RegExp(`${journey.path}$`));
      expect(await buyLinkOf(page, journey.buy)).toMatch(/^https:\/\/\w+\.store\.roboshift\.example\/products\//);
    });
  }
});

test.describe('phone menu and page scroll (SPEC §4)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  /** The page's scroll position once a wheel turn over the page's own content has reached the page. */
  async function wheelOverPage(page: Page) {
    const seen = page.evaluate(
      () => new Promise<void>((resolve) => addEventListener('wheel', () => resolve(), { once: true, capture: true })),
    );
    // Low on the screen, below the open panel, over the page itself.
    await page.mouse.move(195, 820);
    await page.mouse.wheel(0, 600);
    await seen;
  }
  /** Animation frames: a wheel that scrolls moves the page within the first of them. */
  const frames = (page: Page, n: number) =>
    page.evaluate(
      (count) =>
        new Promise<number>((resolve) => {
          const step = (left: number) => (left === 0 ? resolve(scrollY) : requestAnimationFrame(() => step(left - 1)));
          step(count);
        }),
      n,
    );
  const bodyStyle = (page: Page) =>
    page.evaluate(() => ({ overflow: document.body.style.overflow, paddingRight: document.body.style.paddingRight }));

  test('the open menu locks the page behind it as the popup does; closing it gives the scroll back', async ({
    page,
  }) => {
    // The home page: long enough to scroll, and no anchor to scroll to on entry.
    await page.goto('/us');
    // The scrollbar the lock makes up for (SPEC §4): what this window shows, none when it overlays the page.
    const scrollbar = await page.evaluate(() => innerWidth - document.documentElement.clientWidth);
    expect(await bodyStyle(page)).toEqual({ overflow: '', paddingRight: '' });

    const toggle = page.locator('header').getByRole('button', { name: 'Menu' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect
      .poll(() => bodyStyle(page))
      .toEqual({
        overflow: 'hidden',
        paddingRight: scrollbar > 0 ? `${scrollbar}px` : '',
      });
    // The point the wheel turns over is the page, not the panel, which scrolls on its own.
    expect(await page.evaluate(() => document.elementFromPoint(195, 820)?.closest('nav, header'))).toBeNull();
    const lockedAt = await page.evaluate(() => scrollY);
    await wheelOverPage(page);
    expect(await frames(page, 10)).toBe(lockedAt);

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(await bodyStyle(page)).toEqual({ overflow: '', paddingRight: '' });
    await wheelOverPage(page);
    await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(lockedAt);
  });

  test('following a link from the open menu leaves the next page scrollable', async ({ page }) => {
    await page.goto('/us');
    await page.locator('header').getByRole('button', { name: 'Menu' }).click();
    await expect.poll(() => bodyStyle(page).then((style) => style.overflow)).toBe('hidden');
    await page.getByRole('button', { name: 'Products', exact: true }).click();
    await page
      .locator('header')
      .getByRole('link', { name: /^Flagship Bumblebee/ })
      .click();
    await expect(page).toHaveURL(/\/us\/flagship-bumblebee$/);
    await expect.poll(() => bodyStyle(page)).toEqual({ overflow: '', paddingRight: '' });
  });
});

test('the region cookie and the region store label', async ({ page, context }) => {
  await page.goto('/fr');
  await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'region')?.value).toBe('fr');
  const cookie = (await context.cookies()).find((c) => c.name === 'region');
  expect(cookie?.path).toBe('/');
  expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(364 * 86400);
  await page.evaluate(() => localStorage.setItem('country', JSON.stringify({ state: { country: 'CA' }, version: 0 })));
  await page.goto('/us');
  await expect(page.locator('header').getByRole('link', { name: 'Canada - English' })).toBeVisible();
  await page.evaluate(() => localStorage.setItem('country', JSON.stringify({ state: { country: 'BR' }, version: 0 })));
  await page.reload();
  await expect(page.locator('header').getByRole('link', { name: 'Other Regions - English' })).toBeVisible();
});

test('product registration: errors next to the fields, then a reference from the service', async ({ page }) => {
  await page.goto('/us/product-registration');
  const form = page.locator('main form');
  await form.getByRole('button', { name: /register|submit/i }).click();
  await expect(form.locator('[aria-invalid="true"]').first()).toBeVisible();
  await form.getByLabel(/first name/i).fill('Ada');
  await form.getByLabel(/last name/i).fill('Lovelace');
  await form.getByLabel(/email/i).fill('ada@example.com');
  await form.getByLabel(/^product/i).selectOption('flagshipBumblebee');
  await form.getByLabel(/serial/i).fill('RS-2025-000123');
  await form.getByLabel(/purchase date/i).fill('2025-10-01');
  await form.getByRole('checkbox').first().check();
  await form.getByRole('button', { name: /register|submit/i }).click();
  await expect(page.getByText(/REG-[A-Z0-9]{8}/)).toBeVisible();
});

test('return request: the error summary takes focus, an error goes as its field is fixed, refusals are told', async ({
  page,
}) => {
  await page.goto('/us/return-manufacturer');
  const form = page.locator('main form');
  const submit = form.getByRole('button', { name: /request|submit|send/i });
  await submit.click();
  const summary = form.locator('section[tabindex="-1"]');
  await expect(summary).toBeFocused();
  const email = form.getByLabel(/email/i);
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  const errorsShown = () => summary.getByRole('link').count();
  const before = await errorsShown();
  // A shown error is checked again as its field changes: wrong still, then right.
  await email.fill('ada@');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await email.fill('ada@example.com');
  await expect(email).not.toHaveAttribute('aria-invalid');
  expect(await errorsShown()).toBe(before - 1);
  await form.getByLabel(/first name/i).fill('Ada');
  await form.getByLabel(/last name/i).fill('Lovelace');
  await form.getByLabel(/phone/i).fill('+1 555 0100');
  await form.getByLabel(/^product/i).selectOption('flagshipBumblebee');
  await form.getByLabel(/serial/i).fill('RS-2025-000123');
  await form.getByLabel(/order/i).fill('ORDER-1234');
  await form.getByLabel(/purchase date/i).fill('2025-10-01');
  await form.getByLabel(/reason/i).selectOption({ index: 1 });
  await form.getByLabel(/describe|description/i).fill('The left arm does not lock in robot mode.');
  await form.getByLabel(/street/i).fill('1 Main Street');
  await form.getByLabel(/city/i).fill('Austin');
  await form.getByLabel(/postal|zip/i).fill('78701');
  await form.getByRole('checkbox').first().check();
  // The service refuses: its own message (in the region's language) is shown, and nothing is lost.
  const told = 'Too many attempts. Please try again in 30 seconds.';
  await page.route('**/usapi/support/return-manufacturer', (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/json',
      body: JSON.stringify({ code: 4290, msg: told, data: {} }),
    }),
  );
  await submit.click();
  await expect(form.getByRole('alert')).toHaveText(told);
  // A field the service finds wrong is shown beside the field, with the summary.
  await page.unroute('**/usapi/support/return-manufacturer');
  await page.route('**/usapi/support/return-manufacturer', (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({ code: 4000, msg: 'invalid', data: { errors: { serialNumber: 'serial' } } }),
    }),
  );
  await submit.click();
  await expect(form.getByLabel(/serial/i)).toHaveAttribute('aria-invalid', 'true');
  await expect(summary).toBeFocused();
  // The network failing is the form's own failure text; the typed values are still there.
  await page.unroute('**/usapi/support/return-manufacturer');
  await page.route('**/usapi/support/return-manufacturer', (route) => route.abort());
  await form.getByLabel(/serial/i).fill('RS-2025-000124');
  await submit.click();
  await expect(form.getByRole('alert')).not.toHaveText(told);
  await expect(form.getByRole('alert')).toBeVisible();
  await expect(form.getByLabel(/city/i)).toHaveValue('Austin');
  // And the real service answers with a reference.
  await page.unroute('**/usapi/support/return-manufacturer');
  await submit.click();
  await expect(page.getByText(/RMA-[A-Z0-9]{8}/)).toBeVisible();
});

test.describe('accessibility of the pages of SPEC §2.2', () => {
  for (const url of [
    '/uk',
    '/de/flagship-megatron',
    '/fr/where-to-buy',
    '/de/manuals',
    '/us/faq',
    '/us/return-manufacturer',
    '/us/choose-your-region',
    '/fr/nope',
  ]) {
    test(`axe finds nothing on ${url}`, async ({ page }) => {
      await page.goto(url);
      await expectNoAxeViolations(page);
    });
  }

  test('axe finds nothing with the product menu open', async ({ page }) => {
    await page.goto('/us');
    await page.getByRole('button', { name: 'Products', exact: true }).click();
    await expectNoAxeViolations(page);
  });
});
