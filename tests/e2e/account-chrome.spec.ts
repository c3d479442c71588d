/**
 * The shopper's way into the account from the site's chrome, and My Account on a phone and as it loads: the US
 * header and footer lead to Log In (a plain link the server writes, working without scripts) and, once the
 * browser holds a session, to My Account, in the same box; regions without login screens have no such link;
 * My Account with a very long address never widens the page, and does not move as it loads.
 * Screenshots land in test-results/screenshots/ to be looked at.
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { type APIRequestContext, test as withoutScripts } from '@playwright/test';
import { cnHost } from '@showcase/schemas/hosts';
import { PATH_REGIONS } from '@showcase/schemas/regions';
import { en } from '../../web/lib/i18n/catalogs/en';
import { expect, hydrated, type Page, test } from '../support/browser-test';

const PASSWORD = 'Robots4ever!x';
const LOG_IN = en.account.login.logIn;
const MY_ACCOUNT = en.navigation.myAccount;
const SCREENSHOTS = path.resolve('test-results/screenshots');

const address = () => `shopper-${randomUUID().slice(0, 8)}@example.com`;
/** One unbroken run of characters, longer than a phone is wide. */
const longAddress = () =>
  `shopper-${randomUUID().slice(0, 8)}.with-a-very-long-address-that-has-nowhere-to-break@transforming-collectible-robots-${randomUUID().slice(0, 8)}.example.com`;

const headerLink = (page: Page, name: string) => page.locator('header').getByRole('link', { name, exact: true });
const footerLink = (page: Page, name: string) => page.locator('footer').getByRole('link', { name, exact: true });

interface Tokens {
  user_id: string;
  apptoken: string;
  reftoken: string;
}

/** A new US account, signed in through the API as the login screen would (accounts.spec.ts). */
async function newSession(request: APIRequestContext, email: string): Promise<Tokens> {
  const registered = await request.post('/usapi/account/user/register/pwd', { data: { email, password: PASSWORD } });
  expect((await registered.json()).code).toBe(2000);
  const login = await request.post('/usapi/account/user/login/pwd', { data: { email, password: PASSWORD } });
  const { code, data } = (await login.json()) as { code: number; data: Tokens };
  expect(code).toBe(2000);
  return data;
}

/**
 * Puts the session where the site keeps it (SPEC §3: us:apptoken, us:reftoken, us:userId) before the first page
 * runs a script, and only when there is none, so a token the site has refreshed since is never put back.
 */
async function holdSession(page: Page, tokens: Tokens) {
  await page.addInitScript((t) => {
    if (localStorage.getItem('us:apptoken') !== null) return;
    localStorage.setItem('us:userId', JSON.stringify(t.user_id));
    localStorage.setItem('us:apptoken', JSON.stringify(t.apptoken));
    localStorage.setItem('us:reftoken', JSON.stringify(t.reftoken));
  }, tokens);
}

/** My Account once it shows the profile it fetched (the layout is drawn before, with placeholders). */
async function accountShown(page: Page, email: string) {
  await expect(page.getByTestId('account-card')).toHaveAttribute('data-state', 'ready');
  await expect(page.getByRole('main').getByText(email, { exact: true })).toBeVisible();
  await expect(page.getByText(en.account.account.noOrders)).toBeVisible();
}

withoutScripts.describe('without scripts', () => {
  withoutScripts.use({ javaScriptEnabled: false });

  withoutScripts('the US header and footer lead to Log In', async ({ page }) => {
    await page.goto('/us');
    await expect(headerLink(page, LOG_IN)).toHaveAttribute('href', '/us/login');
    await expect(footerLink(page, LOG_IN)).toHaveAttribute('href', '/us/login');
    await expect(page.locator('header').getByRole('link', { name: MY_ACCOUNT })).toHaveCount(0);
    await page.locator('header').screenshot({ path: path.join(SCREENSHOTS, 'us-header-no-scripts-1280.png') });
  });
});

test('US header: Log In by keyboard, sign in, then My Account in the same box, leading to the account', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const email = address();
  expect((await request.post('/usapi/account/user/register/pwd', { data: { email, password: PASSWORD } })).ok()).toBe(
    true,
  );
  await page.goto('/us');
  const logIn = headerLink(page, LOG_IN);
  await expect(logIn).toHaveAttribute('href', '/us/login');
  await expect(footerLink(page, LOG_IN)).toHaveAttribute('href', '/us/login');
  const loggedOutBox = await logIn.boundingBox();
  await page.locator('header').screenshot({ path: path.join(SCREENSHOTS, 'us-header-logged-out-1280.png') });

  // Reached with Tab like any other link of the header, its focus drawn.
  for (let presses = 0; presses < 30; presses++) {
    await page.keyboard.press('Tab');
    if (await logIn.evaluate((link) => link === document.activeElement)) break;
  }
  await expect(logIn).toBeFocused();
  expect(await logIn.evaluate((link) => link.matches(':focus-visible'))).toBe(true);
  expect(await logIn.evaluate((link) => getComputedStyle(link).outlineStyle)).not.toBe('none');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/us\/login$/);
  await hydrated(page);

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: LOG_IN, exact: true }).click();
  await expect(page).toHaveURL(/\/us\/account$/);
  await expect(headerLink(page, MY_ACCOUNT)).toHaveAttribute('href', '/us/account');
  await expect(footerLink(page, MY_ACCOUNT)).toHaveAttribute('href', '/us/account');
  await expect(headerLink(page, LOG_IN)).toHaveCount(0);

  // Any page's header now: the same box as "Log In" had, and it leads to the account.
  await page.goto('/us');
  const myAccount = headerLink(page, MY_ACCOUNT);
  await expect(myAccount).toBeVisible();
  expect(await myAccount.boundingBox()).toEqual(loggedOutBox);
  await myAccount.click();
  await expect(page).toHaveURL(/\/us\/account$/);
  await accountShown(page, email);
});

