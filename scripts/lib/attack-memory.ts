/**
 * What a scanner does to the server's memory (npm run bench:attack-memory, and its short form in
 * tests/load/attack-memory.spec.ts): the standalone server `npm start` runs, a fresh account folder, nothing
 * opened early. After a first page, unique unknown addresses of every kind (regions, the cn host, API bases,
 * missing files, query strings, hosts the site does not serve), then junk to the preview, login and account
 * endpoints and the media route (injections, long values, unknown addresses' logins: each an argon2
 * verification), then both mixed for a while, 32 connections at a time, the account API's per-client limit
 * lifted (a scanner spread over many addresses is not stopped by it either). Resident memory is sampled every
 * half second; the peak is VmHWM, every byte the process ever held resident, start-up included.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cnHost } from '@showcase/schemas/hosts';
import { hasOwnHost, REGIONS } from '@showcase/schemas/regions';
import { DATASET_DIR, DATASET_FILE } from './dataset-files';
import { type NextServer, startNext } from './next-server';

/** Clients at once, as a scanner with a few dozen threads. */
const CONNECTIONS = 32;

type Attack = { method?: string; path: string; headers?: Record<string, string>; body?: string };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const word = () => Math.random().toString(36).slice(2, 10);

/** Resident memory now and at its highest since the server process started (it is the group's leader), in MB. */
export function memory(server: NextServer): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${server.pgid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0);
  return { rss: Math.round(kb('VmRSS') / 1024), peak: Math.round(kb('VmHWM') / 1024) };
}

/** Unknown addresses, each unique: every region, the cn host, API bases, missing files, odd hosts, queries. */
function unknownAddress(i: number, port: number): Attack {
  const region = REGIONS[i % REGIONS.length] ?? 'us';
  const cn = { host: `${cnHost()}:${port}` };
  switch (i % 10) {
    case 0:
      return { path: `/${hasOwnHost(region) ? 'us' : region}/${word()}` };
    case 1:
      return { path: `/${word()}/${word()}` };
    case 2:
      return { path: `/cn${word()}` };
    case 3:
      return { path: `/${['usapi', 'euapi', 'cnapi', 'api'][i % 4]}/${word()}/${word()}` };
    case 4:
      return { path: `/${hasOwnHost(region) ? 'fr' : region}/${word()}?q=${word()}&page=${i}` };
    case 5:
      return { path: `/us/flagship-bumblebee?utm_source=${word()}` };
    case 6:
      return { path: `/us/${word()}`, headers: { host: `${word()}.example:${port}` } };
    case 7:
      return { path: '/us', headers: { host: `${word()}.example` } };
    case 8:
      return { path: `/${word()}/${word()}/${word()}`, headers: cn };
    default:
      return { path: `/_next/static/chunks/${word()}.js` };
  }
}

/** What scanners put into parameters: injections, traversals, markup, long values. */
const payloads = [
  "' OR '1'='1",
  '1 AND SLEEP(5)',
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '%00',
  '"; cat /etc/passwd #',
  '{{7*7}}',
];
const payload = (i: number) => (i % 8 === 7 ? 'x'.repeat(2_000 + (i % 3_000)) : `${payloads[i % 7]}${word()}`);
const json = { 'content-type': 'application/json' };

/** Junk to the endpoints that take parameters, and logins of unknown addresses (each pays one verification). */
function junk(i: number, images: readonly string[]): Attack {
  const raw = payload(i);
  const value = encodeURIComponent(raw);
  const api = ['usapi', 'euapi', 'cnapi'][i % 3];
  switch (i % 10) {
    case 0:
      return { path: `/api/preview?secret=${value}&at=${value}&region=us&path=%2F` };
    case 1:
      return { path: `/${api}/account/user/sign_in/refresh?user_id=${value}`, headers: { reftoken: word() } };
    case 2:
      return { path: `/us/login?fromPath=${value}` };
    case 3:
    case 4:
      return {
        method: 'POST',
        path: `/${api}/account/user/login/pwd`,
        headers: json,
        body: JSON.stringify({ email: `${word()}@example.com`, password: `Pw-${word()}1` }),
      };
    case 5:
      return { method: 'POST', path: `/${api}/account/user/login/pwd`, headers: json, body: `{"email":${raw}` };
    case 6:
      return {
        method: 'POST',
        path: `/${api}/account/user/subscribe/create`,
        headers: json,
        body: JSON.stringify({ email: raw }),
      };
    case 7:
      return {
        path: `/media/images/${images[i % images.length] ?? 'none.png'}?w=${[200, 400, 800, 1600][i % 4]}&fm=${['png', 'webp', 'jpg', value][i % 4]}&rect=${i % 5 ? '' : value}`,
      };
    case 8:
      return { method: 'PUT', path: `/${api}/account/user/${word()}?id=${value}`, headers: json, body: raw };
    default:
      return { path: `/us/where-to-buy?country=${value}`, headers: { 'accept-encoding': 'br' } };
  }
}

