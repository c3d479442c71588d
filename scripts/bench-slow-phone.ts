/**
 * npm run bench:phone: what a shopper on a slow phone sees, measured in Chromium itself rather than simulated.
 *
 * Lighthouse's mobile figures are simulated ("lantern") from one unthrottled load, and its model counts every
 * script that arrived before the page's observed first paint against that paint (docs/PERFORMANCE.md). A change
 * that pleases the model can leave a real phone no better off, or worse; this is the check. Each page loads
 * in a fresh profile with the network slowed as Lighthouse's mobile preset says (150 ms round trip, 1.6 Mbps
 * down, 750 kbps up, in Chromium's own throttling) and the processor four times slower, and reports, as
 * medians of five visits:
 * - first contentful paint and largest contentful paint, from Chromium's own entries;
 * - hydrated: when React has hydrated <body> (its props are on the element), so menus and forms work;
 * - blocking: Lighthouse's total blocking time, observed: every long task after the first paint, less 50 ms.
 *
 * Home and product are judged against the empty stock Next page (bench/floor-app) measured in the same run:
 * the visits go round by round (the floor, then each page), so a machine that slows down part-way slows every
 * column alike, and only differences to the floor are judged (GOALS). The machine's speed moves every absolute
 * figure; the verdict reads none. Prints the floor and each page side by side, writes
 * bench/results/slow-phone-<date>.json, and exits non-zero when a goal is missed.
 *
 * `npm run bench:phone -- <other checkout, built>` also visits another build's pages in every round (say
 * `git worktree add ../before <commit>`, then its own `npm ci` and `npm run build`) and prints its gaps beside
 * this build's: a change measured against what it changed, in one run, with the median of the two builds'
 * differences round by round (scripts/lib/phone-goals.ts `pairedDifference`). Only this build is judged.
 * BENCH_PHONE_VISITS sets the visits a page (default 5).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { type Browser, chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../tests/support/chromium';
import { FRONT_CACHE_HEADER } from '../web/lib/http/cache-layers';
import { startFloorApp } from './lib/floor-app';
import { startNext } from './lib/next-server';
import { GOALS, pairedDifference, type Visit, verdicts } from './lib/phone-goals';
import { writeResult } from './lib/results';
import { percentile } from './lib/stats';

const PORT = Number(process.env.BENCH_PORT ?? 3316);
const FLOOR_PORT = Number(process.env.BENCH_FLOOR_PORT ?? 3317);
const OTHER_PORT = Number(process.env.BENCH_OTHER_PORT ?? 3318);
const PAGES = ['/us', '/us/flagship-bumblebee'];
const VISITS = Number(process.env.BENCH_PHONE_VISITS ?? 5);
const OTHER = process.argv[2] ? path.resolve(process.argv[2]) : null;
/** Lighthouse's mobile preset (its `throttling.mobileSlow4G`), applied by Chromium to every request. */
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1638.4 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;

/** The console message OBSERVE sends once the page has hydrated. */
const HYDRATED = 'bench:phone hydrated';
/**
 * Runs in the page before anything of its own: records the largest paint, long tasks and hydration, and says so
 * on the console once hydrated. A string, because tsx names the functions it compiles with a helper the page
 * does not have.
 *
 * Nothing else of the harness runs in the page while it is measured. Playwright's waitForFunction and evaluate
 * first install its injected script (330 KB), which on the throttled processor is a task of 60-120 ms: after the
 * empty page had hydrated it cost that page nothing, but a page whose load event came before hydration had it in
 * the middle of its hydration, later by that much and with a long task more (a trace of /us, 2026-11-27). So the
 * visit waits for the console message and the network, and reads the figures with one plain CDP expression.
 */
const OBSERVE = `
  const record = (window.__phone = { lcp: 0, long: [], hydrated: 0 });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) record.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) record.long.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
  const poll = () => {
    if (document.body && Object.keys(document.body).some((key) => key.startsWith('__reactProps$'))) {
      record.hydrated = performance.now();
      console.debug('${HYDRATED}');
    } else setTimeout(poll, 10);
  };
  setTimeout(poll, 0);
`;
/** What the page reports, read with one small expression (FIGURES) once the visit is over. */
const FIGURES = `JSON.stringify((() => {
  const record = window.__phone;
  const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
  const blocking = record.long
    .filter(([start]) => start >= fcp)
    .reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0);
  return { fcp, lcp: record.lcp, hydrated: record.hydrated, blocking };
})())`;

async function visit(browser: Browser, url: string): Promise<Visit> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  try {
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await tab.addInitScript({ content: OBSERVE });
    const hydrated = tab.waitForEvent('console', {
      predicate: (message) => message.text() === HYDRATED,
      timeout: 120_000,
    });
    await tab.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await hydrated;
    // Blocking time counts to the end of the page's start-up: wait for the network to go quiet after hydration.
    await tab.waitForLoadState('networkidle');
    const { result } = await cdp.send('Runtime.evaluate', { expression: FIGURES, returnByValue: true });
    return JSON.parse(String(result.value)) as Visit;
  } finally {
    await context.close();
  }
}

