/**
 * npm run topology: the production topology on this machine (docs/OPERATIONS.md), from the current build:
 *  - two instances of the standalone server (web/.next/standalone), started as a deployment would;
 *  - Debian's nginx in front, balancing between them, with gzip, and the client address passed on (the
 *    instances trust one proxy hop); it keeps pages for as long as each answer's X-Accel-Expires allows (a few
 *    seconds, never up to the next boundary: web/cache/stage-cache-handler.ts), so a stored copy never
 *    crosses a flip and a publish shows through it within those seconds;
 *  - one Redis of its own holding the shared ISR cache (a publish revalidates every instance) and the
 *    throttles, so a block or a limit holds whichever instance a request lands on;
 *  - PostgreSQL for the accounts: DATABASE_URL_US/EU/CN when set, otherwise a fresh database per group,
 *    dropped at the end.
 * It prints the address and runs until Ctrl-C; tests/faults/topology.spec.ts starts it with startTopology().
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cnHost } from '@showcase/schemas/hosts';
import { freshPostgres, postgresAvailable } from '../tests/support/accounts';
import { PRERENDER_BYPASS_COOKIE } from '../web/framework/next-internals';
import { ROOT } from './lib/dataset-files';
import { type NextServer, startNext } from './lib/next-server';

export interface TopologyOptions {
  /** nginx's port (default 3230); the instances take the next two. */
  port?: number;
  /** Redis's port (default 6391): a server of the topology's own, never the machine's. */
  redisPort?: number;
  /** Extra environment for both instances (the content backend, secrets). */
  env?: Record<string, string>;
  /** Environment for one instance (0 or 1): what would differ between hosts, such as STAGE_BOUNDARIES_FILE. */
  instanceEnv?: (index: number) => Record<string, string>;
}

export interface Topology {
  origin: string;
  instances: NextServer[];
  redisUrl: string;
  stop: () => Promise<void>;
}

const WEB = path.join(ROOT, 'web');
const STANDALONE = path.join(WEB, '.next', 'standalone', 'web');
export const NGINX = existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';

export async function waitFor(check: () => Promise<boolean>, what: string, tries = 100) {
  for (let i = 0; i < tries; i++) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} did not come up`);
}

export function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || !child.pid) return Promise.resolve();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  process.kill(-child.pid, 'SIGTERM');
  return exited;
}

function startRedis(port: number, dir: string): ChildProcess {
  return spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
    { detached: true, stdio: 'ignore' },
  );
}

/** What every nginx this project starts shares: one worker, its files in `dir`, no access log, gzip on. */
export function nginxHttp(dir: string, body: string): string {
  return `
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  gzip on;
${body}
}
`;
}

function nginxConfig(dir: string, port: number, upstreams: number[]): string {
  return nginxHttp(
    dir,
    `  gzip_types text/css application/javascript application/json image/svg+xml text/plain;
  proxy_cache_path ${dir}/cache levels=1:2 keys_zone=pages:10m max_size=256m inactive=1m use_temp_path=off;
  upstream site {
${upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`).join('\n')}
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${port};
    server_name _;
    client_max_body_size 1m;
    # A client has 30 s for a request's head, may leave its body waiting at most 30 s between two reads, and is
    # dropped when it reads nothing of an answer for 30 s (nginx's defaults are 60 s): a trickle holds a
    # connection of nginx's, never an instance's, since nginx sends a request on only once its body is in.
    client_header_timeout 30s;
    client_body_timeout 30s;
    send_timeout 30s;
    location / {
      proxy_pass http://site;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      # The host nginx serves and keys the page under (proxy_cache_key): an absolute-form target's own, else the
      # Host header's, lower-case and without its port. The Host header as sent would let a request name one host
      # in its target and the other in its header, and have one site's page kept under the other's address.
      proxy_set_header Host $host;
      # The client's address as nginx saw it, replacing any X-Forwarded-For the client sent (TRUSTED_PROXY_HOPS=1).
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      # nginx's own id for the request, which the instances take as theirs (a trusted proxy's) and log with it.
      proxy_set_header X-Request-Id $request_id;
      # This request's id, never the one a page stored in nginx's cache was rendered under.
      proxy_hide_header X-Request-Id;
      add_header X-Request-Id $request_id always;
      # A dead instance is skipped; a page that answered (even 503) is not sent twice.
      proxy_next_upstream error timeout;
      add_header X-Upstream $upstream_addr always;
      # Pages only, and only as long as their X-Accel-Expires says: Cache-Control is ignored, since its
      # s-maxage counts whole seconds from arrival and its stale-while-revalidate would serve past a boundary.
      # An answer without X-Accel-Expires (API, assets, errors) is not stored; nor is one that sets a cookie.
      proxy_cache pages;
      proxy_cache_key $scheme$host$request_uri;
      proxy_ignore_headers Cache-Control Expires;
      proxy_cache_lock on;
      # Previews are per editor (Next's draft-mode cookie).
      proxy_cache_bypass $cookie_${PRERENDER_BYPASS_COOKIE};
      proxy_no_cache $cookie_${PRERENDER_BYPASS_COOKIE};
      # One stored copy per page, compressed here per client.
      proxy_set_header Accept-Encoding "";
      add_header X-Cache $upstream_cache_status always;
    }
  }`,
  );
}

