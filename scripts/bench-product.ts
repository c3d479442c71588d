/**
 * npm run bench:product: how long the product page takes on the embedded backend.
 *  - served: median and p99 of sequential GETs of /us/flagship-bumblebee from `next start`
 *    (an ISR hit), beside a bare node:http server sending the same bytes (the floor);
 *  - rendered: median and p99 of forced fresh renders of the same page (Next's on-demand
 *    revalidation header with the build's preview id: the page is rendered, not read from the cache);
 *  - content: median time of the page's queries on the embedded backend (groq-js over the dataset),
 *    the part of an uncached render that is ours rather than React's.
 * Needs a build (npm run build). Writes bench/results/product-<date>.json.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { embeddedFetch } from '../web/lib/content/embedded';
import { NAVIGATION_QUERY, PAGE_QUERY, REGION_SETTINGS_QUERY } from '../web/lib/content/queries';
import { ROOT } from './lib/dataset-files';
import { startNext } from './lib/next-server';

const PORT = Number(process.env.BENCH_PORT ?? 3311);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 500);
const url = `http://127.0.0.1:${PORT}/us/flagship-bumblebee`;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};
const round = (ms: number) => Math.round(ms * 100) / 100;

async function timeRequests(target: string, count: number, headers: Record<string, string> = {}) {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    const response = await fetch(target, { headers });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${target} answered ${response.status}`);
    times.push(performance.now() - started);
  }
  return { median: round(percentile(times, 50)), p99: round(percentile(times, 99)) };
}

async function main() {
  const server = await startNext(PORT, {}, { readyPath: '/us' });
  try {
    await timeRequests(url, 50);
    const served = await timeRequests(url, REQUESTS);
    const manifest = JSON.parse(readFileSync(path.join(ROOT, 'web/.next/prerender-manifest.json'), 'utf8')) as {
      preview: { previewModeId: string };
    };
    const revalidate = { 'x-prerender-revalidate': manifest.preview.previewModeId };
    await timeRequests(url, 10, revalidate);
    const rendered = await timeRequests(url, Math.min(REQUESTS, 200), revalidate);

    const html = Buffer.from(await (await fetch(url)).arrayBuffer());
    const floor = createServer((_req, res) => res.end(html));
    await new Promise<void>((r) => floor.listen(0, '127.0.0.1', r));
    const floorUrl = `http://127.0.0.1:${(floor.address() as AddressInfo).port}/`;
    await timeRequests(floorUrl, 50);
    const staticFloor = await timeRequests(floorUrl, REQUESTS);
    floor.close();

    const content: number[] = [];
    for (let i = 0; i < 300; i++) {
      const started = performance.now();
      await Promise.all([
        embeddedFetch(PAGE_QUERY, { region: 'us', path: 'flagship-bumblebee' }),
        embeddedFetch(REGION_SETTINGS_QUERY, { region: 'us' }),
        embeddedFetch(NAVIGATION_QUERY, { region: 'us' }),
      ]);
      content.push(performance.now() - started);
    }

    const result = {
      date: new Date().toISOString(),
      node: process.version,
      page: '/us/flagship-bumblebee',
      htmlBytes: html.length,
      requests: REQUESTS,
      servedMs: served,
      renderedMs: rendered,
      staticFloorMs: staticFloor,
      contentQueriesMedianMs: round(percentile(content, 50)),
    };
    const out = path.join(ROOT, 'bench', 'results');
    mkdirSync(out, { recursive: true });
    writeFileSync(path.join(out, `product-${result.date.slice(0, 10)}.json`), `${JSON.stringify(result, null, 2)}\n`);
    console.log(JSON.stringify(result, null, 2));
  } finally {
    server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
