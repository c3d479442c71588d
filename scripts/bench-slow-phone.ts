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
 * Home and product are measured beside the empty stock Next page (bench/floor-app) on the same machine.
 * Writes bench/results/slow-phone-<date>.json.
 */
import { type Browser, chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../tests/support/chromium';
import { startFloorApp } from './lib/floor-app';
import { startNext } from './lib/next-server';
import { writeResult } from './lib/results';
import { percentile } from './lib/stats';

const PORT = Number(process.env.BENCH_PORT ?? 3316);
const FLOOR_PORT = Number(process.env.BENCH_FLOOR_PORT ?? 3317);
const PAGES = ['/us', '/us/flagship-bumblebee'];
const VISITS = 5;
/** Lighthouse's mobile preset (its `throttling.mobileSlow4G`), applied by Chromium to every request. */
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1638.4 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;

type Visit = { fcp: number; lcp: number; hydrated: number; blocking: number };

/**
 * Runs in the page before anything of its own: records the largest paint, long tasks and hydration. A string,
 * because tsx names the functions it compiles with a helper the page does not have.
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
    if (document.body && Object.keys(document.body).some((key) => key.startsWith('__reactProps$')))
      record.hydrated = performance.now();
    else setTimeout(poll, 10);
  };
  setTimeout(poll, 0);
`;

async function visit(browser: Browser, url: string): Promise<Visit> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  try {
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await tab.addInitScript({ content: OBSERVE });
    await tab.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await tab.waitForFunction(() => (window as never as { __phone: Visit }).__phone.hydrated > 0);
    // Blocking time counts to the end of the page's start-up: wait for the network to go quiet after hydration.
    await tab.waitForLoadState('networkidle');
    return await tab.evaluate(() => {
      const record = (window as never as { __phone: { lcp: number; long: [number, number][]; hydrated: number } })
        .__phone;
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
      const blocking = record.long
        .filter(([start]) => start >= fcp)
        .reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0);
      return { fcp, lcp: record.lcp, hydrated: record.hydrated, blocking };
    });
  } finally {
    await context.close();
  }
}

async function measure(browser: Browser, url: string): Promise<Visit> {
  const visits: Visit[] = [];
  for (let n = 0; n < VISITS; n++) visits.push(await visit(browser, url));
  const median = (key: keyof Visit) =>
    Math.round(
      percentile(
        visits.map((v) => v[key]),
        50,
      ),
    );
  return { fcp: median('fcp'), lcp: median('lcp'), hydrated: median('hydrated'), blocking: median('blocking') };
}

const print = (name: string, v: Visit) =>
  console.log(
    `${name.padEnd(26)} FCP ${v.fcp} ms, LCP ${v.lcp} ms, hydrated ${v.hydrated} ms, blocking ${v.blocking} ms`,
  );

const browser = await chromium.launch(chromiumLaunchOptions);
const results: Record<string, Visit> = {};
try {
  // One server at a time, so the two never share the processor.
  const floor = await startFloorApp(FLOOR_PORT, [0]);
  try {
    results.floor = await measure(browser, `${floor.origin}/0`);
    print('floor (empty stock Next)', results.floor);
  } finally {
    await floor.stop();
  }
  const site = await startNext(PORT, {}, { standalone: true });
  try {
    for (const page of PAGES) {
      await fetch(`${site.origin}${page}`); // stored before it is measured, as a visitor finds it
      results[page] = await measure(browser, `${site.origin}${page}`);
      print(page, results[page]);
    }
  } finally {
    await site.stop();
  }
} finally {
  await browser.close();
}
const figures = { measuredAt: new Date().toISOString(), network: NETWORK, cpuSlowdown: CPU_SLOWDOWN, results };
console.log(`written to ${writeResult('slow-phone', figures)}`);