export async function startTopology(options: TopologyOptions = {}): Promise<Topology> {
  const port = options.port ?? 3230;
  const redisPort = options.redisPort ?? 6391;
  if (!existsSync(path.join(STANDALONE, 'server.js'))) throw new Error('No standalone build: run npm run build first.');

  const run = `topology-${Date.now().toString(36)}`;
  const dir = path.join(ROOT, 'bench', 'tmp', run);
  mkdirSync(dir, { recursive: true });
  const stops: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const step of stops.reverse()) await step().catch((error: unknown) => console.error(error));
  };
  try {
    const redis = startRedis(redisPort, dir);
    stops.push(() => stopProcess(redis));
    const redisUrl = `redis://127.0.0.1:${redisPort}`;
    await waitFor(
      async () =>
        execFileSync('redis-cli', ['-p', String(redisPort), 'ping'], { encoding: 'utf8', stdio: 'pipe' }).trim() ===
        'PONG',
      'redis',
    );

    const databases: Record<string, string> = {};
    for (const group of ['US', 'EU', 'CN']) {
      const given = process.env[`DATABASE_URL_${group}`];
      if (given) databases[`DATABASE_URL_${group}`] = given;
      else {
        if (!(await postgresAvailable())) throw new Error('PostgreSQL does not answer (TEST_POSTGRES_URL)');
        const fresh = await freshPostgres();
        stops.push(fresh.drop);
        databases[`DATABASE_URL_${group}`] = fresh.url;
      }
    }

    const env: Record<string, string> = {
      NODE_ENV: 'production',
      ...databases,
      ISR_CACHE_REDIS_URL: redisUrl,
      ISR_CACHE_PREFIX: `${run}:`,
      THROTTLE_REDIS_URL: redisUrl,
      THROTTLE_REDIS_PREFIX: `${run}:throttle`,
      TRUSTED_PROXY_HOPS: '1',
      // The instances answer for nginx's one origin, and share their pages through Redis: unset, each would name
      // its own port in the links of the pages it renders.
      SITE_ORIGIN: `http://localhost:${port}`,
      CN_ORIGIN: `http://${cnHost()}:${port}`,
      ACCOUNT_TOKEN_SECRET: randomBytes(32).toString('hex'),
      ACCOUNT_DATA_DIR: path.join(dir, 'data'),
      ACCOUNT_MIGRATIONS_DIR: path.join(ROOT, 'accounts', 'src', 'db', 'migrations'),
      CONTENT_DATASET_DIR: path.join(ROOT, 'content', 'dataset'),
      ...options.env,
    };
    const instances: NextServer[] = [];
    for (const [index, instancePort] of [port + 1, port + 2].entries()) {
      const instance = await startNext(instancePort, { ...env, ...options.instanceEnv?.(index) }, { standalone: true });
      instances.push(instance);
      stops.push(instance.stop);
    }

    writeFileSync(path.join(dir, 'nginx.conf'), nginxConfig(dir, port, [port + 1, port + 2]));
    const nginx = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
      detached: true,
      stdio: 'ignore',
    });
    stops.push(() => stopProcess(nginx));
    const origin = `http://localhost:${port}`;
    await waitFor(async () => (await fetch(`${origin}/ssr/timestamp`)).ok, 'nginx');
    return { origin, instances, redisUrl, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // On a port, a Redis port and an accounts' data folder of the operator's choosing, where given.
  const { TOPOLOGY_PORT, TOPOLOGY_REDIS_PORT, ACCOUNT_DATA_DIR } = process.env;
  const topology = await startTopology({
    ...(TOPOLOGY_PORT ? { port: Number(TOPOLOGY_PORT) } : {}),
    ...(TOPOLOGY_REDIS_PORT ? { redisPort: Number(TOPOLOGY_REDIS_PORT) } : {}),
    env: ACCOUNT_DATA_DIR ? { ACCOUNT_DATA_DIR } : {},
  });
  console.log(`topology up: ${topology.origin} (nginx) → ${topology.instances.map((i) => i.origin).join(', ')}`);
  console.log(`shared ISR cache and throttles: ${topology.redisUrl}; accounts on PostgreSQL. Ctrl-C stops it.`);
  // A signal may come twice (to the process group, and relayed by tsx): the second must not cut the first's stop short.
  let stopping = false;
  const shutdown = () => {
    if (stopping) return;
    stopping = true;
    void topology.stop().then(() => process.exit(0));
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}
