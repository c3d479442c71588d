/**
 * npm run bench: the site's figures beside their floors, all measured in one run so the ratios hold on a
 * noisy machine. Needs a build (npm run build); builds the floor app itself.
 *  - cached pages (/us, /us/flagship-bumblebee, ISR hits): requests/s, p50 and p99 with autocannon at
 *    BENCH_CONNECTIONS (50) for BENCH_SECONDS (5), the median of BENCH_ROUNDS (3) rounds, from the server `npm start` runs (the standalone
 *    server behind the front cache) and from the same build without the front cache (FRONT_CACHE=0), beside
 *    the floors: a bare node:http server sending the same bytes, stock Next (bench/floor-app, no
 *    configuration of ours) serving an ISR page of the same size and a lean one with `next start`;
 *  - the production topology (scripts/topology.ts: nginx caching pages in front of two instances) beside
 *    nginx serving the same bytes as static files, when nginx, Redis and PostgreSQL are there;
 *  - an uncached render of the product page: server time, median and p99 of BENCH_RENDERS forced renders
 *    (Next's on-demand revalidation header), and the part of it that is our content queries;
 *  - the account service (scripts/bench-accounts.ts): subscribe and password login, PGlite and PostgreSQL.
 * The load generator shares the machine's cores with the server, as it does for the floors beside it.
 * Writes bench/results/<date>.json and bench/results/<date>.md.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import autocannon from 'autocannon';
import { PRERENDER_REVALIDATE_HEADER } from '../web/framework/next-internals';
import { embeddedFetch } from '../web/lib/content/embedded';
import { NAVIGATION_QUERY, PAGE_QUERY, REGION_SETTINGS_QUERY } from '../web/lib/content/queries';
import { accountTable, benchAccounts } from './bench-accounts';
import { ROOT } from './lib/dataset-files';
import { startFloorApp } from './lib/floor-app';
import { startNext } from './lib/next-server';
import { writeResult } from './lib/results';
import { percentile, round } from './lib/stats';
import { NGINX, nginxHttp, startTopology, stopProcess, waitFor } from './topology';

const PORT = Number(process.env.BENCH_PORT ?? 3311);
const FLOOR_PORT = PORT + 10;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const RENDERS = Number(process.env.BENCH_RENDERS ?? 200);
const PAGES = { home: '/us', product: '/us/flagship-bumblebee' } as const;

interface Load {
  perSecond: number;
  p50: number;
  p99: number;
  errors: number;
  bytes: number;
}

/** One round of CONNECTIONS connections for SECONDS; anything but a 200 counts as an error. */
async function oneRound(url: string): Promise<Load> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS });
  return {
    perSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    bytes: 0,
  };
}

/** The round with the median requests/s (its p50 and p99 with it), the errors of all rounds summed. */
async function medianRound(url: string, rounds: Load[]): Promise<Load> {
  const sorted = rounds.toSorted((a, b) => a.perSecond - b.perSecond);
  const median = sorted[Math.floor(sorted.length / 2)] as Load;
  const errors = rounds.reduce((sum, round) => sum + round.errors, 0);
  const bytes = (await (await fetch(url)).arrayBuffer()).byteLength;
  return { ...median, errors, bytes };
}

const warmUp = (url: string) => autocannon({ url, connections: CONNECTIONS, duration: 2 });

/** A warm-up, then ROUNDS rounds; the median round. */
async function load(url: string): Promise<Load> {
  await warmUp(url);
  const rounds: Load[] = [];
  for (let round = 0; round < ROUNDS; round++) rounds.push(await oneRound(url));
  return medianRound(url, rounds);
}

/**
 * Two servers running side by side, measured round by round in turn: a machine whose speed drifts between
 * rounds (2x on these shared machines, bench/results/2026-12-03-storage.md) moves both alike, so their ratio holds.
 */
async function loadInTurn(a: string, b: string): Promise<[Load, Load]> {
  await warmUp(a);
  await warmUp(b);
  const rounds: [Load[], Load[]] = [[], []];
  for (let round = 0; round < ROUNDS; round++) {
    rounds[0].push(await oneRound(a));
    rounds[1].push(await oneRound(b));
  }
  return [await medianRound(a, rounds[0]), await medianRound(b, rounds[1])];
}

async function timeRequests(url: string, count: number, headers: Record<string, string> = {}) {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    times.push(performance.now() - started);
  }
  return { median: round(percentile(times, 50), 2), p99: round(percentile(times, 99), 2) };
}

/** The project's cached pages and an uncached render, on the server `npm start` runs. */
async function site() {
  const server = await startNext(PORT, {}, { readyPath: '/us', standalone: true });
  try {
    const html: Record<string, Buffer> = {};
    const cached: Record<string, Load> = {};
    for (const [name, page] of Object.entries(PAGES)) {
      html[name] = Buffer.from(await (await fetch(`${server.origin}${page}`)).arrayBuffer());
      cached[name] = await load(`${server.origin}${page}`);
    }
    const manifest = JSON.parse(readFileSync(path.join(ROOT, 'web/.next/prerender-manifest.json'), 'utf8')) as {
      preview: { previewModeId: string };
    };
    const fresh = { [PRERENDER_REVALIDATE_HEADER]: manifest.preview.previewModeId };
    const product = `${server.origin}${PAGES.product}`;
    await timeRequests(product, 10, fresh);
    const rendered = await timeRequests(product, RENDERS, fresh);
    return { html, cached, rendered };
  } finally {
    await server.stop();
  }
}

