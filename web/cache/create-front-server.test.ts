import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cnHost, mainOrigin } from '@showcase/schemas/hosts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { onTheSocket, type SocketAnswer } from '../../tests/support/wire';
import { createFrontServer } from './create-front-server';
import * as front from './front-cache';
import { listStaticAssets } from './static-assets';
import { pageStateAt } from './stored-page';

/**
 * The front server's own wiring (request guard, build files, page cache, Next) with a stand-in for Next, spoken
 * to over raw sockets: what Node's parser accepts, not what an HTTP client would agree to send.
 */
const TIME = { headersTimeout: 1_000, requestTimeout: 1_000, connectionsCheckingInterval: 50 };
const PAGE = '<!DOCTYPE html><html><body>page</body></html>';

let folder = '';
let server: Server;
let port = 0;
let main = '';
let cn = '';
/** What the stand-in for Next saw, per request. */
let seen: { url: string; host: string | undefined }[] = [];
/** Ends the stand-in's one long answer (GET /long). */
let endLong: () => void = () => {};

/**
 * Next answering every page as a cached hit (the handler vouches for it) once it has read the request, as its
 * API routes read a body first, and /long as an answer that goes on.
 */
async function next(request: IncomingMessage, response: ServerResponse): Promise<void> {
  seen.push({ url: request.url ?? '', host: request.headers.host });
  request.resume();
  // A request cut off before its end (the server's own timeout) gets no answer.
  if (
    !request.complete &&
    !(await once(request, 'end').then(
      () => true,
      () => false,
    ))
  )
    return;
  if (request.url === '/long') {
    response.writeHead(200, { 'content-type': 'text/plain' });
    response.write('first;');
    endLong = () => response.end('last');
    return;
  }
  front.vouch({ page: request.url ?? '', html: PAGE, state: pageStateAt(Date.now()) });
  response.writeHead(200, {
    'content-type': 'text/html; charset=utf-8',
    'x-seen': `${request.headers.host} ${request.url}`,
  });
  response.end(PAGE);
}

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'front-server-'));
  server = createFrontServer(listStaticAssets(folder), next, TIME);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  main = `${new URL(mainOrigin()).hostname}:${port}`;
  cn = `${cnHost()}:${port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  rmSync(folder, { recursive: true, force: true });
});
beforeEach(() => {
  front.clearFront();
  seen = [];
});

const raw = (written: string, trickle = '') => onTheSocket(`http://127.0.0.1:${port}`, written, trickle);
const get = (target: string, host: string, extra = '') =>
  raw(`GET ${target} HTTP/1.1\r\nHost: ${host}\r\n${extra}Connection: close\r\n\r\n`);

function expectRefusal(answer: SocketAnswer, status: number) {
  expect(answer.status, answer.raw).toBe(status);
  expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
  expect(answer.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  expect(answer.headers['strict-transport-security']).toMatch(/^max-age=/);
  expect(answer.headers.connection).toBe('close');
  expect(answer.headers.location).toBeUndefined();
}

describe('the front server refuses what is not a request for one of its sites', () => {
  it('answers a Host with a path 400, every time, and plants nothing at the address it spells', async () => {
    for (let i = 0; i < 2; i++) expectRefusal(await get('/', `${cn}/flagship-bumblebee`), 400);
    expect(seen).toEqual([]);
    const page = await get('/flagship-bumblebee/', cn);
    expect(page.status).toBe(200);
    expect(page.headers['x-front-cache']).toBeUndefined();
    expect(page.headers['x-seen']).toBe(`${cn} /flagship-bumblebee/`);
  });

  it('refuses a backslash, a user, a space, unicode, an empty Host and a second Host', async () => {
    for (const host of [`${main}\\x`, `user@${main}`, `local host:${port}`, 'b\xc3\xbccher.example', ''])
      expectRefusal(await get('/us', host), 400);
    expectRefusal(await get('/us', main, `Host: ${cn}\r\n`), 400);
    expect(seen).toEqual([]);
  });

  it('answers an absolute-form target naming another host 421, with no Location, before Next sees it', async () => {
    for (const target of ['http://evil.example/us', 'http://evil.example/us/', 'https://evil.example//us']) {
      const answer = await get(target, main);
      expectRefusal(answer, 421);
      expect(answer.raw).not.toMatch(/evil\.example/i);
    }
    expect(seen).toEqual([]);
  });

  it('reduces an absolute-form target naming one of our hosts to its path, under that host', async () => {
    const answer = await get(`http://${cn}/flagship-bumblebee`, main);
    expect(answer.status).toBe(200);
    expect(seen).toEqual([{ url: '/flagship-bumblebee', host: cn }]);
  });

  it('keeps one copy for the spellings of a site, and never serves it to the other site', async () => {
    await get('/us', main);
    expect((await get('/us', main.toUpperCase())).headers['x-front-cache']).toBe('HIT');
    expect((await get('http://localhost/us', 'elsewhere.example')).headers['x-front-cache']).toBe('HIT');
    expect((await get('/us', cn)).headers['x-front-cache']).toBeUndefined();
    expect(seen.map(({ host }) => host)).toEqual([main, cn]);
  });
});

describe('the front server bounds the time a client takes to send a request', () => {
  it('answers 408 and closes a connection whose body trickles in, while a long answer goes on', async () => {
    const long = raw(`GET /long HTTP/1.1\r\nHost: ${main}\r\nConnection: close\r\n\r\n`);
    const trickled = await raw(
      `POST /api/x HTTP/1.1\r\nHost: ${main}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\nConnection: close\r\n\r\n`,
      '{'.padEnd(1000, ' '),
    );
    expect(trickled.status, trickled.raw).toBe(408);
    // The long answer's request arrived whole: it is past the same bound by now, and still open.
    endLong();
    const answer = await long;
    expect(answer.status).toBe(200);
    expect(answer.body).toMatch(/first;[\s\S]*last/);
  });

  it('answers 408 and closes a connection whose head trickles in', async () => {
    const trickled = await raw(`GET /us HTTP/1.1\r\nHost: ${main}\r\n`, 'X-Slow: '.padEnd(1000, 'a'));
    expect(trickled.status, trickled.raw).toBe(408);
    expect(seen).toEqual([]);
  });
});
