/**
 * The page cache in front of Next (cache/front-server.ts, which `npm start` runs): a cached page is answered
 * from memory, compressed once per encoding, without entering Next's request pipeline. Only what the stage
 * cache handler vouched for is kept: while Next handles a request, the handler's lookup names the page's
 * bytes and the stage and revision they show, and the request's answer is kept with its headers if it was a
 * plain 200 page, under the key of stored-page.ts. A copy is found only at its own stage and revision, so it
 * never crosses a boundary (whichever way the clock moves) or a publish (this process's or another's), and a
 * new render of a page drops that page's copies.
 * Requests that name a variant (RSC payloads, prefetches, server actions: the headers of the page's own
 * Vary), a draft-mode cookie, a query string, or anything but GET/HEAD always reach Next.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompress, brotliCompressSync, constants, gzipSync } from 'node:zlib';
import {
  ACTION_HEADER,
  NEXT_URL_HEADER,
  onHeadWritten,
  PRERENDER_BYPASS_COOKIE,
  PRERENDER_REVALIDATE_HEADER,
} from '../framework/next-internals';
import { acceptedValues } from '../lib/http/accepted';
import { FRONT_CACHE_HEADER } from '../lib/http/cache-layers';
import { processState } from '../lib/runtime/process-state';
import { REQUEST_ID_HEADER } from '../lib/telemetry/request-scope';
import { siteOf } from './request-guard';
import { type PageState, pageStateAt, storedPageKey } from './stored-page';

/** Entries kept at most, and their bytes (identity and compressed) at most: a flood of hosts cannot grow it. */
const MAX_ENTRIES = 500;
const MAX_BYTES = 64 * 1024 * 1024;
/** The request headers Next varies pages on besides these are read from each page's own Vary. */
const ALWAYS_NEXT = [PRERENDER_REVALIDATE_HEADER, ACTION_HEADER, NEXT_URL_HEADER];
/** Headers of an answer that belong to one connection, one request or one encoding, not to the page. */
const NOT_KEPT = new Set([
  REQUEST_ID_HEADER,
  'content-encoding',
  'content-length',
  'transfer-encoding',
  'date',
  'connection',
  'keep-alive',
]);

/** What the handler vouched for in one request: Next's key of the page, its bytes and the state they show. */
export type Vouched = { page: string; html: string; state: Pick<PageState, 'stage' | 'revision'> };
type Headers = Record<string, string | string[]>;
type Entry = {
  page: string;
  headers: Headers;
  varies: string[];
  identity: Buffer;
  br?: Buffer;
  /** Whether the best brotli of the page is being made, or was (`bestBrotli`). */
  bestBr?: boolean;
  gzip?: Buffer;
  size: number;
  storedAt: number;
};
type Slot = { vouched?: Vouched };

/** One per process: the server entry and the cache handler each hold a copy of this module. */
const front = processState('front-cache', () => ({
  entries: new Map<string, Entry>(),
  bytes: 0,
  requests: new AsyncLocalStorage<Slot>(),
  active: false,
}));

/** Whether a front cache serves in this process: under `next start` or Next's server.js nothing is vouched for. */
export const inFront = (): boolean => front.active;

/** Called by the stage cache handler when Next is about to answer a request with this page (its cache key). */
export function vouch(page: Vouched): void {
  const request = front.requests.getStore();
  if (request) request.vouched = page;
}

/**
 * Called when Next renders a page (its cache key): the copies of it are superseded, and what this request
 * answers is that render, not the page vouched for before (an entry Next found stale or revalidated), so nothing
 * of this request is kept.
 */
export function rendered(page: string): void {
  const request = front.requests.getStore();
  if (request) request.vouched = undefined;
  for (const [key, entry] of front.entries) if (entry.page === page) forget(key, entry);
}

function forget(key: string, entry: Entry): void {
  front.entries.delete(key);
  front.bytes -= entry.size;
}

/** Forget every copy (tests). */
export function clearFront(): void {
  front.entries.clear();
  front.bytes = 0;
}

/**
 * The page a request names: the site the router serves it from and its path, never the Host as written (two
 * spellings the router reads as one site share a copy, and one it reads as the other site never gets this one's).
 * Only an origin-form target (a path) is kept: the request guard reduces the others before this
 * (request-guard.ts). Null for a request no copy answers.
 */
function pageOf(request: IncomingMessage): string | null {
  const { method, url } = request;
  if (method !== 'GET' && method !== 'HEAD') return null;
  if (!url?.startsWith('/') || url.includes('?') || url.startsWith('/_next/')) return null;
  if (ALWAYS_NEXT.some((name) => name in request.headers)) return null;
  if (request.headers.cookie?.includes(PRERENDER_BYPASS_COOKIE)) return null;
  return `${siteOf(request.headers.host)} ${url}`;
}