test('regions without login screens have no way into an account in their chrome', async ({ page, baseURL }) => {
  const port = new URL(baseURL ?? '').port;
  // The login screens are the US's alone (SPEC §2.2); every other region, cn's host too, has no way in.
  const others = [...PATH_REGIONS.filter((region) => region !== 'us'), 'cn'];
  expect(others.length).toBeGreaterThan(0);
  for (const region of others) {
    await page.goto(region === 'cn' ? `http://${cnHost()}:${port}/` : `/${region}`);
    await expect(page.locator('footer')).toBeVisible();
    await expect(page.getByTestId('account-link'), region).toHaveCount(0);
    await expect(page.locator('header a[href*="/login"], footer a[href*="/login"]'), region).toHaveCount(0);
    await expect(page.locator('header a[href$="/account"], footer a[href$="/account"]'), region).toHaveCount(0);
  }
});

test('My Account with a very long address: never wider than the window, 320 to 1280 px', async ({ page, request }) => {
  test.setTimeout(60_000);
  const email = longAddress();
  await holdSession(page, await newSession(request, email));
  for (const width of [320, 390, 768, 1280]) {
    await page.setViewportSize({ width, height: width < 768 ? 844 : 800 });
    await page.goto('/us/account');
    await accountShown(page, email);
    await expect(headerLink(page, MY_ACCOUNT)).toHaveAttribute('href', '/us/account');
    const widths = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      window: window.innerWidth,
    }));
    expect(widths.scroll, `${width} px`).toBeLessThanOrEqual(widths.window);
    // The address itself is on screen, whole, broken over lines where it must be.
    const shown = await page.getByRole('main').getByText(email, { exact: true }).boundingBox();
    expect(shown?.x ?? -1, `${width} px`).toBeGreaterThanOrEqual(0);
    expect((shown?.x ?? 0) + (shown?.width ?? Number.POSITIVE_INFINITY), `${width} px`).toBeLessThanOrEqual(width);
    if (width === 390 || width === 1280) {
      await page.screenshot({ path: path.join(SCREENSHOTS, `us-account-long-address-${width}.png`), fullPage: true });
      await page.locator('header').screenshot({ path: path.join(SCREENSHOTS, `us-header-signed-in-${width}.png`) });
    }
  }
});

/** Every layout shift of the page from its first byte (none made by input), read once the page is settled. */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean };
    const target = window as unknown as { __shifts: number[]; __shiftObserver: PerformanceObserver };
    target.__shifts = [];
    const add = (entries: PerformanceEntryList) => {
      for (const entry of entries as Shift[]) if (!entry.hadRecentInput) target.__shifts.push(entry.value);
    };
    target.__shiftObserver = new PerformanceObserver((list) => add(list.getEntries()));
    target.__shiftObserver.observe({ type: 'layout-shift', buffered: true });
    (target as unknown as { __addShifts: typeof add }).__addShifts = add;
  });
  return () =>
    page.evaluate(() => {
      const target = window as unknown as {
        __shifts: number[];
        __shiftObserver: PerformanceObserver;
        __addShifts: (entries: PerformanceEntryList) => void;
      };
      // Entries the observer has queued but not yet delivered.
      target.__addShifts(target.__shiftObserver.takeRecords());
      return target.__shifts.reduce((sum, value) => sum + value, 0);
    });
}

for (const viewport of [
  { width: 1280, height: 720 },
  { width: 390, height: 844 },
]) {
  test(`My Account loads without moving (CLS ≤ 0.01) at ${viewport.width} px`, async ({ page, request }) => {
    const email = address();
    await holdSession(page, await newSession(request, email));
    await page.setViewportSize(viewport);
    const cumulativeShift = await recordLayoutShifts(page);
    await page.goto('/us/account');
    await accountShown(page, email);
    await expect(headerLink(page, MY_ACCOUNT)).toBeVisible();
    expect(await cumulativeShift()).toBeLessThanOrEqual(0.01);
  });
}

test('the login card keeps a margin from the edges of a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/us/login');
  const card = page.getByRole('main').locator('h1').locator('..');
  const box = await card.boundingBox();
  expect(box?.x).toBeGreaterThanOrEqual(16);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390 - 16);
  await page.screenshot({ path: path.join(SCREENSHOTS, 'us-login-390.png') });
});
