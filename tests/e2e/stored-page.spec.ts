/**
 * No visitor's URL in a stored page (web/lib/runtime/stored-page.ts). Every stored route of every region, as the build's
 * prerender manifest lists them, is rendered again for a request that carries a marker of its own in its query
 * (a reset token, a campaign tag) and its path in another spelling (`%65` for `e`), as Next renders a page for the
 * first request after its window or a publish. Then no later plain request, its HTML or its RSC payload, answered by Next's cache or by a cache in front, ever
 * carries a marker. It runs on the three serving paths (playwright.config.ts: front cache on, off, and nginx), and
 * controlled-clock.spec.ts passes a page's window on the real clock.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { cnHost } from '@showcase/schemas/hosts';
import { OWN_HOST_REGION } from '@showcase/schemas/regions';
import { PRERENDER_REVALIDATE_HEADER } from '../../web/framework/next-internals';

const port = Number(process.env.E2E_PORT ?? 3210);
const origin = `http://127.0.0.1:${port}`;
const manifest = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../web/.next/prerender-manifest.json'), 'utf8'),
) as { routes: Record<string, { srcRoute: string | null }>; preview: { previewModeId: string } };

/** Every stored page of a region: its path on its own host, and that host. */
const STORED = Object.entries(manifest.routes)
  .filter(([, route]) => route.srcRoute?.startsWith('/[region]'))
  .map(([page]) => {
    const cn = page === `/${OWN_HOST_REGION}` || page.startsWith(`/${OWN_HOST_REGION}/`);
    return {
      path: cn ? page.slice(OWN_HOST_REGION.length + 1) || '/' : page,
      headers: cn ? { host: `${cnHost()}:${port}` } : ({} as Record<string, string>),
    };
  });

/** Runs `work` over `items`, `width` at a time. */
async function eachOf<T>(items: readonly T[], width: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await work(items[next++] as T);
    }),
  );
}

/** The page's HTML and its RSC payload (a client navigation's request, with Next's `_rsc`), as anyone asks. */
const plainAnswers = (request: APIRequestContext, page: (typeof STORED)[number]) =>
  Promise.all([
    request.get(`${origin}${page.path}`, { headers: page.headers, maxRedirects: 0 }),
    request.get(`${origin}${page.path}?_rsc=`, { headers: { ...page.headers, rsc: '1' }, maxRedirects: 0 }),
  ]);

test('a marker in the query of the request that renders a page never reaches a later plain request', async ({
  request,
}) => {
  // Two renders and six reads per page, a few at a time, on a machine that may be busy.
  test.setTimeout(300_000);
  expect(STORED.length, 'the build stores the region pages').toBeGreaterThan(100);
  const run = `stored${randomBytes(4).toString('hex')}`;
  const unexpected: string[] = [];
  const spelled = (page: (typeof STORED)[number]) => page.path.replaceAll('e', '%65');
  await eachOf(STORED, 4, async (page) => {
    const marker = `${run}x${randomBytes(3).toString('hex')}`;
    // Rendered now, for this request, and stored: what the first request after the page's window does.
    const rendered = await request.get(`${origin}${spelled(page)}?token=${marker}&utm_source=${marker}`, {
      headers: { ...page.headers, [PRERENDER_REVALIDATE_HEADER]: manifest.preview.previewModeId },
      maxRedirects: 0,
    });
    if (rendered.status() >= 500) unexpected.push(`${page.path}: the render answered ${rendered.status()}`);
  });
  // Twice: the first plain answer may be Next's, the second the front cache's or nginx's copy of it.
  for (const round of [1, 2])
    await eachOf(STORED, 4, async (page) => {
      for (const answer of await plainAnswers(request, page)) {
        const body = await answer.text();
        if (body.includes(run)) unexpected.push(`${page.path} (${answer.url()}, round ${round}): carries a marker`);
        if (spelled(page) !== page.path && body.includes(spelled(page)))
          unexpected.push(`${page.path} (${answer.url()}, round ${round}): carries the other spelling`);
      }
    });
  expect(unexpected).toEqual([]);
});