/** The encoding a client accepts, best first: br, gzip, or none (an explicit q=0 refuses one). */
export function encodingFor(header: string | undefined): 'br' | 'gzip' | null {
  const accepted = acceptedValues(header);
  if (accepted.has('br')) return 'br';
  return accepted.has('gzip') ? 'gzip' : null;
}

/**
 * A copy's body in an encoding, made on its first request: quickly (brotli 6, about 2 ms for the home page), and
 * for brotli the best (quality 11, about 60 ms) then made off the event loop to replace it. A copy lives until
 * the next boundary or publish and serves every visitor, and the best brotli is a kilobyte or more smaller on a
 * page that carries its critical styles (critical-styles.ts): a phone's first paint waits for every byte.
 */
function compressed(key: string, entry: Entry, encoding: 'br' | 'gzip'): Buffer {
  let body = entry[encoding];
  if (!body) {
    body =
      encoding === 'br'
        ? brotliCompressSync(entry.identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } })
        : gzipSync(entry.identity, { level: 6 });
    entry[encoding] = body;
    entry.size += body.length;
    front.bytes += body.length;
  }
  if (encoding === 'br' && !entry.bestBr) bestBrotli(key, entry);
  return body;
}

function bestBrotli(key: string, entry: Entry): void {
  entry.bestBr = true;
  const params = {
    [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_SIZE_HINT]: entry.identity.length,
  };
  brotliCompress(entry.identity, { params }, (error, best) => {
    const quick = entry.br;
    // A copy forgotten meanwhile (a publish, a boundary, a new render) counts no longer.
    if (error || !quick || best.length >= quick.length || front.entries.get(key) !== entry) return;
    entry.br = best;
    entry.size += best.length - quick.length;
    front.bytes += best.length - quick.length;
  });
}

/** Answers the request from a kept copy if there is one for this instant; false when Next must. */
export function answerFromFront(request: IncomingMessage, response: ServerResponse, now = Date.now()): boolean {
  const page = pageOf(request);
  const key = page === null ? null : storedPageKey(page, pageStateAt(now));
  const entry = key === null ? undefined : front.entries.get(key);
  if (!entry) return false;
  if (entry.varies.some((name) => name in request.headers)) return false;
  const encoding = encodingFor(request.headers['accept-encoding']);
  const body = encoding ? compressed(key as string, entry, encoding) : entry.identity;
  response.writeHead(200, {
    ...entry.headers,
    ...(encoding ? { 'content-encoding': encoding } : {}),
    'content-length': body.length,
    // A cache in front counts the page's s-maxage (capped at the next boundary when Next wrote it) from here.
    age: String(Math.max(0, Math.floor((now - entry.storedAt) / 1000))),
    [FRONT_CACHE_HEADER]: 'HIT',
  });
  response.end(request.method === 'HEAD' ? undefined : body);
  return true;
}

/**
 * Lets Next answer the request (`handle`, Next's request handler for it), and keeps the answer if the handler
 * vouched for it and it is a plain page.
 */
export function keepWhatNextAnswers<T>(
  request: IncomingMessage,
  response: ServerResponse,
  handle: () => T,
  clock: () => number = Date.now,
): T {
  front.active = true;
  const page = request.method === 'GET' ? pageOf(request) : null;
  if (page === null) return handle();
  const slot: Slot = {};
  let head: Headers | null = null;
  // The head as Next wrote it, before it is sent.
  onHeadWritten(response, (status, given) => {
    head = { ...(response.getHeaders() as Headers) };
    if (given) for (const [name, value] of Object.entries(given as Headers)) head[name.toLowerCase()] = value;
    return status;
  });
  response.once('finish', () => {
    const vouched = slot.vouched;
    if (!vouched || !head || response.statusCode !== 200) return;
    if (head['set-cookie'] || !String(head['content-type'] ?? '').startsWith('text/html')) return;
    keep(storedPageKey(page, vouched.state), head, vouched, request, clock());
  });
  return front.requests.run(slot, handle);
}

function keep(key: string, head: Headers, vouched: Vouched, request: IncomingMessage, storedAt: number): void {
  const headers: Headers = {};
  for (const [name, value] of Object.entries(head)) if (!NOT_KEPT.has(name)) headers[name] = value;
  const vary = String(headers.vary ?? '');
  const varies = vary
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter((name) => name && name !== 'accept-encoding');
  if (varies.some((name) => name in request.headers)) return;
  if (!/accept-encoding/i.test(vary)) headers.vary = vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding';
  const identity = Buffer.from(vouched.html);
  const previous = front.entries.get(key);
  if (previous) forget(key, previous);
  const size = identity.length;
  front.entries.set(key, { page: vouched.page, headers, varies, identity, size, storedAt });
  front.bytes += identity.length;
  for (const [oldest, entry] of front.entries) {
    if (front.entries.size <= MAX_ENTRIES && front.bytes <= MAX_BYTES) break;
    forget(oldest, entry);
  }
}
