/**
 * npm run lighthouse: Lighthouse CI (@lhci/cli) with Debian's Chromium against a `next start` of the current
 * build, on home, a product page, where-to-buy (cn: where-to-buy/hongkong-macao) and login (US only) of us, fr and cn, once with
 * mobile settings (simulated slow 4G and a 4× slower CPU; three runs, judged on the median) and once with the
 * desktop preset.
 * Budgets, asserted by `lhci assert` (bench/lighthouserc.cjs) on every page: accessibility, best practices and
 * SEO 100, CLS ≤ 0.01, and the JavaScript each page downloads (compressed); performance below 95 is reported.
 * The phone guard, judged here against an empty stock Next page (bench/floor-app) measured in the same run with
 * the same settings: on mobile, home and product pages of us, fr and cn score at least 90 with a total blocking
 * time at most the floor's plus 100 ms, each the median of three runs. The floor's figures are printed beside
 * each page's, so a reading from a slow hour is read against a floor from the same hour.
 * LIGHTHOUSE_PLAIN=1 also runs the plain `lighthouse` CLI (default mobile settings, a fresh profile each run,
 * three runs) on the floor and the held pages, and prints its medians beside Lighthouse CI's.
 * Measure a build made without third-party script URLs (a fresh clone's `npm run build`): the test build's
 * stand-in addresses do not resolve here and would count as console errors.
 * Reports go to bench/lighthouse/<date>/<form factor>/ (HTML and JSON per page, via `lhci upload
 * --target=filesystem`; about 45 MB a run, so git-ignored) with a summary in bench/lighthouse/<date>.json,
 * which is kept. Exits non-zero on any broken budget.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { computeRepresentativeRuns } from '@lhci/utils/src/representative-runs.js';
import { cnHost } from '../schemas/src/hosts';
import { chromiumLaunchOptions } from '../tests/support/chromium';
import { ROOT } from './lib/dataset-files';
import { startFloorApp } from './lib/floor-app';
import { startNext } from './lib/next-server';
import { percentile } from './lib/stats';

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3312);
const main = `http://localhost:${PORT}`;
const cn = `http://${cnHost()}:${PORT}`;
const FLOOR_PORT = PORT + 10;
export const LIGHTHOUSE_URLS = [
  ...['us', 'fr'].flatMap((region) =>
    ['', '/flagship-bumblebee', '/where-to-buy'].map((page) => `${main}/${region}${page}`),
  ),
  `${main}/us/login`,
  `${cn}/`,
  `${cn}/flagship-bumblebee`,
  `${cn}/where-to-buy/hongkong-macao`,
];
/** Held to the empty-page floor: home and product pages. */
const HELD_TO_FLOOR = /^http:\/\/(localhost\/(us|fr)(\/flagship-bumblebee)?|cn\.localhost\/(flagship-bumblebee)?)$/;
/**
 * A part of the run, for checking one change quickly: LIGHTHOUSE_MATCH, a regular expression the page URLs
 * must match, and LIGHTHOUSE_FORM_FACTORS (mobile,desktop). The floor is measured all the same.
 */
const MATCH = new RegExp(process.env.LIGHTHOUSE_MATCH ?? '');
const FORM_FACTORS = (['mobile', 'desktop'] as const).filter((form) =>
  (process.env.LIGHTHOUSE_FORM_FACTORS ?? 'mobile,desktop').split(',').includes(form),
);
const LHCI = path.join(ROOT, 'node_modules', '.bin', 'lhci');
const PLAIN = process.env.LIGHTHOUSE_PLAIN === '1';
const CONFIG = path.join(ROOT, 'bench', 'lighthouserc.cjs');

interface Lhr {
  finalDisplayedUrl: string;
  categories: Record<string, { score: number | null }>;
  audits: Record<
    string,
    { numericValue?: number; details?: { items?: { resourceType: string; transferSize: number }[] } }
  >;
}

function lhci(args: string[], workdir: string) {
  execFileSync(LHCI, [...args, `--config=${CONFIG}`], {
    cwd: workdir,
    stdio: 'inherit',
    env: {
      ...process.env,
      LHCI_CHROME_PATH: chromiumLaunchOptions.executablePath,
      LHCI_CHROMIUM_ARGS: chromiumLaunchOptions.args.join(' '),
    },
  });
}

