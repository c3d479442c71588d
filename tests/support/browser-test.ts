/**
 * Playwright's `test` with a page that waits, after each navigation to an HTML page, until React has
 * hydrated it. Until then the server's markup is on screen but its buttons, menus and listeners do nothing:
 * a click or a key that lands in that gap is lost, and a slow machine widens the gap.
 */
import { test as base, type Page, type Response } from '@playwright/test';

export { expect, type Page, type Route } from '@playwright/test';

/**
 * React marks each element it has hydrated with its props; <body> is rendered by the root layout. A Suspense
 * boundary hydrates after it (the login screens' flows sit in one, web/components/account/account-screen.tsx),
 * and a form clicked before then is sent without scripts: so every form too. Asked while a new document is still
 * arriving (a reload under way), there may be no body yet: that is "not yet", not an error.
 */
function isHydrated() {
  return (
    document.body !== null &&
    [document.body, ...document.forms].every((element) =>
      Object.keys(element).some((key) => key.startsWith('__reactProps$')),
    )
  );
}

/** The same as an expression, for the Firefox and WebKit drivers (support/engines.ts); pages forbid eval. */
export const HYDRATED = `(${isHydrated})()`;

export async function hydrated(page: Page) {
  await page.waitForFunction(isHydrated);
}

function isHtml(response: Response | null) {
  return Boolean(response?.headers()['content-type']?.startsWith('text/html'));
}

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    // Without scripts nothing hydrates: the server's page is all there is.
    if (!javaScriptEnabled) return use(page);
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      if (isHtml(response)) await hydrated(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      if (isHtml(response)) await hydrated(page);
      return response;
    };
    await use(page);
  },
});

/**
 * Every toast this tab shows, in order, with the page it was shown on. A toast lives 3 s and is often
 * followed by a page load, so a test that polls the toaster can miss it on a busy machine; this records
 * each one the moment it enters the DOM, on every page of the tab loaded after the call.
 */
export async function recordToasts(page: Page) {
  const seen: { text: string; path: string }[] = [];
  // The page says where it is: by the time the runner reads a frame's URL, the tab may have moved on.
  await page.exposeFunction('__toastShown', (text: string, path: string) => {
    seen.push({ text, path });
  });
  await page.addInitScript(() => {
    const reported = new WeakSet<Node>();
    const report = (text: string) =>
      (window as unknown as { __toastShown: (text: string, path: string) => Promise<void> }).__toastShown(
        text,
        location.pathname,
      );
    new MutationObserver(() => {
      for (const toast of document.querySelectorAll('[data-testid="toaster"] > *')) {
        if (reported.has(toast)) continue;
        reported.add(toast);
        void report(toast.textContent ?? '');
      }
    }).observe(document, { childList: true, subtree: true });
  });
  return seen;
}
