/**
 * npm run bench:pair -- <other checkout> [pairs]: has a change moved the cached page's throughput? Runs the
 * server `npm start` runs, from this checkout's build and from another's (say `git worktree add ../before
 * <commit>`, then its own `npm run build`), one after the other, PAIRS times (default 4): this machine's speed
 * drifts by a third over minutes, more than most changes, so only runs side by side compare, each pair in the
 * other order than the last. Each run: the
 * server's output straight to a file (no pipe through this process, which is also the load generator), a
 * warm-up, then the median of 3 rounds of 5 s of autocannon at 50 connections on BENCH_PAIR_PAGE (`/us`), and
 * the server's CPU time a request over those rounds (from /proc), which drifts far less than the rate.
 * Writes bench/results/pair-<date>.json.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, openSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { ROOT } from './lib/dataset-files';
import { writeResult } from './lib/results';
import { round } from './lib/stats';

const [other, pairsArg] = process.argv.slice(2);
const PAIRS = Number(pairsArg ?? 4);
const PAGE = process.env.BENCH_PAIR_PAGE ?? '/us';
const PORT = Number(process.env.BENCH_PORT ?? 3311);

function checkout(dir: string): string {
  const root = path.resolve(dir);
  if (!existsSync(path.join(root, 'web', '.next', 'standalone', 'web', 'server.js')))
    throw new Error(`${root} has no standalone build: run npm run build there first`);
  return root;
}

async function serve(root: string): Promise<ChildProcess> {
  const log = openSync(path.join(mkdtempSync(path.join(tmpdir(), 'bench-pair-')), 'server.log'), 'w');
  const server = spawn('bash', [path.join(root, 'scripts', 'start.sh')], {
    env: {
      ...process.env,
      PORT: String(PORT),
      ACCOUNT_DATA_DIR: mkdtempSync(path.join(tmpdir(), 'bench-pair-data-')),
      NEXT_MANUAL_SIG_HANDLE: '1',
    },
    stdio: ['ignore', log, log],
    detached: true,
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const ok = await fetch(`http://localhost:${PORT}${PAGE}`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return server;
    await new Promise((retry) => setTimeout(retry, 200));
  }
  throw new Error(`the server of ${root} did not answer ${PAGE} within 60 s`);
}

async function stop(server: ChildProcess): Promise<void> {
  const exited = new Promise((done) => server.once('exit', done));
  process.kill(-(server.pid as number), 'SIGTERM');
  await exited;
}

/** The CPU time the process has used, in ms (Linux's /proc: user and system clock ticks of 10 ms). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

type Run = { perSecond: number; cpuMicrosPerRequest: number };

async function measure(root: string): Promise<Run> {
  const server = await serve(root);
  try {
    const url = `http://localhost:${PORT}${PAGE}`;
    await autocannon({ url, connections: 50, duration: 2 });
    const rounds: number[] = [];
    let requests = 0;
    const cpuBefore = cpuMs(server.pid as number);
    for (let round = 0; round < 3; round++) {
      const result = await autocannon({ url, connections: 50, duration: 5 });
      rounds.push(result.requests.average);
      requests += result.requests.total;
    }
    const cpuMicrosPerRequest = round(((cpuMs(server.pid as number) - cpuBefore) * 1000) / requests);
    return { perSecond: Math.round(rounds.sort((a, b) => a - b)[1] as number), cpuMicrosPerRequest };
  } finally {
    await stop(server);
  }
}

if (!other) {
  console.error('usage: npm run bench:pair -- <other checkout, built> [pairs]');
  process.exit(1);
}
const sides = { this: ROOT, other: checkout(other) };
checkout(ROOT);
const pairs: { this: Run; other: Run }[] = [];
for (let pair = 0; pair < PAIRS; pair++) {
  // Which side goes first alternates, so that what the first run of a pair meets (a cold cache, a machine that
  // has just been idle) falls on each side alike.
  const [first, second] = pair % 2 === 0 ? (['this', 'other'] as const) : (['other', 'this'] as const);
  const firstRun = await measure(sides[first]);
  const secondRun = await measure(sides[second]);
  const figures = { [first]: firstRun, [second]: secondRun } as { this: Run; other: Run };
  pairs.push(figures);
  console.log(
    `pair ${pair + 1}: this ${figures.this.perSecond}/s (${figures.this.cpuMicrosPerRequest} µs CPU a request), other ${figures.other.perSecond}/s (${figures.other.cpuMicrosPerRequest} µs)`,
  );
}
const mean = (side: 'this' | 'other', figure: keyof Run) =>
  pairs.reduce((sum, pair) => sum + pair[side][figure], 0) / pairs.length;
const change = (figure: keyof Run) =>
  round(((mean('this', figure) - mean('other', figure)) / mean('other', figure)) * 100);
const spread = (figure: keyof Run) => {
  const values = pairs.map((pair) => pair.other[figure]);
  return round(((Math.max(...values) - Math.min(...values)) / mean('other', figure)) * 100);
};
const signed = (value: number) => `${value > 0 ? '+' : ''}${value} %`;
console.log(
  `${PAGE}: this ${Math.round(mean('this', 'perSecond'))}/s against ${Math.round(mean('other', 'perSecond'))}/s (${signed(change('perSecond'))}; the other's runs spread over ${spread('perSecond')} %)`,
);
console.log(
  `CPU a request: this ${round(mean('this', 'cpuMicrosPerRequest'))} µs against ${round(mean('other', 'cpuMicrosPerRequest'))} µs (${signed(change('cpuMicrosPerRequest'))}; the other's runs spread over ${spread('cpuMicrosPerRequest')} %)`,
);
const file = writeResult('pair', {
  date: new Date().toISOString(),
  page: PAGE,
  sides,
  pairs,
  change: { perSecond: change('perSecond'), cpuMicrosPerRequest: change('cpuMicrosPerRequest') },
  spread: { perSecond: spread('perSecond'), cpuMicrosPerRequest: spread('cpuMicrosPerRequest') },
});
console.log(`written to ${file}`);