function lhrs(workdir: string): Lhr[] {
  const dir = path.join(workdir, '.lighthouseci');
  return readdirSync(dir)
    .filter((n) => n.startsWith('lhr-') && n.endsWith('.json'))
    .map((name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as Lhr);
}

/** The median over runs of one page of the performance score and of the total blocking time. */
function medianOf(runs: readonly Lhr[]): { performance: number; tbtMs: number } {
  return {
    performance: percentile(
      runs.map((run) => run.categories.performance?.score ?? 0),
      50,
    ),
    tbtMs: Math.round(
      percentile(
        runs.map((run) => run.audits['total-blocking-time']?.numericValue ?? 0),
        50,
      ),
    ),
  };
}

/** Per page, the median over its runs of the performance score and of the total blocking time. */
function medians(workdir: string): Map<string, { performance: number; tbtMs: number }> {
  const byUrl = new Map<string, Lhr[]>();
  for (const lhr of lhrs(workdir)) byUrl.set(lhr.finalDisplayedUrl, [...(byUrl.get(lhr.finalDisplayedUrl) ?? []), lhr]);
  return new Map([...byUrl].map(([url, runs]) => [url.replace(`:${PORT}`, ''), medianOf(runs)]));
}

function collectIn(name: string, urls: string[], form: string[]): string {
  const workdir = path.join(ROOT, 'bench', 'tmp', `lighthouse-${name}`);
  rmSync(workdir, { recursive: true, force: true });
  mkdirSync(workdir, { recursive: true });
  lhci(['collect', ...urls.map((url) => `--url=${url}`), ...form], workdir);
  return workdir;
}

const MOBILE = ['--numberOfRuns=3'];
/** The phone guard for the held pages: a median mobile score and how far over the floor's TBT a page may go. */
export const GUARD = { performance: 0.9, tbtOverFloorMs: 100 };

/** The plain Lighthouse CLI's median performance and TBT over three runs of `url`, each in a fresh profile. */
function plainLighthouse(url: string): { performance: number; tbtMs: number } {
  const once = () =>
    execFileSync(
      path.join(ROOT, 'node_modules', '.bin', 'lighthouse'),
      [
        url,
        '--output=json',
        '--quiet',
        '--only-categories=performance',
        `--chrome-flags=--headless=new ${chromiumLaunchOptions.args.join(' ')}`,
      ],
      { env: { ...process.env, CHROME_PATH: chromiumLaunchOptions.executablePath }, maxBuffer: 64 * 1024 * 1024 },
    );
  const runs = [0, 1, 2].map(() => {
    // Lighthouse now and then loses the trace of a load ("NO_NAVSTART: please run Lighthouse again"): that run
    // measured nothing, so it is run again once; a second failure stops the bench.
    let out: Buffer;
    try {
      out = once();
    } catch (error) {
      console.warn(`lighthouse CLI on ${url} failed (${String(error).split('\n')[0]}); running it again`);
      out = once();
    }
    return JSON.parse(out.toString()) as Lhr;
  });
  return medianOf(runs);
}

/** The empty stock Next page on mobile, three runs, before the site starts (the two never share the CPU). */
async function floor() {
  const server = await startFloorApp(FLOOR_PORT, [0]);
  try {
    const [figures] = [...medians(collectIn('floor', [`${server.origin}/0`], MOBILE)).values()];
    if (!figures) throw new Error('lighthouse: the floor page gave no result');
    return { ...figures, plain: PLAIN ? plainLighthouse(`${server.origin}/0`) : null };
  } finally {
    await server.stop();
  }
}

/**
 * One row per page, showing what `lhci assert` judged: category scores are the median over the page's runs;
 * the other figures come from Lighthouse CI's representative run (closest to the median first paint and time
 * to interactive), on which audits are judged.
 */
function summary(workdir: string, formFactor: string) {
  const byUrl = new Map<string, [Lhr, Lhr][]>();
  for (const lhr of lhrs(workdir))
    byUrl.set(lhr.finalDisplayedUrl, [...(byUrl.get(lhr.finalDisplayedUrl) ?? []), [lhr, lhr]]);
  const runsOf = (lhr: Lhr) => byUrl.get(lhr.finalDisplayedUrl)?.map(([run]) => run) ?? [lhr];
  return computeRepresentativeRuns<Lhr>([...byUrl.values()])
    .map((lhr) => {
      const script = lhr.audits['resource-summary']?.details?.items?.find((i) => i.resourceType === 'script');
      const score = (id: string) =>
        percentile(
          runsOf(lhr).map((run) => run.categories[id]?.score ?? 0),
          50,
        );
      return {
        url: lhr.finalDisplayedUrl.replace(`:${PORT}`, ''),
        formFactor,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? 1,
        tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
        lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
        scriptKiB: Math.round((script?.transferSize ?? 0) / 1024),
      };
    })
    .sort((a, b) => a.url.localeCompare(b.url));
}

async function run() {
  const day = new Date().toISOString().slice(0, 10);
  const out = path.join(ROOT, 'bench', 'lighthouse');
  const floorFigures = await floor();
  const server = await startNext(PORT, {}, { readyPath: '/us', standalone: true });
  type Row = ReturnType<typeof summary>[number] & {
    floorPerformance?: number;
    tbtMedianMs?: number;
    floorTbtMs?: number;
    plainPerformance?: number;
    plainTbtMs?: number;
  };
  const results: Row[] = [];
  const failed: string[] = [];
  try {
    for (const formFactor of FORM_FACTORS) {
      const form = formFactor === 'desktop' ? ['--settings.preset=desktop', '--numberOfRuns=1'] : MOBILE;
      const workdir = collectIn(
        formFactor,
        LIGHTHOUSE_URLS.filter((url) => MATCH.test(url)),
        form,
      );
      const rows = summary(workdir, formFactor);
      results.push(...rows);
      if (formFactor === 'mobile') {
        for (const [url, figures] of medians(workdir)) {
          if (!HELD_TO_FLOOR.test(url)) continue;
          const row: Row | undefined = rows.find((r) => r.url === url);
          const plain = PLAIN ? plainLighthouse(url.replace(/(localhost)(?=\/|$)/, `$1:${PORT}`)) : null;
          if (row)
            Object.assign(row, {
              floorPerformance: floorFigures.performance,
              tbtMedianMs: figures.tbtMs,
              floorTbtMs: floorFigures.tbtMs,
              ...(plain ? { plainPerformance: plain.performance, plainTbtMs: plain.tbtMs } : {}),
            });
          if (figures.performance < GUARD.performance || figures.tbtMs > floorFigures.tbtMs + GUARD.tbtOverFloorMs)
            failed.push(
              `${url}: performance ${figures.performance} and TBT ${figures.tbtMs} ms; the guard asks at least ` +
                `${GUARD.performance} and at most the empty page's ${floorFigures.tbtMs} + ${GUARD.tbtOverFloorMs} ms`,
            );
        }
      }
      const reports = path.join(out, day, formFactor);
      rmSync(reports, { recursive: true, force: true });
      lhci(['upload', '--target=filesystem', `--outputDir=${reports}`], workdir);
      try {
        lhci(['assert'], workdir);
      } catch {
        failed.push(`${formFactor}: lhci assert (see above)`);
      }
    }
  } finally {
    await server.stop();
  }
  console.table(results);
  console.log(
    `floor (empty stock Next page, mobile, median of three): performance ${floorFigures.performance}, TBT ${floorFigures.tbtMs} ms` +
      (floorFigures.plain ? `; the plain CLI: ${floorFigures.plain.performance}, ${floorFigures.plain.tbtMs} ms` : ''),
  );
  writeFileSync(path.join(out, `${day}.json`), `${JSON.stringify({ floor: floorFigures, pages: results }, null, 2)}\n`);
  if (failed.length) {
    console.error(`lighthouse: budgets broken:\n  ${failed.join('\n  ')}`);
    process.exitCode = 1;
  }
}

run().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
