/**
 * npm run bench:first-load: the JavaScript each kind of page makes a browser fetch before it is usable (issue
 * 15's "first-load JavaScript"; Next 16 no longer prints it). Starts the built site as `npm start` does, opens
 * each page in Chromium with a fresh profile, waits until the network is idle, and adds up the bytes of every
 * script response as they crossed the wire (compressed, headers included: Chromium's encodedDataLength). The
 * smallest of three visits per page is reported, so a stray slow response does not count.
 * Writes bench/results/first-load-<date>.json.
 */
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../tests/support/chromium';
import { startNext } from './lib/next-server';
import { writeResult } from './lib/results';

const PORT = Number(process.env.BENCH_PORT ?? 3315);
const origin = `http://localhost:${PORT}`;
/** A page of each kind: home, product, support form, account screens, a 404. */
const PAGES = ['/us', '/us/flagship-bumblebee', '/us/product-registration', '/us/login', '/us/account', '/fr/nope'];
const VISITS = 3;

const server = await startNext(PORT, { MAIL_OUTBOX: '1' }, { standalone: true });
const browser = await chromium.launch(chromiumLaunchOptions);
const results: Record<string, number> = {};
try {
  for (const page of PAGES) {
    const visits: number[] = [];
    for (let visit = 0; visit < VISITS; visit++) {
      // A returning visitor: the US popup (its own lazily loaded script) stays closed.
      const context = await browser.newContext({
        storageState: {
          cookies: [],
          origins: [{ origin, localStorage: [{ name: 'us:newUserPopup', value: 'dismissed' }] }],
        },
      });
      const tab = await context.newPage();
      const cdp = await context.newCDPSession(tab);
      await cdp.send('Network.enable');
      const scripts = new Set<string>();
      const bytes = new Map<string, number>();
      cdp.on('Network.responseReceived', (event) => {
        if (event.type === 'Script') scripts.add(event.requestId);
      });
      cdp.on('Network.loadingFinished', (event) => bytes.set(event.requestId, event.encodedDataLength));
      await tab.goto(`${origin}${page}`, { waitUntil: 'networkidle' });
      visits.push([...scripts].reduce((sum, id) => sum + (bytes.get(id) ?? 0), 0));
      await context.close();
    }
    results[page] = Math.min(...visits);
    console.log(`${page.padEnd(28)} ${results[page].toLocaleString('en-US')} B of script`);
  }
} finally {
  await browser.close();
  await server.stop();
}
console.log(`written to ${writeResult('first-load', { measuredAt: new Date().toISOString(), bytes: results })}`);
