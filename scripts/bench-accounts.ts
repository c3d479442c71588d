/**
 * npm run bench:accounts: requests per second and latency (p50, p95) of two account calls through the built
 * server (`next start`), on PGlite and on PostgreSQL, measured in one run:
 *  - subscribe: POST /usapi/account/user/subscribe/create, a new address each time (an insert);
 *  - password login: POST /usapi/account/user/login/pwd of one account (argon2id verification + a session).
 * CONNECTIONS loops send requests back to back for SECONDS each. PostgreSQL comes from TEST_POSTGRES_URL (a
 * fresh database, dropped after); without one answering, only PGlite is measured. The per-IP limit is lifted
 * for the run. Needs a build (npm run build). Writes bench/results/accounts-<date>.json.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { accountCall } from '../tests/support/account-api';
import { freshPostgres, postgresAvailable } from '../tests/support/accounts';
import { ROOT } from './lib/dataset-files';
import { startNext } from './lib/next-server';
import { writeResult } from './lib/results';
import { percentile, round } from './lib/stats';

const PORT = Number(process.env.BENCH_PORT ?? 3313);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);

const post = (origin: string, call: string, body: unknown) => accountCall(origin, call, body);

/** CONNECTIONS concurrent loops for `seconds`; every reply must be a success. */
async function load(seconds: number, request: (i: number) => Promise<{ code: number }>) {
  const latencies: number[] = [];
  let failures = 0;
  let sent = 0;
  const end = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < end) {
        const i = sent++;
        const t = performance.now();
        const { code } = await request(i);
        latencies.push(performance.now() - t);
        if (code !== 2000) failures++;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  return {
    requests: latencies.length,
    failures,
    perSecond: round(latencies.length / elapsed),
    p50: round(percentile(latencies, 50)),
    p95: round(percentile(latencies, 95)),
  };
}

async function measure(backend: 'pglite' | 'postgres', env: Record<string, string>) {
  // Registering mails a verification code: the local outbox is the transport here (a production start has none).
  const server = await startNext(PORT, {
    ...env,
    ACCOUNT_REQUESTS_PER_MINUTE: '1000000000',
    ACCOUNT_GUESSES_PER_HOUR: '1000000000',
    NODE_ENV: 'production',
    MAIL_OUTBOX: '1',
  });
  try {
    const run = Date.now().toString(36);
    const email = `bench-${run}@example.com`;
    const password = 'Robots4ever!x';
    const registered = await post(server.origin, 'register/pwd', { email, password });
    if (registered.code !== 2000) throw new Error(`register failed: ${JSON.stringify(registered)}`);
    // Each load numbers its requests from 0: the warm-up's addresses are its own, or the measured load would
    // subscribe them a second time and count the answers as failures.
    const subscribe = (phase: string) => (i: number) =>
      post(server.origin, 'subscribe/create', { email: `s-${run}-${phase}-${i}@example.com` });
    const login = () => post(server.origin, 'login/pwd', { email, password });
    await load(2, subscribe('warm'));
    await load(2, login);
    return { backend, subscribe: await load(SECONDS, subscribe('run')), login: await load(SECONDS, login) };
  } finally {
    await server.stop();
  }
}

/** Both backends (PostgreSQL when TEST_POSTGRES_URL answers), each on its own server. */
export async function benchAccounts() {
  const dataDir = path.join(ROOT, 'bench', 'tmp', `accounts-${Date.now()}`);
  const results = [await measure('pglite', { ACCOUNT_DATA_DIR: dataDir })];
  if (await postgresAvailable()) {
    const database = await freshPostgres();
    try {
      results.push(await measure('postgres', { ACCOUNT_DATA_DIR: dataDir, DATABASE_URL_US: database.url }));
    } finally {
      await database.drop();
    }
  }
  rmSync(dataDir, { recursive: true, force: true });
  return results;
}

export function accountTable(results: Awaited<ReturnType<typeof benchAccounts>>): string[] {
  const lines = ['| backend | call | requests/s | p50 ms | p95 ms | failures |', '|---|---|---|---|---|---|'];
  for (const r of results)
    for (const [call, m] of [
      ['subscribe', r.subscribe],
      ['password login', r.login],
    ] as const)
      lines.push(`| ${r.backend} | ${call} | ${m.perSecond} | ${m.p50} | ${m.p95} | ${m.failures} |`);
  return lines;
}

async function main() {
  const results = await benchAccounts();
  const report = { date: new Date().toISOString(), seconds: SECONDS, connections: CONNECTIONS, results };
  const file = writeResult('accounts', report, report.date);
  console.log(accountTable(results).join('\n'));
  console.log(`\nwritten to ${file} (${CONNECTIONS} connections, ${SECONDS} s each)`);
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) await main();
