import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onTheWire } from '../../tests/support/wire';
import { precompress } from './precompress';
import { answerStaticAsset, listStaticAssets } from './static-assets';

const SCRIPT = `self.chunk=${JSON.stringify('robot '.repeat(3000))};`;
const STYLE = `.card{color:red}${'.x{margin:0}'.repeat(500)}`;
let folder = '';
let server: Server;
let origin = '';

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'static-assets-'));
  mkdirSync(path.join(folder, 'chunks'));
  mkdirSync(path.join(folder, 'media.js'));
  writeFileSync(path.join(folder, 'chunks', 'a1.js'), SCRIPT);
  writeFileSync(path.join(folder, 'chunks', 'b2.css'), STYLE);
  writeFileSync(path.join(folder, 'chunks', 'c3.js'), SCRIPT);
  writeFileSync(path.join(folder, 'chunks', 'logo.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  precompress(folder);
  rmSync(path.join(folder, 'chunks', 'c3.js.br'));
  const assets = listStaticAssets(folder);
  server = createServer((req, res) => {
    if (answerStaticAsset(assets, req, res)) return;
    res.writeHead(404, { 'x-answered-by': 'next' }).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  rmSync(folder, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  onTheWire(origin, path, headers, method);

describe('the build files sent in their stored compression', () => {
  it('stores each compressible file compressed beside itself, and leaves other files alone', () => {
    const file = path.join(folder, 'chunks', 'a1.js');
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(SCRIPT);
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(SCRIPT);
    expect(() => readFileSync(path.join(folder, 'chunks', 'logo.png.br'))).toThrow();
  });

  it('sends the stored brotli or gzip copy the client prefers, else the file itself', async () => {
    const br = await get('/_next/static/chunks/a1.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(SCRIPT);
    expect(Number(br.headers.get('content-length'))).toBe(br.body.length);
    const gzip = await get('/_next/static/chunks/a1.js', { 'accept-encoding': 'gzip, br;q=0' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(SCRIPT);
    const plain = await get('/_next/static/chunks/b2.css');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.body.toString()).toBe(STYLE);
    expect(plain.headers.get('content-type')).toBe('text/css; charset=UTF-8');
  });

  it('says what Next says of its build files: immutable, varying on encoding, never a page', async () => {
    const { headers } = await get('/_next/static/chunks/a1.js', { 'accept-encoding': 'br' });
    expect(headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(headers.get('vary')).toBe('Accept-Encoding');
    expect(headers.get('content-type')).toBe('application/javascript; charset=UTF-8');
    expect(headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('x-front-cache')).toBe('HIT');
  });

  it('answers HEAD with the head alone', async () => {
    const head = await get('/_next/static/chunks/a1.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(Number(head.headers.get('content-length'))).toBeGreaterThan(0);
  });

  it('leaves to Next what it does not hold: other files, ranges, queries, paths out of the folder', async () => {
    for (const address of [
      '/_next/static/chunks/none.js',
      '/_next/static/chunks/logo.png',
      '/_next/static/chunks/a1.js?v=1',
      '/_next/static/chunks/../chunks/a1.js',
      '/_next/static/chunks/%61%31.js',
      '/_next/static/media.js',
      '/_next/static/../../package.json',
    ])
      expect((await get(address)).headers.get('x-answered-by'), address).toBe('next');
    expect((await get('/_next/static/chunks/a1.js', { range: 'bytes=0-10' })).headers.get('x-answered-by')).toBe(
      'next',
    );
  });

  it('refuses other methods on its files with a 405, where Next answered a 500', async () => {
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const refused = await get('/_next/static/chunks/a1.js', {}, method);
      expect(refused.status, method).toBe(405);
      expect(refused.headers.get('allow')).toBe('GET, HEAD');
      expect(refused.headers.get('cache-control')).toBe('no-store');
    }
    expect((await get('/_next/static/chunks/none.js', {}, 'POST')).headers.get('x-answered-by')).toBe('next');
  });

  it('leaves an encoding without its stored copy to Next, which compresses as before', async () => {
    expect((await get('/_next/static/chunks/c3.js', { 'accept-encoding': 'br' })).headers.get('x-answered-by')).toBe(
      'next',
    );
    expect(
      (await get('/_next/static/chunks/c3.js', { 'accept-encoding': 'gzip' })).headers.get('content-encoding'),
    ).toBe('gzip');
  });
});
