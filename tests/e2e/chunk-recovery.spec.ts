/**
 * A new deployment never leaves a page broken (SPEC §2.4): a cached page still names the chunks of the
 * build it was rendered by; when one of its first scripts answers 404 the page cannot hydrate, so the recovery
 * must already be there before any of them runs: an inline catcher keeps the failure, and the recovery, loaded
 * beside the chunks from an address no deployment changes, acts on it. The browser reloads the page once, gets
 * the current build's chunks, and works; a chunk that stays gone reloads once and never loops. (Which failures
 * count, and the client-navigation case, are tested on the scripts themselves: web/lib/ui/chunk-recovery.test.ts.)
 */

import { expect, type Page, type Request, test } from '@playwright/test';
import { cnHost } from '@showcase/schemas/hosts';
import { CHUNK_ERRORS_SCRIPT, CHUNK_RECOVERY_PATH, CHUNK_RECOVERY_SCRIPT } from '../../web/lib/ui/chunk-recovery';
import { hydrated } from '../support/browser-test';

const PAGE = '/us/flagship-bumblebee';

/** The first chunk the page's HTML names: without it nothing on the page runs. */
async function firstChunk(page: Page): Promise<string> {
  const html = await (await page.request.get(PAGE)).text();
  const src = /<script src="(\/_next\/static\/chunks\/[^"]+\.js)" async="">/.exec(html)?.[1];
  expect(src, 'an initial chunk in the page').toBeTruthy();
  return src ?? '';
}

/** Counts the documents loaded for PAGE and the checks the recovery made (HEAD requests for the chunk). */
function watch(page: Page, chunk: string) {
  const seen = { documents: 0, heads: 0 };
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (request.resourceType() === 'document' && url.pathname === PAGE) seen.documents++;
    if (url.pathname === chunk && request.method() === 'HEAD') seen.heads++;
  });
  return seen;
}

test('a cached page whose first chunk is gone reloads once and then works', async ({ page }) => {
  const chunk = await firstChunk(page);
  const seen = watch(page, chunk);
  // Gone for the page as first loaded (the script and the recovery's check), back for the reloaded page, as
  // when the first load was a cached copy naming an older build.
  await page.route(`**${chunk}`, (route) =>
    seen.documents < 2 ? route.fulfill({ status: 404, body: 'gone' }) : route.continue(),
  );
  await page.goto(PAGE, { waitUntil: 'commit' });
  await expect.poll(() => seen.documents).toBe(2);
  await hydrated(page);
  expect(seen.heads).toBe(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Flagship Bumblebee');
  // Working: the phone menu opens (a client component, so hydration really happened).
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'true');
  expect(await page.evaluate((path) => sessionStorage.getItem(`chunk-reload:${path}`), PAGE)).not.toBeNull();
});

test('a chunk that stays gone reloads the page once, never in a loop', async ({ page }) => {
  const chunk = await firstChunk(page);
  const seen = watch(page, chunk);
  await page.route(`**${chunk}`, (route) => route.fulfill({ status: 404, body: 'gone' }));
  await page.goto(PAGE, { waitUntil: 'commit' });
  await expect.poll(() => seen.documents).toBe(2);
  // The reloaded page's failure fires before its load event; its decision (this page already reloaded) is
  // taken there and then, without a second check.
  await page.waitForLoadState('load');
  expect(seen).toEqual({ documents: 2, heads: 1 });
  // The server's page is still there to read.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Flagship Bumblebee');
});

test('the recovery is at one address on both hosts, kept minutes, and the page names it beside its catcher', async ({
  request,
}) => {
  const port = Number(process.env.E2E_PORT ?? 3210);
  for (const host of [`localhost:${port}`, `${cnHost()}:${port}`]) {
    const answer = await request.get(`http://127.0.0.1:${port}${CHUNK_RECOVERY_PATH}`, { headers: { host } });
    expect(answer.status(), host).toBe(200);
    expect(answer.headers()['content-type']).toContain('javascript');
    expect(answer.headers()['cache-control']).toBe('public, max-age=300');
    expect(await answer.text()).toBe(CHUNK_RECOVERY_SCRIPT);
  }
  const html = await (await request.get(PAGE)).text();
  expect(html).toContain(`<script>${CHUNK_ERRORS_SCRIPT}</script>`);
  expect(html).toContain(`<script src="${CHUNK_RECOVERY_PATH}" async="">`);
});
