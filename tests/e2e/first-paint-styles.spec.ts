/**
 * A stored page paints from the rules inline in its head before its stylesheets arrive (web/cache/critical-styles.ts).
 * What a visitor sees first must be what the stylesheets show: every element in the first screen has the same
 * box, colours and type with the stylesheets held back, with any one of them arrived, and with all loaded. Scripts are off in both, so the
 * markup is the server's in both and only the styles differ. Without scripts the stylesheets still load.
 */
import { type Browser, expect, type Page, type Route, test } from '@playwright/test';

const PAGES = ['/us', '/us/flagship-bumblebee', '/fr', '/jp/flagship-bumblebee', '/us/account', '/de/black-friday'];
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

/**
 * The page with its first `arrived` stylesheets answered and the others held, unanswered while it is read: as on a
 * slow link, where they arrive after the first paint, one by one (a browser applies the body's stylesheets in
 * their order). They are the body's last elements, so once each is asked for the whole markup has been read.
 */
async function withArrived(page: Page, path: string, stylesheets: string[], arrived: number) {
  const held: Route[] = [];
  await page.route(STYLESHEETS, (route) =>
    stylesheets.indexOf(route.request().url()) < arrived ? route.continue() : void held.push(route),
  );
  await page.goto(path, { waitUntil: 'commit' });
  await expect.poll(() => held.length).toBe(stylesheets.length - arrived);
  await expect
    .poll(() => page.evaluate(() => [...document.styleSheets].flatMap((sheet) => (sheet.href ? [sheet.href] : []))))
    .toEqual(stylesheets.slice(0, arrived));
  return firstScreen(page);
}

for (const path of PAGES)
  for (const { name, viewport } of SCREENS)
    test(`${path} on a ${name}: the first screen is the same whichever of its stylesheets have arrived`, async ({
      browser,
      baseURL,
    }) => {
      const { context, page } = await open(browser, baseURL ?? '', viewport);
      try {
        await page.goto(path, { waitUntil: 'load' });
        const loaded = await firstScreen(page);
        expect(loaded.length).toBeGreaterThan(10);
        const stylesheets = await page.evaluate(() =>
          [...document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]')].map((link) => link.href),
        );
        expect(stylesheets.length).toBeGreaterThan(0);
        // The stylesheets that have arrived follow the inline rules, so a rule of one still held that wins inline
        // over one of theirs loses until it arrives too: whichever have arrived, the page must not change.
        for (let arrived = 0; arrived < stylesheets.length; arrived++) {
          const held = await context.newPage();
          try {
            expect(await withArrived(held, path, stylesheets, arrived), `${arrived} arrived`).toEqual(loaded);
          } finally {
            await held.unrouteAll({ behavior: 'ignoreErrors' });
            await held.close();
          }
        }
      } finally {
        await context.close();
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