const median = (visits: readonly Visit[]): Visit => {
  const of = (key: keyof Visit) =>
    Math.round(
      percentile(
        visits.map((v) => v[key]),
        50,
      ),
    );
  return { fcp: of('fcp'), lcp: of('lcp'), hydrated: of('hydrated'), blocking: of('blocking') };
};

/**
 * A page stored before it is measured, as a visitor finds it: answered by the front cache in the brotli a browser
 * asks for, at its best quality. A server's first answer of a page comes from Next (in gzip) and is kept then, so
 * one request was not enough and the first round measured Next's answer; the best brotli is made in the
 * background after the first brotli answer, and replaces it when smaller (web/cache/front-cache.ts).
 */
async function storeInFront(url: string): Promise<void> {
  let quick = 0;
  for (let attempt = 0; attempt < 40; attempt++) {
    const answer = await fetch(url, { headers: { 'accept-encoding': 'br' } });
    const size = (await answer.arrayBuffer()).byteLength;
    if (answer.headers.get(FRONT_CACHE_HEADER) === 'HIT') {
      if (quick && size < quick) return;
      quick ||= size;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  if (!quick) throw new Error(`bench:phone: ${url} is not answered from the front cache`);
}

/** Another checkout's page, as its visits are named. */
const otherPage = (page: string) => `other ${page}`;

async function run() {
  if (OTHER && !existsSync(path.join(OTHER, 'web', '.next', 'standalone', 'web', 'server.js'))) {
    console.error(`bench:phone: ${OTHER} has no standalone build; run npm ci and npm run build there first`);
    process.exit(2);
  }
  const names = ['floor', ...PAGES, ...(OTHER ? PAGES.map(otherPage) : [])];
  const visits: Record<string, Visit[]> = Object.fromEntries(names.map((name) => [name, []]));
  const browser = await chromium.launch(chromiumLaunchOptions);
  // Every server stays up, idle between its visits: one visit runs at a time.
  const floor = await startFloorApp(FLOOR_PORT, [0]);
  const site = await startNext(PORT, {}, { standalone: true });
  const other = OTHER ? await startNext(OTHER_PORT, {}, { standalone: true, root: OTHER }) : null;
  const sides = [
    { origin: site.origin, name: (page: string) => page },
    ...(other ? [{ origin: other.origin, name: otherPage }] : []),
  ];
  try {
    for (const { origin } of sides) for (const page of PAGES) await storeInFront(`${origin}${page}`);
    for (let round = 0; round < VISITS; round++) {
      visits.floor?.push(await visit(browser, `${floor.origin}/0`));
      // The two builds take turns at going first, so neither is always the one visited right after the floor.
      const turn = round % 2 === 0 ? sides : [...sides].reverse();
      for (const page of PAGES)
        for (const { origin, name } of turn) visits[name(page)]?.push(await visit(browser, `${origin}${page}`));
    }
  } finally {
    await Promise.all([site.stop(), floor.stop(), other?.stop(), browser.close()]);
  }
  const results = Object.fromEntries(Object.entries(visits).map(([name, list]) => [name, median(list)]));
  const floorFigures = results.floor as Visit;
  const missed: string[] = [];
  const rows = PAGES.flatMap((page) =>
    verdicts(results[page] as Visit, floorFigures).map((v) => {
      if (!v.met) missed.push(`${page} ${v.figure}: ${v.behind} ms behind the empty page (goal ${v.allowed} ms)`);
      return { page, ...v, met: v.met ? 'yes' : 'MISSED' };
    }),
  );
  console.log(
    `A slow phone (${CPU_SLOWDOWN}× CPU, slow 4G), medians of ${VISITS}, in ms; floor: the empty stock Next page`,
  );
  console.table(rows);
  if (OTHER) {
    console.log(
      `Beside ${OTHER} (not judged): each figure's gap to the empty page, this build / the other, and this build ` +
        `less the other round by round (median)`,
    );
    console.table(
      PAGES.flatMap((page) => {
        const mine = verdicts(results[page] as Visit, floorFigures);
        const theirs = verdicts(results[otherPage(page)] as Visit, floorFigures);
        const paired = pairedDifference(visits[page] ?? [], visits[otherPage(page)] ?? []);
        return mine.map((v, index) => ({
          page,
          figure: v.figure,
          this: v.behind,
          other: theirs[index]?.behind,
          'this − other': paired[v.figure],
        }));
      }),
    );
  }
  const figures = {
    measuredAt: new Date().toISOString(),
    network: NETWORK,
    cpuSlowdown: CPU_SLOWDOWN,
    goals: GOALS,
    visits: VISITS,
    ...(OTHER ? { other: OTHER } : {}),
    results,
    // Every visit, in round order, so that a reader can pair or plot them.
    each: visits,
  };
  console.log(`written to ${writeResult('slow-phone', figures)}`);
  if (missed.length) {
    console.error(`bench:phone: goals missed:\n  ${missed.join('\n  ')}`);
    process.exitCode = 1;
  }
}

await run();
