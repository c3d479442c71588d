import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { contentStateText } from '@showcase/schemas/boundaries';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { onTheWire } from '../../tests/support/wire';

import * as front from './front-cache';
import { pageStateAt } from './stored-page';

const PAGE = `<!DOCTYPE html><html><body>${'robot '.repeat(4000)}</body></html>`;
const VARY = 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding';

/** What "Next" does for each request in these tests: set by each test. */
let next: (request: IncomingMessage, response: ServerResponse) => void;
let clock = 1_000_000;
let nextCalls = 0;
let server: Server;
let origin = '';
/** The content state the stored pages depend on: boundaries at 900,000 and 1,010,000 ms, and a revision. */
const folder = mkdtempSync(path.join(tmpdir(), 'front-cache-'));
const publish = (revision: number) =>
  writeFileSync(
    process.env.STAGE_BOUNDARIES_FILE ?? '',
    contentStateText({ boundaries: [900_000, 1_010_000], revision }),
  );

/** Next answering a cached hit: the handler's lookup vouches for the page, then the page is sent with its head. */
const hit =
  (html = PAGE, extra: Record<string, string> = {}) =>
  (request: IncomingMessage, response: ServerResponse) => {
    front.vouch({ page: request.url ?? '', html, state: pageStateAt(clock) });
    response.setHeader('x-nextjs-cache', 'HIT');
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', vary: VARY, ...extra });
    response.end(html);
  };

