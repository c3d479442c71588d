/**
 * The built Studio, served as the static SPA it is, for `npm run studio` and the browser tests.
 * SANITY_STUDIO_API_HOST and the site's origin are fixed when the Studio is built, and each spec's stand-in and
 * each machine's ports differ: the Studio is built once with a mark in their place (`MARKS`), and `serveStudio`
 * writes the addresses of the moment over the marks.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, globSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

/** `sanity build` of studio/ into `outDir`, with the environment the Studio reads at build time. */
export async function buildStudio(outDir: string, env: Record<string, string>): Promise<void> {
  const studioDir = path.resolve('studio');
  const output: string[] = [];
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn('npx', ['--no-install', 'sanity', 'build', '--yes', outDir], {
      cwd: studioDir,
      env: { ...process.env, SANITY_TELEMETRY_DISABLED: '1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.on('error', reject);
    child.on('exit', resolve);
  });
  if (code !== 0) throw new Error(`sanity build exited ${code}:\n${output.join('')}`);
}

/** What the build holds where the API and the site go. */
const MARKS = { apiHost: 'https://studio-api-host.invalid', siteOrigin: 'https://studio-site-origin.invalid' };

/** The Studio built with the marks into `dist`, for a project `standin` with the dataset `production`. */
export const buildMarkedStudio = (dist: string) =>
  buildStudio(dist, {
    SANITY_STUDIO_API_HOST: MARKS.apiHost,
    SANITY_STUDIO_PROJECT_ID: 'standin',
    SANITY_STUDIO_DATASET: 'production',
    SANITY_STUDIO_SITE_ORIGIN: MARKS.siteOrigin,
  });

/** A hash of what the Studio is built from: its sources, the content model's and the locked packages. */
export function studioSourceHash(): string {
  const hash = createHash('sha256');
  const files = globSync(['studio/**/*.{ts,tsx}', 'schemas/src/**/*.ts', 'package-lock.json'], {
    exclude: (name) => /(^|\/)(node_modules|dist)$/.test(name),
  }).sort();
  for (const file of files) hash.update(file).update(readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

export interface StudioServer {
  origin: string;
  close: () => Promise<void>;
}

/**
 * Files as they are, the marks written over with this spec's stand-in and site; any other path is one of the
 * Studio's own routes, answered with its index.html.
 */
export async function serveStudio(
  dir: string,
  to: { apiHost: string; siteOrigin: string },
  port = 0,
): Promise<StudioServer> {
  const root = path.resolve(dir);
  const served = new Map<string, Buffer>();
  const read = (file: string) => {
    let bytes = served.get(file);
    if (!bytes) {
      bytes = readFileSync(file);
      if (/\.(m?js|html)$/.test(file))
        bytes = Buffer.from(
          bytes.toString('utf8').replaceAll(MARKS.apiHost, to.apiHost).replaceAll(MARKS.siteOrigin, to.siteOrigin),
        );
      served.set(file, bytes);
    }
    return bytes;
  };
  const server = createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://studio').pathname);
    const file = path.join(root, pathname);
    const found = file.startsWith(root) && existsSync(file) && statSync(file).isFile();
    const answer = found ? file : path.join(root, 'index.html');
    res.writeHead(200, { 'content-type': TYPES[path.extname(answer)] ?? 'application/octet-stream' });
    res.end(read(answer));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    origin: `http://localhost:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
