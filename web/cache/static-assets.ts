/**
 * Next's build files (/_next/static/…) sent as files before Next's request handler (front-server.ts), in the
 * compression the build stored beside each (precompress.ts: brotli at its best and gzip), where Next would gzip
 * the same bytes again on every request and never offers brotli, which takes a sixth off the JavaScript a phone
 * downloads. Nothing is kept at run time but their list, made at start: their names carry a hash of their
 * content, and the files are the build's own. What is not
 * here (a file this build does not have, an encoding without its stored copy, a query string, a range) goes to
 * Next as before, so a missing chunk still gets Next's short 404 (next.config.ts). Another method on one of its
 * files gets a 405 here.
 */
import { createReadStream, existsSync, readdirSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { FRONT_CACHE_HEADER } from '../lib/http/cache-layers';
import { NOT_A_PAGE_HEADERS } from '../security/headers';
import { encodingFor } from './front-cache';

/** The types worth compressing, as Next names them; any other file (images, fonts) is Next's to serve. */
export const COMPRESSIBLE: Readonly<Record<string, string>> = {
  '.js': 'application/javascript; charset=UTF-8',
  '.css': 'text/css; charset=UTF-8',
  '.json': 'application/json; charset=UTF-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=UTF-8',
};
/** The stored copies' suffixes, per content encoding. */
export const STORED = { br: '.br', gzip: '.gz' } as const;

type Stored = { file: string; size: number };
type Asset = { type: string; identity: Stored } & Partial<Record<keyof typeof STORED, Stored>>;
export type StaticAssets = ReadonlyMap<string, Asset>;

/** The files of a static folder worth compressing: their paths, their addresses and their types. */
export function compressibleFiles(folder: string): { file: string; address: string; type: string }[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true, withFileTypes: true }).flatMap((entry) => {
    const type = COMPRESSIBLE[path.extname(entry.name)];
    if (!type || !entry.isFile()) return [];
    const file = path.join(entry.parentPath, entry.name);
    return [{ file, address: `/_next/static/${path.relative(folder, file).split(path.sep).join('/')}`, type }];
  });
}

const stored = (file: string): Stored => ({ file, size: statSync(file).size });

/** The compressible files of a build's static folder under their addresses, with their stored copies. */
export function listStaticAssets(folder: string): StaticAssets {
  const assets = new Map<string, Asset>();
  for (const { file, address, type } of compressibleFiles(folder)) {
    const asset: Asset = { type, identity: stored(file) };
    for (const [encoding, suffix] of Object.entries(STORED) as [keyof typeof STORED, string][])
      if (existsSync(file + suffix)) asset[encoding] = stored(file + suffix);
    assets.set(address, asset);
  }
  return assets;
}

const HEADERS = {
  ...NOT_A_PAGE_HEADERS,
  'cache-control': 'public, max-age=31536000, immutable',
  vary: 'Accept-Encoding',
};

/** Answers a request for one of the build's files; false when Next must. */
export function answerStaticAsset(assets: StaticAssets, request: IncomingMessage, response: ServerResponse): boolean {
  // Looked up by the exact address: nothing a client writes can name a file the build did not list. A range of a
  // compressed copy is not what the client asked for: ranges stay Next's.
  const asset = assets.get(request.url ?? '');
  if (!asset || request.headers.range) return false;
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    // Next's file handler answers any other method on a file it has with a 500.
    response.writeHead(405, {
      ...HEADERS,
      allow: 'GET, HEAD',
      'cache-control': 'no-store',
      'content-type': 'text/plain; charset=utf-8',
    });
    response.end('Method not allowed\n');
    return true;
  }
  const encoding = encodingFor(request.headers['accept-encoding']);
  const body = encoding ? asset[encoding] : asset.identity;
  if (!body) return false;
  response.writeHead(200, {
    ...HEADERS,
    'content-type': asset.type,
    ...(encoding ? { 'content-encoding': encoding } : {}),
    'content-length': body.size,
    [FRONT_CACHE_HEADER]: 'HIT',
  });
  if (request.method === 'HEAD') response.end();
  // A file gone since the start (a build replaced under a running server) ends the answer short, never another's.
  else
    createReadStream(body.file)
      .on('error', () => response.destroy())
      .pipe(response);
  return true;
}