/** The same build with Next's own standalone server.js (no front cache): Next's pipeline with our handler. */
async function withoutFront() {
  const server = await startNext(PORT, { FRONT_CACHE: '0' }, { readyPath: '/us', standalone: true });
  try {
    const results: Record<string, Load> = {};
    for (const [name, page] of Object.entries(PAGES)) results[name] = await load(`${server.origin}${page}`);
    return results;
  } finally {
    await server.stop();
  }
}

/** A bare node:http server sending the same bytes: the cost of HTTP on this machine and nothing else. */
async function staticFloor(html: Record<string, Buffer>) {
  const server = createServer((req, res) => {
    const body = html[req.url?.slice(1) ?? ''] ?? Buffer.alloc(0);
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': body.length });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const results: Record<string, Load> = {};
    for (const name of Object.keys(html)) results[name] = await load(`${origin}/${name}`);
    return results;
  } finally {
    server.close();
  }
}

/** Stock Next serving ISR pages of the same sizes, and a lean one (its own markup alone): built here. */
async function nextFloor(html: Record<string, Buffer>) {
  const sizes: Record<string, number> = Object.fromEntries(
    Object.entries(html).map(([name, body]) => [name, body.length]),
  );
  sizes.lean = 0;
  const server = await startFloorApp(FLOOR_PORT, Object.values(sizes));
  try {
    const results: Record<string, Load> = {};
    for (const [name, size] of Object.entries(sizes)) results[name] = await load(`${server.origin}/${size}`);
    return results;
  } finally {
    await server.stop();
  }
}

/**
 * The production topology (nginx storing pages in front of two instances) beside nginx sending the same bytes
 * as files, with the same nginx settings: what the cache in front costs over a file. Null (with the reason)
 * where nginx, Redis or PostgreSQL is missing.
 */
async function edge(
  html: Record<string, Buffer>,
): Promise<{ topology: Record<string, Load>; nginxStatic: Record<string, Load> } | { skipped: string }> {
  const port = PORT + 20;
  let topology: Awaited<ReturnType<typeof startTopology>>;
  try {
    topology = await startTopology({ port, redisPort: PORT + 25 });
  } catch (error) {
    return { skipped: String((error as Error).message ?? error).split('\n')[0] ?? 'topology did not start' };
  }
  const dir = path.join(ROOT, 'bench', 'tmp', `nginx-static-${Date.now().toString(36)}`);
  const staticPort = PORT + 24;
  const measured: Record<string, Load> = {};
  const nginxStatic: Record<string, Load> = {};
  let nginx: ChildProcess | null = null;
  try {
    mkdirSync(path.join(dir, 'root'), { recursive: true });
    // The same bytes on the wire: each page's own headers too (its policy and preload links, 2.4 KB of the
    // answer), which nginx sends from the stored copy and a file server would add.
    const locations: string[] = [];
    for (const [name, page] of Object.entries(PAGES)) {
      writeFileSync(path.join(dir, 'root', name), html[name] ?? '');
      const headers = await pageHeaders(`${topology.origin}${page}`);
      locations.push(
        `    location = /${name} {\n${headers.map(([header, value]) => `      add_header ${header} "${value}";\n`).join('')}    }`,
      );
    }
    const server = `  server {\n    listen 127.0.0.1:${staticPort};\n    root ${dir}/root;\n${locations.join('\n')}\n  }`;
    writeFileSync(path.join(dir, 'nginx.conf'), nginxHttp(dir, `  default_type text/html;\n${server}`));
    nginx = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
      detached: true,
      stdio: 'ignore',
    });
    const origin = `http://127.0.0.1:${staticPort}`;
    await waitFor(async () => (await fetch(`${origin}/home`)).ok, 'nginx (static)');
    for (const [name, page] of Object.entries(PAGES))
      [measured[name], nginxStatic[name]] = await loadInTurn(`${topology.origin}${page}`, `${origin}/${name}`);
  } finally {
    await Promise.all([topology.stop(), nginx && stopProcess(nginx)]);
    rmSync(dir, { recursive: true, force: true });
  }
  return { topology: measured, nginxStatic };
}

