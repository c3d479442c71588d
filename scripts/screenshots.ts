/**
 * npm run screenshots -- [base URL]: Chromium screenshots of key pages at 375, 768 and 1280 px
 * into bench/tmp/screens, to look at what a shopper sees. Needs a running server (npm start).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { cnHost } from '@showcase/schemas/hosts';
import { chromiumLaunchOptions } from '../tests/support/chromium';

const base = process.argv[2] ?? `http://localhost:${process.env.PORT ?? 3000}`;
const cnBase = base.replace('//localhost', `//${cnHost()}`);
const pages = [
  '/us',
  '/us/flagship-bumblebee',
  '/fr/flagship-megatron',
  '/jp/flagship-bumblebee',
  '/us/privacy-policy',
];
const out = path.resolve('bench/tmp/screens');
mkdirSync(out, { recursive: true });

const browser = await chromium.launch(chromiumLaunchOptions);
for (const width of [375, 768, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  for (const url of [...pages.map((p) => base + p), `${cnBase}/flagship-bumblebee`]) {
    await page.goto(url, { waitUntil: 'load' });
    const name = `${new URL(url).host.split('.')[0]}${new URL(url).pathname.replace(/\//g, '_')}-${width}.png`;
    await page.screenshot({ path: path.join(out, name), fullPage: false });
  }
  await page.close();
}
await browser.close();
console.log(`screenshots in ${out}`);
