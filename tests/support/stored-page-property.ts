/**
 * No visitor's URL in a stored page (web/cache/stored-page.ts), on any serving path. Every stored route of
 * every region, as the build's prerender manifest lists them, is rendered again for a request that carries a
 * marker of its own in its query (a reset token, a campaign tag) and its path in another spelling (`%65` for `e`),
 * as Next renders a page for the first request after its window or a publish. Then no later plain request, its
 * HTML or its RSC payload, answered by Next's cache or by a cache in front, may carry a marker. The specs of the
 * three paths run it: stored-page.spec.ts (the front cache, every page), serving-paths.spec.ts (Next's own server)
 * and tests/faults/topology.spec.ts (nginx before two instances), one page of each route.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { cnHost } from '@showcase/schemas/hosts';
import { OWN_HOST_REGION } from '@showcase/schemas/regions';
import { PRERENDER_REVALIDATE_HEADER } from '../../web/framework/next-internals';

const manifest = () =>
  JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../web/.next/prerender-manifest.json'), 'utf8')) as {
    routes: Record<string, { srcRoute: string | null }>;
    preview: { previewModeId: string };
  };

/**
 * Every stored page of a region: its path on its own host, and the Host header that names that host. With
 * `onePerRoute`, the first page of each route on each host.
 */
export function storedPages(port: string | number, onePerRoute = false) {
  const seen = new Set<string>();
  return Object.entries(manifest().routes).flatMap(([page, { srcRoute }]) => {
    if (!srcRoute?.startsWith('/[region]')) return [];
    const cn = page === `/${OWN_HOST_REGION}` || page.startsWith(`/${OWN_HOST_REGION}/`);
    if (onePerRoute && seen.has(`${cn} ${srcRoute}`)) return [];
    seen.add(`${cn} ${srcRoute}`);
    return {
      path: cn ? page.slice(OWN_HOST_REGION.length + 1) || '/' : page,
      headers: cn ? { host: `${cnHost()}:${port}` } : ({} as Record<string, string>),
    };
  });
}

/** Runs `work` over `items`, `width` at a time. */
async function eachOf<T>(items: readonly T[], width: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await work(items[next++] as T);
    }),
  );
}

/**
 * What the site at `origin` does wrong: every page that carries a marker or the other spelling after it was
 * rendered for a request with them, and every such render that failed. Empty when the rule holds. Every stored
 * page through `npm start`; `onePerRoute` on the other serving paths, whose query is dropped by the same code
 * (lib/runtime/request-start.ts), so what they can differ in is the path, not the page.
 */
export async function markersKept(request: APIRequestContext, origin: string, onePerRoute = false): Promise<string[]> {
  const pages = storedPages(new URL(origin).port, onePerRoute);
  const least = onePerRoute ? 10 : 100;
  if (pages.length < least) return [`the build stores ${pages.length} region pages to ask, not every region's`];
  const { previewModeId } = manifest().preview;
  const run = `stored${randomBytes(4).toString('hex')}`;
  const unexpected: string[] = [];
  const spelled = (page: (typeof pages)[number]) => page.path.replaceAll('e', '%65');
  await eachOf(pages, 4, async (page) => {
    const marker = `${run}x${randomBytes(3).toString('hex')}`;
    // Rendered now, for this request, and stored: what the first request after the page's window does.
    const rendered = await request.get(`${origin}${spelled(page)}?token=${marker}&utm_source=${marker}`, {
      headers: { ...page.headers, [PRERENDER_REVALIDATE_HEADER]: previewModeId },
      maxRedirects: 0,
    });
    if (rendered.status() >= 500) unexpected.push(`${page.path}: the render answered ${rendered.status()}`);
  });
  // Twice: the first plain answer may be Next's, the second a cache in front's copy of it. Each as anyone asks:
  // the page's HTML and its RSC payload (a client navigation's request, with Next's `_rsc`).
  for (const round of [1, 2])
    await eachOf(pages, 4, async (page) => {
      const answers = await Promise.all([
        request.get(`${origin}${page.path}`, { headers: page.headers, maxRedirects: 0 }),
        request.get(`${origin}${page.path}?_rsc=`, { headers: { ...page.headers, rsc: '1' }, maxRedirects: 0 }),
      ]);
      for (const answer of answers) {
        const body = await answer.text();
        if (body.includes(run)) unexpected.push(`${page.path} (${answer.url()}, round ${round}): carries a marker`);
        if (spelled(page) !== page.path && body.includes(spelled(page)))
          unexpected.push(`${page.path} (${answer.url()}, round ${round}): carries the other spelling`);
      }
    });
  return unexpected;
}