/** What a page answers besides its body and what nginx writes itself, as nginx `add_header` would send them. */
async function pageHeaders(url: string): Promise<[string, string][]> {
  const nginxOwn = new Set([
    ...['date', 'server', 'connection', 'keep-alive', 'transfer-encoding', 'accept-ranges', 'etag'],
    ...['content-length', 'content-type', 'content-encoding', 'last-modified'],
  ]);
  const answer = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  await answer.arrayBuffer();
  return [...answer.headers].flatMap(([name, value]): [string, string][] => {
    if (nginxOwn.has(name)) return [];
    // nginx reads \" and \\ in a quoted string; a $ would name a variable.
    if (/[$\r\n]/.test(value)) throw new Error(`${name} cannot be written into nginx.conf as it is`);
    return [[name, value.replace(/["\\]/g, '\\$&')]];
  });
}

/** Our content queries for the product page on the embedded backend: the part of a render that is ours. */
async function contentQueries() {
  const times: number[] = [];
  for (let i = 0; i < 300; i++) {
    const started = performance.now();
    await Promise.all([
      embeddedFetch(PAGE_QUERY, { region: 'us', path: 'flagship-bumblebee' }),
      embeddedFetch(REGION_SETTINGS_QUERY, { region: 'us' }),
      embeddedFetch(NAVIGATION_QUERY, { region: 'us' }),
    ]);
    times.push(performance.now() - started);
  }
  return round(percentile(times, 50), 2);
}

function markdown(report: Awaited<ReturnType<typeof measure>>): string {
  const lines = [
    `# Benchmark ${report.date}`,
    '',
    `${report.machine}; Node ${report.node}; ${CONNECTIONS} connections; each row the median of ${ROUNDS} rounds of ${SECONDS} s (errors summed over all); load generator on the same cores.`,
    '',
    '## Cached pages (ISR hits)',
    '',
    '| page | server | HTML bytes | requests/s | p50 ms | p99 ms | errors | share of static floor | share of stock Next |',
    '|---|---|---|---|---|---|---|---|---|',
  ];
  for (const name of Object.keys(PAGES)) {
    const ours = report.cached[name];
    const mine = [ours, report.withoutFront[name]];
    for (const [server, row] of [
      ['this site (npm start: front cache)', ours],
      ['this site without the front cache', report.withoutFront[name]],
      ['static floor (node:http)', report.staticFloor[name]],
      ['stock Next floor, same size', report.nextFloor[name]],
      ['stock Next floor, lean page', report.nextFloor.lean],
    ] as const) {
      if (!row) continue;
      const ratio = (floor: Load | undefined) => (floor ? `${round(row.perSecond / floor.perSecond, 2)}×` : '');
      const shares = mine.includes(row) ? [ratio(report.staticFloor[name]), ratio(report.nextFloor[name])] : ['', ''];
      lines.push(
        `| ${name} | ${server} | ${row.bytes} | ${row.perSecond} | ${row.p50} | ${row.p99} | ${row.errors} | ${shares.join(' | ')} |`,
      );
    }
  }
  lines.push('', '## Through nginx (the production topology) beside nginx serving the same bytes as files', '');
  if ('skipped' in report.edge) lines.push(`Not measured: ${report.edge.skipped}.`);
  else {
    const { topology, nginxStatic } = report.edge;
    lines.push(
      '| page | server | HTML bytes | requests/s | p50 ms | p99 ms | errors | share of nginx static |',
      '|---|---|---|---|---|---|---|---|',
    );
    for (const name of Object.keys(PAGES)) {
      const [cached, file] = [topology[name], nginxStatic[name]];
      if (!cached || !file) continue;
      for (const [server, row] of [
        ['topology (nginx cache → 2 instances)', cached],
        ['nginx static file', file],
      ] as const)
        lines.push(
          `| ${name} | ${server} | ${row.bytes} | ${row.perSecond} | ${row.p50} | ${row.p99} | ${row.errors} | ${row === cached ? `${round(cached.perSecond / file.perSecond, 2)}×` : ''} |`,
        );
    }
  }
  lines.push(
    '',
    '## Uncached render of /us/flagship-bumblebee',
    '',
    `Server time of a forced render: median ${report.rendered.median} ms, p99 ${report.rendered.p99} ms (${RENDERS} renders); of which our content queries: median ${report.contentQueriesMs} ms.`,
    '',
    '## Account service',
    '',
    ...accountTable(report.accounts),
    '',
  );
  return lines.join('\n');
}

async function measure() {
  const { html, cached, rendered } = await site();
  const front = await withoutFront();
  const floorStatic = await staticFloor(html);
  const floorNext = await nextFloor(html);
  const edgeRows = await edge(html);
  const contentQueriesMs = await contentQueries();
  const accounts = await benchAccounts();
  const cpus = (await import('node:os')).cpus();
  return {
    date: new Date().toISOString(),
    node: process.version,
    machine: `${cpus.length} × ${cpus[0]?.model ?? 'cpu'}`,
    connections: CONNECTIONS,
    seconds: SECONDS,
    rounds: ROUNDS,
    cached,
    withoutFront: front,
    staticFloor: floorStatic,
    nextFloor: floorNext,
    edge: edgeRows,
    rendered,
    contentQueriesMs,
    accounts,
  };
}

const report = await measure();
const file = writeResult('', report, report.date);
writeFileSync(path.join(ROOT, file.replace(/\.json$/, '.md')), markdown(report));
console.log(markdown(report));
console.log(`written to ${file} and .md`);
