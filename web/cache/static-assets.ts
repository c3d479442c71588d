/**
 * Next's build files (/_next/static/…) answered from memory before Next's request handler (front-server.ts).
 * Their names carry a hash of their content, so a copy never goes stale; the build stored each compressible file
 * compressed once, brotli at its best and gzip (precompress.ts), where Next would gzip the same bytes again on
 * every request and never offers brotli, which takes a sixth off the JavaScript a phone downloads. What is not
 * here (a file this build does not have, an encoding without its stored copy, a query string, a range) goes to
 * Next as before, so a missing chunk still gets Next's short 404 (next.config.ts). Another method on one of its
 * files gets a 405 here.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
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

type Asset = { type: string; identity: Buffer } & Partial<Record<keyof typeof STORED, Buffer>>;
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

/** The compressible files of a build's static folder under their addresses, with their stored copies. */
export function loadStaticAssets(folder: string): StaticAssets {
  const assets = new Map<string, Asset>();
  for (const { file, address, type } of compressibleFiles(folder)) {
    const asset: Asset = { type, identity: readFileSync(file) };
    for (const [encoding, suffix] of Object.entries(STORED) as [keyof typeof STORED, string][])
      if (existsSync(file + suffix)) asset[encoding] = readFileSync(file + suffix);
    assets.set(address, asset);
  }
  return assets;
}

const HEADERS = {
  ...NOT_A_PAGE_HEADERS,
  'cache-control': 'public, max-age=31536000, immutable',
  vary: 'Accept-Encoding',
};

/** Answers a request for one of the build's files from memory; false when Next must. */
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
    'content-length': body.length,
    [FRONT_CACHE_HEADER]: 'HIT',
  });
  response.end(request.method === 'HEAD' ? undefined : body);
  return true;
}
