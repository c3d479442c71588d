/**
 * npm run bench:unknown-paths: what a flood of unique unknown addresses costs the server. Starts the built site
 * (`next start`, or another checkout's build with `--app <its web folder>`), asks for PATHS unique addresses that
 * do not exist (unknown pages in every region, missing `/_next/static` files, deeper unknown paths), and
 * reports the growth of the page cache on disk (files and bytes under .next/server and .next/cache) and of
 * the server's resident memory (every process of its group), with the answers' status codes.
 * Writes bench/results/unknown-paths-<date>.json.
 */
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { cnHost } from '@showcase/schemas/hosts';
import { DEFAULT_REGION, hasOwnHost, REGIONS } from '@showcase/schemas/regions';
import { ROOT } from './lib/dataset-files';
import { startNext } from './lib/next-server';
import { writeResult } from './lib/results';

const PORT = Number(process.env.BENCH_PORT ?? 3314);
const PATHS = Number(process.env.BENCH_PATHS ?? 3000);
const CONCURRENCY = 10;
const appArg = process.argv.indexOf('--app');
const app = appArg > 0 ? path.resolve(process.argv[appArg + 1] ?? '') : path.join(ROOT, 'web');

function folderSize(dir: string): { files: number; bytes: number } {
  let files = 0;
  let bytes = 0;
  let entries: import('node:fs').Dirent[];
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return { files, bytes };
  }
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      const inner = folderSize(full);
      files += inner.files;
      bytes += inner.bytes;
    } else if (entry.isFile()) {
      files += 1;
      bytes += statSync(full).size;
    }
  }
  return { files, bytes };
}

/** Next writes page entries under .next/server (app/ and route-cache/) and query results under .next/cache. */
const cacheSize = () => {
  const a = folderSize(path.join(app, '.next', 'server'));
  const b = folderSize(path.join(app, '.next', 'cache'));
  return { files: a.files + b.files, bytes: a.bytes + b.bytes };
};

/** Resident memory of every process in the group (next start and the worker it runs), in bytes. */
function groupRss(pgid: number): number {
  let total = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) !== pgid) continue;
      const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
      total += Number(rss ?? 0) * 1024;
    } catch {}
  }
  return total;
}

/** Unknown pages of every region (cn's on its own host, named by the Host header), missing static files, deeper paths. */
function unknownPath(i: number): { path: string; headers?: Record<string, string> } {
  const region = REGIONS[i % REGIONS.length] ?? 'us';
  switch (i % 3) {
    case 0:
      return hasOwnHost(region)
        ? { path: `/no-such-page-${i}`, headers: { host: `${cnHost()}:${PORT}` } }
        : { path: `/${region}/no-such-page-${i}` };
    case 1:
      return { path: `/_next/static/chunks/missing-${i}.js` };
    default:
      return { path: `/${hasOwnHost(region) ? DEFAULT_REGION : region}/support/deeper/${i}` };
  }
}

const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

async function main() {
  const dataDir = path.join(ROOT, 'test-results', `bench-unknown-${Date.now()}`);
  const server = await startNext(PORT, { ACCOUNT_DATA_DIR: dataDir }, { cwd: app });
  try {
    for (const page of ['/us', '/us/flagship-bumblebee', '/fr', '/jp']) await fetch(`${server.origin}${page}`);
    await new Promise((r) => setTimeout(r, 2_000));
    const before = { cache: cacheSize(), rss: groupRss(server.pgid) };
    const statuses: Record<number, number> = {};
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        for (let i = next++; i < PATHS; i = next++) {
          const { path: unknown, headers } = unknownPath(i);
          const response = await fetch(`${server.origin}${unknown}`, { headers, redirect: 'manual' });
          await response.arrayBuffer();
          statuses[response.status] = (statuses[response.status] ?? 0) + 1;
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    await new Promise((r) => setTimeout(r, 2_000));
    const after = { cache: cacheSize(), rss: groupRss(server.pgid) };
    const result = {
      app: path.relative(ROOT, app) || app,
      paths: PATHS,
      seconds: Math.round(seconds * 10) / 10,
      statuses,
      cache: {
        filesBefore: before.cache.files,
        filesAdded: after.cache.files - before.cache.files,
        mbBefore: mb(before.cache.bytes),
        mbAdded: mb(after.cache.bytes - before.cache.bytes),
      },
      rss: { mbBefore: mb(before.rss), mbAfter: mb(after.rss), mbAdded: mb(after.rss - before.rss) },
    };
    console.log(JSON.stringify(result, null, 2));
    writeResult('unknown-paths', result);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
