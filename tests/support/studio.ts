/**
 * The built Studio for browser tests: built against a given API host (SANITY_STUDIO_API_HOST is read at build
 * time, so the stand-in's address must be known before the build), and served as the static SPA it is.
 */
import { spawn } from 'node:child_process';
import { createReadStream, existsSync, statSync } from 'node:fs';
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

export interface StudioServer {
  origin: string;
  close: () => Promise<void>;
}

/** Files as they are; any other path is one of the Studio's own routes, answered with its index.html. */
export async function serveStudio(dir: string): Promise<StudioServer> {
  const root = path.resolve(dir);
  const server = createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://studio').pathname);
    const file = path.join(root, pathname);
    const found = file.startsWith(root) && existsSync(file) && statSync(file).isFile();
    const served = found ? file : path.join(root, 'index.html');
    res.writeHead(200, { 'content-type': TYPES[path.extname(served)] ?? 'application/octet-stream' });
    createReadStream(served).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://localhost:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
