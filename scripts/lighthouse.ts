/**
 * npm run lighthouse: Lighthouse (mobile, simulated throttling) with Debian's Chromium on the home and
 * a product page of us, fr and cn, against a `next start` of the current build. Prints performance,
 * CLS, TBT, LCP and the JavaScript transferred (gzip), writes bench/lighthouse/<date>.json, and exits
 * non-zero below the budget: performance ≥ 95, CLS ≤ 0.02.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromiumLaunchOptions } from '../tests/support/chromium';
import { ROOT } from './lib/dataset-files';
import { startNext } from './lib/next-server';

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3312);
const main = `http://localhost:${PORT}`;
const cn = `http://cn.localhost:${PORT}`;
const PAGES = [
  `${main}/us`,
  `${main}/us/flagship-bumblebee`,
  `${main}/fr`,
  `${main}/fr/flagship-megatron`,
  `${cn}/`,
  `${cn}/flagship-bumblebee`,
];
const BUDGET = { performance: 0.95, cls: 0.02 };

interface Report {
  categories: Record<string, { score: number }>;
  audits: Record<
    string,
    { numericValue?: number; details?: { items?: { resourceType: string; transferSize: number }[] } }
  >;
}

function audit(url: string) {
  const out = path.join(tmpdir(), `lh-${process.pid}.json`);
  execFileSync(
    path.join(ROOT, 'node_modules/.bin/lighthouse'),
    [
      url,
      '--quiet',
      `--chrome-path=${chromiumLaunchOptions.executablePath}`,
      `--chrome-flags=--headless=new ${chromiumLaunchOptions.args.join(' ')}`,
      '--only-categories=performance,accessibility,best-practices,seo',
      '--output=json',
      `--output-path=${out}`,
    ],
    { stdio: 'ignore' },
  );
  const report = JSON.parse(readFileSync(out, 'utf8')) as Report;
  const script = report.audits['resource-summary']?.details?.items?.find((i) => i.resourceType === 'script');
  return {
    url,
    performance: report.categories.performance?.score ?? 0,
    accessibility: report.categories.accessibility?.score ?? 0,
    bestPractices: report.categories['best-practices']?.score ?? 0,
    seo: report.categories.seo?.score ?? 0,
    cls: report.audits['cumulative-layout-shift']?.numericValue ?? 1,
    tbtMs: Math.round(report.audits['total-blocking-time']?.numericValue ?? 0),
    lcpMs: Math.round(report.audits['largest-contentful-paint']?.numericValue ?? 0),
    scriptKiB: Math.round((script?.transferSize ?? 0) / 1024),
  };
}

async function main_() {
  const server = await startNext(PORT, {}, { readyPath: '/us' });
  try {
    const results = PAGES.map(audit);
    console.table(results);
    const out = path.join(ROOT, 'bench', 'lighthouse');
    mkdirSync(out, { recursive: true });
    writeFileSync(
      path.join(out, `${new Date().toISOString().slice(0, 10)}.json`),
      `${JSON.stringify(results, null, 2)}\n`,
    );
    const failing = results.filter((r) => r.performance < BUDGET.performance || r.cls > BUDGET.cls);
    if (failing.length) {
      console.error(`lighthouse: below budget: ${failing.map((r) => r.url).join(', ')}`);
      process.exitCode = 1;
    }
  } finally {
    server.stop();
  }
}

main_().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