beforeAll(async () => {
  process.env.STAGE_BOUNDARIES_FILE = path.join(folder, 'boundaries.json');
  server = createServer((request, response) => {
    if (front.answerFromFront(request, response, clock)) return;
    front.keepWhatNextAnswers(
      request,
      response,
      () => {
        nextCalls++;
        next(request, response);
      },
      () => clock,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  delete process.env.STAGE_BOUNDARIES_FILE;
  rmSync(folder, { recursive: true, force: true });
});
beforeEach(() => {
  publish(1);
  front.clearFront();
  nextCalls = 0;
  clock = 1_000_000;
  next = hit();
});

const get = (path: string, headers: Record<string, string> = {}) => onTheWire(origin, path, headers);

describe('the page cache in front of Next', () => {
  it('keeps a page Next answered as a hit and serves the same bytes and head without Next', async () => {
    const first = await get('/us');
    const second = await get('/us');
    expect(nextCalls).toBe(1);
    expect(second.headers.get('x-front-cache')).toBe('HIT');
    expect(first.headers.get('x-front-cache')).toBeNull();
    expect(second.body.equals(first.body)).toBe(true);
    expect(second.headers.get('x-nextjs-cache')).toBe('HIT');
    expect(second.headers.get('vary')).toBe(VARY);
    expect(second.headers.get('age')).toBe('0');
  });

  it('compresses once per encoding the client accepts, and the bytes inside are the page', async () => {
    await get('/us');
    const br = await get('/us', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(PAGE);
    const gzip = await get('/us', { 'accept-encoding': 'gzip;q=1, br;q=0' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(PAGE);
    expect(Number(gzip.headers.get('content-length'))).toBe(gzip.body.length);
    expect(nextCalls).toBe(1);
  });

  it('answers brotli at once, then with the best brotli once it is made, the same page inside', async () => {
    const text = `<!DOCTYPE html><html><body>${Array.from({ length: 3000 }, (_, i) => `robot ${i * 7919} `).join('')}</body></html>`;
    next = hit(text);
    await get('/us');
    const accept = { 'accept-encoding': 'gzip, deflate, br' };
    const quick = await get('/us', accept);
    const best = await vi.waitFor(async () => {
      const answer = await get('/us', accept);
      expect(answer.body.length).toBeLessThan(quick.body.length);
      return answer;
    });
    expect(brotliDecompressSync(quick.body).toString()).toBe(text);
    expect(brotliDecompressSync(best.body).toString()).toBe(text);
    expect(Number(best.headers.get('content-length'))).toBe(best.body.length);
    expect(nextCalls).toBe(1);
  });

  it('serves a copy only at its own stage and revision: not past a boundary either way, nor after a publish', async () => {
    await get('/us');
    clock = 1_009_999;
    expect((await get('/us')).headers.get('x-front-cache')).toBe('HIT');
    clock = 1_010_000;
    expect((await get('/us')).headers.get('x-front-cache')).toBeNull();
    expect(nextCalls).toBe(2);
    clock = 950_000;
    expect((await get('/us')).headers.get('x-front-cache')).toBe('HIT');
    clock = 899_999;
    expect((await get('/us')).headers.get('x-front-cache')).toBeNull();
    // A publish by another process sharing the file: nothing stored before it is served.
    clock = 950_000;
    publish(2);
    expect((await get('/us')).headers.get('x-front-cache')).toBeNull();
    expect((await get('/us')).headers.get('x-front-cache')).toBe('HIT');
    expect(nextCalls).toBe(4);
  });

  it('counts the age of a kept copy, so a cache after it keeps the page no longer than Next said', async () => {
    await get('/us');
    clock += 7_400;
    expect((await get('/us')).headers.get('age')).toBe('7');
  });

  it('leaves variants, previews, queries and other methods to Next', async () => {
    await get('/us');
    const variants: Record<string, string>[] = [
      { rsc: '1' },
      { 'next-router-prefetch': '1' },
      { cookie: 'a=1; __prerender_bypass=x' },
    ];
    for (const headers of variants) {
      expect((await get('/us', headers)).headers.get('x-front-cache')).toBeNull();
    }
    expect((await get('/us?utm=x')).headers.get('x-front-cache')).toBeNull();
    const post = await fetch(`${origin}/us`, { method: 'POST', body: 'x' });
    expect(post.headers.get('x-front-cache')).toBeNull();
    expect(nextCalls).toBe(6);
    const head = await fetch(`${origin}/us`, { method: 'HEAD' });
    expect(head.headers.get('x-front-cache')).toBe('HIT');
  });

  it('keeps nothing of an RSC request or one whose answer sets a cookie, is not a 200, or was rendered afresh', async () => {
    await get('/us', { rsc: '1' });
    next = hit(PAGE, { 'set-cookie': 'a=1' });
    await get('/us');
    next = (_request, response) => {
      front.vouch({ page: '/us', html: PAGE, state: pageStateAt(clock) });
      response.writeHead(404, { 'content-type': 'text/html' });
      response.end(PAGE);
    };
    await get('/us');
    next = (request, response) => {
      hit()(request, response);
      // The handler's set(): Next rendered the page for this request, so its vouching is withdrawn.
      front.rendered('/us');
    };
    await get('/us');
    expect((await get('/us')).headers.get('x-front-cache')).toBeNull();
    expect(nextCalls).toBe(5);
  });

  it('drops a page when Next renders it again, and no other', async () => {
    await get('/us');
    await get('/uk');
    front.rendered('/us');
    expect((await get('/uk')).headers.get('x-front-cache')).toBe('HIT');
    expect((await get('/us')).headers.get('x-front-cache')).toBeNull();
    expect((await get('/us')).headers.get('x-front-cache')).toBe('HIT');
  });

  it('keys a page by the site the router serves for its Host, never by the Host as written', async () => {
    const port = new URL(origin).port;
    // A Host carrying a path once keyed the cn home page under another cn address.
    await get('/', { host: `cn.localhost:${port}/flagship-bumblebee` });
    expect(
      (await get('/flagship-bumblebee/', { host: `cn.localhost:${port}` })).headers.get('x-front-cache'),
    ).toBeNull();
    // Spellings the router reads as one site share one copy; the other site never gets it.
    await get('/us', { host: `localhost:${port}` });
    expect((await get('/us', { host: 'LOCALHOST' })).headers.get('x-front-cache')).toBe('HIT');
    expect((await get('/us', { host: 'www.example:81' })).headers.get('x-front-cache')).toBe('HIT');
    expect((await get('/us', { host: 'cn.localhost' })).headers.get('x-front-cache')).toBeNull();
    expect((await get('/us', { host: `CN.localhost:${port}` })).headers.get('x-front-cache')).toBe('HIT');
    // An absolute-form target is the request guard's to reduce; here it is never kept.
    await get('http://evil.example/us');
    expect((await get('http://evil.example/us')).headers.get('x-front-cache')).toBeNull();
    expect(nextCalls).toBe(6);
  });

  it('reads Accept-Encoding as a client means it', () => {
    expect(front.encodingFor(undefined)).toBeNull();
    expect(front.encodingFor('gzip, deflate, br, zstd')).toBe('br');
    expect(front.encodingFor('br;q=0, gzip')).toBe('gzip');
    expect(front.encodingFor('BR;q=0.0,GZIP;q=0')).toBeNull();
    expect(front.encodingFor('identity')).toBeNull();
  });
});