/** The dataset's image files, as the media route names them (`<hash>-<w>x<h>.<ext>`). */
function imageNames(): string[] {
  const text = readFileSync(path.join(DATASET_DIR, DATASET_FILE), 'utf8');
  const refs = text.matchAll(/image-([a-f0-9]{40})-(\d+x\d+)-(png|jpg|svg|webp)/g);
  return [...new Set([...refs].map((m) => `${m[1]}-${m[2]}.${m[3]}`))];
}

/** Sends `count` requests (or until `until`), CONNECTIONS at a time; answers by status. */
async function flood(origin: string, attack: (i: number) => Attack, count: number, until = Number.POSITIVE_INFINITY) {
  const statuses: Record<string, number> = {};
  let next = 0;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      for (let i = next++; i < count && Date.now() < until; i = next++) {
        const { method = 'GET', path: address, headers, body } = attack(i);
        const status = await fetch(`${origin}${address}`, { method, headers, body, redirect: 'manual' }).then(
          async (response) => {
            await response.arrayBuffer();
            return String(response.status);
          },
          () => 'error',
        );
        statuses[status] = (statuses[status] ?? 0) + 1;
      }
    }),
  );
  return statuses;
}

export interface AttackLoad {
  port: number;
  /** Unknown addresses, then junk requests, then both mixed for `seconds`. */
  paths: number;
  junk: number;
  seconds: number;
  /** How long the server rests after the load before its memory is read. */
  restSeconds: number;
  log?: (line: string) => void;
}

export interface AttackFigures {
  ready: number;
  peak: number;
  highestSampled: number;
  after: number;
  phases: Record<string, { seconds: number; statuses: Record<string, number>; rss: number; peak: number }>;
  samples: { second: number; rss: number; peak: number }[];
}

/** Starts the server, runs the load, and answers its memory figures (MB); the server is stopped either way. */
export async function attackMemory(load: AttackLoad): Promise<AttackFigures> {
  const log = load.log ?? (() => {});
  const images = imageNames();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'attack-memory-'));
  const server = await startNext(
    load.port,
    {
      ACCOUNT_DATA_DIR: dataDir,
      ACCOUNT_WARM_START: '0',
      ACCOUNT_REQUESTS_PER_MINUTE: '100000000',
      ACCOUNT_GUESSES_PER_HOUR: '100000000',
    },
    { standalone: true },
  );
  const started = Date.now();
  const samples: AttackFigures['samples'] = [];
  const sampler = setInterval(() => samples.push({ second: (Date.now() - started) / 1000, ...memory(server) }), 500);
  const phases: AttackFigures['phases'] = {};
  async function phase(name: string, run: () => Promise<Record<string, number>>) {
    const from = Date.now();
    const statuses = await run();
    phases[name] = { seconds: Math.round((Date.now() - from) / 100) / 10, statuses, ...memory(server) };
    log(`${name}: ${JSON.stringify(phases[name])}`);
  }
  try {
    await fetch(`${server.origin}/us`).then((response) => response.arrayBuffer());
    await sleep(5_000);
    const ready = memory(server);
    log(`ready, one page served: ${ready.rss} MB (peak so far ${ready.peak} MB)`);
    await phase('unknown addresses', () => flood(server.origin, (i) => unknownAddress(i, load.port), load.paths));
    await phase('junk parameters', () => flood(server.origin, (i) => junk(i, images), load.junk));
    const until = Date.now() + load.seconds * 1000;
    await phase('mixed', () =>
      flood(
        server.origin,
        (i) => (i % 2 ? junk(i, images) : unknownAddress(i + load.paths, load.port)),
        Number.POSITIVE_INFINITY,
        until,
      ),
    );
    const rested = Date.now() + load.restSeconds * 1000;
    await sleep(load.restSeconds * 1000);
    clearInterval(sampler);
    // The lowest of the last ten seconds: what the server holds at rest, not a collection's momentary high.
    const last = samples.filter((s) => started + s.second * 1000 >= rested - 10_000).map((s) => s.rss);
    const after = last.length ? Math.min(...last) : memory(server).rss;
    return {
      ready: ready.rss,
      peak: memory(server).peak,
      highestSampled: Math.max(...samples.map((s) => s.rss)),
      after,
      phases,
      samples,
    };
  } finally {
    clearInterval(sampler);
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
