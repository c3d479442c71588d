/**
 * A stored page paints from the rules inline in its head before its stylesheets arrive (web/cache/critical-styles.ts).
 * What a visitor sees first must be what the stylesheets show: every element in the first screen has the same
 * box, colours and type with the stylesheets held back as with them loaded. Scripts are off in both, so the
 * markup is the server's in both and only the styles differ. Without scripts the stylesheets still load.
 */
import { type Browser, expect, type Page, type Route, test } from '@playwright/test';

const PAGES = ['/us', '/us/flagship-bumblebee', '/fr', '/jp/flagship-bumblebee'];
const SCREENS = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1350, height: 940 } },
];
const STYLESHEETS = /\/_next\/static\/.+\.css$/;

/** Each element that shows in the first screen: its place, size, colours and type. */
function firstScreen(page: Page) {
  return page.evaluate(() => {
    const seen: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || box.top >= innerHeight || box.bottom <= 0) continue;
      const style = getComputedStyle(element);
      seen.push(
        [
          element.tagName,
          element.getAttribute('class') ?? '',
          ...[box.x, box.y, box.width, box.height].map(Math.round),
          style.color,
          style.backgroundColor,
          style.fontSize,
          style.fontWeight,
          style.display,
          style.visibility,
        ].join(' '),
      );
    }
    return seen;
  });
}

async function open(browser: Browser, baseURL: string, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ baseURL, viewport, javaScriptEnabled: false });
  return { context, page: await context.newPage() };
}

for (const path of PAGES)
  for (const { name, viewport } of SCREENS)
    test(`${path} on a ${name}: the first screen before the stylesheets is the first screen after them`, async ({
      browser,
      baseURL,
    }) => {
      const held = await open(browser, baseURL ?? '', viewport);
      const loaded = await open(browser, baseURL ?? '', viewport);
      try {
        // Held, unanswered while the page is read: as on a slow link, where they arrive after the first paint. They
        // are the body's last elements, so once they are asked for the whole markup has been read.
        const requested: Route[] = [];
        await held.page.route(STYLESHEETS, (route) => {
          requested.push(route);
        });
        await held.page.goto(path, { waitUntil: 'commit' });
        await expect.poll(() => requested.length).toBeGreaterThan(0);
        const applied = held.page.evaluate(() =>
          [...document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]')].some((link) => link.sheet),
        );
        expect(await applied).toBe(false);
        await loaded.page.goto(path, { waitUntil: 'load' });
        const before = await firstScreen(held.page);
        expect(before.length).toBeGreaterThan(10);
        expect(before).toEqual(await firstScreen(loaded.page));
      } finally {
        await held.page.unrouteAll({ behavior: 'ignoreErrors' });
        await Promise.all([held.context.close(), loaded.context.close()]);
      }
    });

test('without scripts, the whole stylesheets still load and apply', async ({ browser, baseURL }) => {
  const { context, page } = await open(browser, baseURL ?? '', { width: 390, height: 844 });
  try {
    await page.goto('/us', { waitUntil: 'load' });
    const sheets = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('body > link[rel=stylesheet]')].map(
        (link) => link.sheet?.cssRules.length ?? 0,
      ),
    );
    expect(sheets.length).toBeGreaterThan(0);
    for (const rules of sheets) expect(rules).toBeGreaterThan(0);
    // A rule the first paint does without (a hover state) is the stylesheets' to give.
    expect(
      await page.evaluate(() =>
        [...document.styleSheets].some((sheet) =>
          sheet.href ? [...sheet.cssRules].some((rule) => rule.cssText.includes(':hover')) : false,
        ),
      ),
    ).toBe(true);
  } finally {
    await context.close();
  }
});
