/**
 * npm run bench:memory: the server's resident memory with every account group open on the embedded default
 * (one PGlite, a schema per group), at rest and through BENCH_MEMORY_MINUTES (30) of the fault suite's mixed
 * traffic (scripts/lib/mixed-load.ts) at 100 connections, the way an operator runs it: the standalone server
 * `npm start` runs, on a fresh data folder created by a first start. Needs a build (npm run build).
 *
 * It fails (exit 1) unless every sample stays at or under BENCH_MEMORY_LIMIT_MB (600) and the load leaves memory
 * flat: the highest sample of the last five minutes is no more than 10 % above the highest of the first five
 * (the first minute, while the server warms up and the heap finds its size, is not judged).
 * Writes bench/results/memory-<date>.json.
 */
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { MIXED_STATUSES, mixedRequests } from './lib/mixed-load';
import { type NextServer, serverRssMb, startNext } from './lib/next-server';
import { writeResult } from './lib/results';

const PORT = Number(process.env.BENCH_PORT ?? 3331);
const MINUTES = Number(process.env.BENCH_MEMORY_MINUTES ?? 30);
const LIMIT_MB = Number(process.env.BENCH_MEMORY_LIMIT_MB ?? 600);
const SAMPLE_MS = 5_000;
const WINDOW = Math.round(Math.min(5, MINUTES / 3) * 10) / 10;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const env = {
  ACCOUNT_DATA_DIR: path.join(tmpdir(), `bench-memory-${process.pid}-${Date.now()}`),
  ACCOUNT_WARM_START: '1',
  ACCOUNT_REQUESTS_PER_MINUTE: '100000000',
  ACCOUNT_GUESSES_PER_HOUR: '100000000',
};

/** Resident memory once the start-up work has settled: the lowest of ten samples a second apart. */
async function atRest(server: NextServer): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i < 10; i++) {
    samples.push(serverRssMb(server.pgid));
    await sleep(1_000);
  }
  return Math.min(...samples);
}

const first = await startNext(PORT, env, { standalone: true });
const created = await atRest(first);
await first.stop();

const server = await startNext(PORT, env, { standalone: true });
const open = await atRest(server);
console.log(`every group open on the embedded database, at rest: ${open} MB (first start, creating it: ${created} MB)`);

const samples: { minute: number; mb: number }[] = [];
const started = Date.now();
const sampler = setInterval(
  () => samples.push({ minute: (Date.now() - started) / 60_000, mb: serverRssMb(server.pgid) }),
  SAMPLE_MS,
);
const progress = setInterval(() => {
  const last = samples.at(-1);
  if (last) console.log(`  ${last.minute.toFixed(1)} min: ${last.mb} MB`);
}, 60_000);
const result = await autocannon({
  url: server.origin,
  connections: 100,
  duration: MINUTES * 60,
  timeout: 10,
  requests: mixedRequests(PORT),
});
clearInterval(sampler);
clearInterval(progress);
await sleep(30_000);
const after = await atRest(server);
await server.stop();

const highest = (from: number, to: number) =>
  Math.max(...samples.filter((s) => s.minute >= from && s.minute < to).map((s) => s.mb));
const early = highest(1, 1 + WINDOW);
const late = highest(MINUTES - WINDOW, MINUTES + 1);
const peak = Math.max(open, ...samples.map((s) => s.mb));
const statuses = Object.fromEntries(
  Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, count ?? 0]),
);
const figures = {
  minutes: MINUTES,
  requests: result.requests.total,
  perSecond: Math.round(result.requests.average),
  p99: result.latency.p99,
  errors: result.errors + result.timeouts,
  statuses,
  expectedShares: MIXED_STATUSES,
  mb: { created, open, early, late, peak, after },
  samples,
};
const flat = late <= early * 1.1;
const withinLimit = peak <= LIMIT_MB;
console.log(
  `mixed load ${MINUTES} min: ${figures.requests} requests (${figures.perSecond}/s, p99 ${figures.p99} ms, ` +
    `${figures.errors} errors); memory at rest ${open} MB, highest in minutes 1-${1 + WINDOW} ${early} MB, ` +
    `in the last ${WINDOW} ${late} MB, peak ${peak} MB, 30 s after ${after} MB`,
);
console.log(
  `${withinLimit ? 'ok' : 'FAIL'}: peak ${peak} MB against ${LIMIT_MB} MB; ` +
    `${flat ? 'ok' : 'FAIL'}: the last ${WINDOW} min ${late <= early ? 'at or below' : `${Math.round((late / early - 1) * 100)} % above`} the first`,
);
writeResult('memory', figures);
process.exit(withinLimit && flat && figures.errors === 0 ? 0 : 1);
