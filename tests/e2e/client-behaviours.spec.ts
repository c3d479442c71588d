import { expect, type Page, test } from '@playwright/test';
import { STANDIN_WIDGET_SOURCE } from '../../web/lib/chat/standin-widget';
import { followProductMenuLink } from '../support/menus';

const widgetScript = STANDIN_WIDGET_SOURCE;

interface TestWindow {
  __chatCalls?: ('open' | 'close')[];
  __chatEmit?: (event: 'close') => void;
  RoboshiftChat?: unknown;
  dataLayer?: Record<string, unknown>[];
  next?: { router?: { push(href: string): void } };
}

test.beforeEach(async ({ page }) => {
  await page.route('https://chat.example/widget.js', (route) =>
    route.fulfill({ body: widgetScript, contentType: 'text/javascript' }),
  );
  await page.route('https://tags.example/**', (route) => route.fulfill({ body: '', contentType: 'text/javascript' }));
});

const chatCalls = (page: Page) => page.evaluate(() => (window as unknown as TestWindow).__chatCalls ?? null);
const scrollBy = (page: Page, y: number) => page.evaluate((dy) => window.scrollBy(0, dy), y);

/** Stops the page's clock where it is now (a little later: pauseAt cannot go back in time). */
async function pauseClock(page: Page) {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 250);
}

test.describe('the chat button (SPEC §4)', () => {
  test('appears once the widget is ready, follows the scroll, opens and closes the chat', async ({ page }) => {
    await page.clock.install();
    await page.goto('/us/flagship-bumblebee');
    const button = page.getByRole('button', { name: 'Chat with us', includeHidden: true });
    const frame = page.locator('#roboshift-chat-frame');
    // The button is rendered (hidden) once the controller runs, and the widget script has loaded: from
    // here on every timer of the chat is on the clock.
    await expect(button).toBeAttached();
    await expect.poll(() => page.evaluate(() => 'RoboshiftChat' in window)).toBe(true);
    await pauseClock(page);

    // The widget is ready about 1 s after loading, but the page first waits 5 s, then 2 s after ready.
    await expect(button).toBeHidden();
    await expect(frame).toBeHidden();
    await page.clock.runFor(4_500);
    await expect(button).toBeHidden();
    expect(await chatCalls(page)).toEqual([]);

    // 8.5 s after the start: reset (closed), frame shown, button visible.
    await page.clock.runFor(4_000);
    await expect(button).toBeVisible();
    await expect(frame).toBeVisible();
    expect(await chatCalls(page)).toEqual(['close']);
    const box = await button.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(44);
    expect(box?.height).toBeGreaterThanOrEqual(44);

    // Room to scroll whatever the page's length; product pages may have scrolled to their anchor already,
    // so every move is relative.
    await page.evaluate(() => {
      document.body.style.paddingBottom = '4000px';
    });
    await scrollBy(page, 400);
    await expect(button).toBeHidden();
    await scrollBy(page, -200);
    await expect(button).toBeVisible();
    await scrollBy(page, 600);
    await expect(button).toBeHidden();
    // Back 3 s after scrolling stops.
    await page.clock.runFor(2_900);
    await expect(button).toBeHidden();
    await page.clock.runFor(200);
    await expect(button).toBeVisible();

    await button.click();
    await expect.poll(() => chatCalls(page)).toEqual(['close', 'open']);
    await expect(frame).toHaveAttribute('data-state', 'open');

    // The visitor closes the chat in the widget: the page closes it again, the button stays.
    await page.evaluate(() => (window as unknown as TestWindow).__chatEmit?.('close'));
    await expect.poll(() => chatCalls(page)).toEqual(['close', 'open', 'close']);
    await expect(frame).toHaveAttribute('data-state', 'closed');
    await expect(button).toBeVisible();
  });

  test('keyboard: the button is reachable and opens the chat', async ({ page }) => {
    await page.clock.install();
    await page.goto('/us');
    const button = page.getByRole('button', { name: 'Chat with us', includeHidden: true });
    await expect(button).toBeAttached();
    await expect.poll(() => page.evaluate(() => 'RoboshiftChat' in window)).toBe(true);
    await pauseClock(page);
    await page.clock.runFor(8_500);
    await expect(button).toBeVisible();
    await button.focus();
    await expect(button).toBeFocused();
    await page.keyboard.press('Enter');
    await expect.poll(() => chatCalls(page)).toEqual(['close', 'open']);
  });

  test('no chat on other regions: neither the button nor the widget script', async ({ page }) => {
    const chatRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith('https://chat.example/')) chatRequests.push(request.url());
    });
    await page.clock.install();
    await page.goto('/uk');
    await page.clock.runFor(25_000);
    await expect(page.getByRole('button', { name: 'Chat with us', includeHidden: true })).toHaveCount(0);
    expect(await page.evaluate(() => 'RoboshiftChat' in window)).toBe(false);
    expect(chatRequests).toEqual([]);
  });
});

test.describe('analytics (SPEC §2.4, §6)', () => {
  const pageViews = (page: Page) =>
    page.evaluate(() =>
      ((window as unknown as TestWindow).dataLayer ?? []).filter((entry) => entry?.event === 'virtual_page_view'),
    );

  test('a virtual page view on load and after every navigation', async ({ page }) => {
    await page.goto('/us');
    await expect.poll(() => pageViews(page)).toHaveLength(1);
    expect((await pageViews(page))[0]).toEqual({
      event: 'virtual_page_view',
      page_path: '/us',
      page_title: await page.title(),
      page_location: page.url(),
      login_status: 'Not logged in',
      user_id: null,
    });

    // A product link of the header menu (followed by the client router, tests/e2e/client-navigation.spec.ts).
    await followProductMenuLink(page, 'Flagship Bumblebee');
    await expect(page).toHaveURL(/\/us\/flagship-bumblebee$/);
    await expect.poll(async () => (await pageViews(page)).at(-1)?.page_path).toBe('/us/flagship-bumblebee');
    const before = await pageViews(page);
    const bumblebeeTitle = await page.title();

    // A client-side navigation (Next's router, as a <Link> would): one more view in the same document.
    await page.evaluate(() => (window as unknown as TestWindow).next?.router?.push('/us/flagship-megatron'));
    await expect(page).toHaveURL(/\/us\/flagship-megatron$/);
    await expect.poll(async () => (await pageViews(page)).length).toBe(before.length + 1);
    const last = (await pageViews(page)).at(-1);
    expect(last).toMatchObject({
      event: 'virtual_page_view',
      page_path: '/us/flagship-megatron',
      page_location: page.url(),
      login_status: 'Not logged in',
      user_id: null,
    });
    // The title is the new page's, read after Next updated it.
    expect(last?.page_title).toBe(await page.title());
    expect(last?.page_title).not.toBe(bumblebeeTitle);
  });

  test('a logged-in visitor is reported with the user id of the region group', async ({ page }) => {
    await page.goto('/jp');
    await page.evaluate(() => localStorage.setItem('us:userId', JSON.stringify('user-42')));
    await page.reload();
    await expect
      .poll(async () => (await pageViews(page)).at(-1))
      .toMatchObject({ login_status: 'Logged in', user_id: 'user-42', page_path: '/jp' });
  });

  test('the analytics tag is requested; no reCAPTCHA without a site key', async ({ page }) => {
    const recaptcha: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('recaptcha')) recaptcha.push(request.url());
    });
    const tag = page.waitForRequest('https://tags.example/tag.js');
    await page.goto('/uk');
    await tag;
    expect(recaptcha).toEqual([]);
  });
});
