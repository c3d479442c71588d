/**
 * Next's ISR cache with one change: a page's cache key carries the stage signature of the instant it is
 * served at. At a schedule boundary every page key changes, so the first request after it renders fresh
 * and no request after a boundary is ever answered with the state before it. A render whose boundary
 * passed while it ran is not stored: it would file an old state under the new key.
 * The entries live in Next's own file-system cache, or in Redis shared by every instance when
 * ISR_CACHE_REDIS_URL is set (shared-store.ts). A page is stored as it is served, with its policy (csp.ts):
 * every visitor gets the same bytes until the next boundary.
 * Next loads this module at run time, outside its bundler: cache/build.ts bundles it (and front-server.ts) into
 * cache/dist before `next build`, and next.config.ts names the bundle.
 */

import { createHash } from 'node:crypto';
import { statSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { settings } from '@showcase/schemas/settings';
import {
  APP_PAGE,
  type CacheControl,
  type FileSystemCache,
  type FileSystemCacheContext,
  loadFileSystemCache,
  PAGE_KINDS,
  PAGES,
  pageFilePath,
} from '../framework/next-internals';
import { boundariesFile, boundariesFrom, nextAfter, signatureAt } from '../lib/stage/signature';
import { currentPolicy, staticPage } from '../security/csp';
import { buildStylesheets, withCriticalStyles } from './critical-styles';
import { clearFront, inFront, rendered, vouch } from './front-cache';
import { bigRequiredScripts, preloadHeader } from './preload-header';
import { renderedOrigins } from './rendered-origins';
import { RevalidatedTags, tagsOf } from './revalidated-tags';
import { type SharedStore, sharedStore } from './shared-store';

const NextFileCache = loadFileSystemCache();
type Store = Pick<FileSystemCache, 'get' | 'set' | 'revalidateTag'>;
type Context = FileSystemCacheContext;
/** A page's lifetime as Next gives it (its own type requires `revalidate`; tests pass partial ones). */
type Lifetime = { revalidate?: number | false; expire?: number };
type Value = { html?: unknown; headers?: Record<string, unknown> };

const isPage = (ctx: { kind?: string } | undefined) => (PAGE_KINDS as readonly unknown[]).includes(ctx?.kind);

/**
 * A CDN may keep a page only until the next boundary: its fresh time (s-maxage) and its stale time after
 * that (stale-while-revalidate, which Next derives from `expire`) both end at the seconds left. Returns the
 * same object when no cap applies.
 */
export function cappedAtBoundary<T extends Lifetime | undefined>(
  cacheControl: T,
  boundaries: readonly number[],
  now: number,
): T {
  const next = nextAfter(boundaries, now);
  if (!cacheControl || next === null) return cacheControl;
  const left = Math.max(1, Math.ceil((next - now) / 1000));
  const { revalidate: fresh, expire: stale } = cacheControl;
  const revalidate = fresh === false || fresh === undefined ? left : Math.min(fresh, left);
  const expire = Math.min(stale ?? left, left);
  if (revalidate === fresh && expire === stale) return cacheControl;
  return { ...cacheControl, revalidate, expire };
}

/** How long a cache in front (nginx) may keep a page at most, so a publish shows through it within this time. */
const EDGE_SECONDS = settings().EDGE_CACHE_SECONDS;

/**
 * `X-Accel-Expires` for nginx: the last whole second a stored copy may be served, never reaching the next
 * boundary. nginx keeps a copy while its clock's whole second is at most this one, so the second before the
 * boundary's is the last. `0` (do not store) when that second has begun. Cache-Control's s-maxage counts whole
 * seconds from whenever the copy arrived, so it cannot be exact; nginx is told to ignore it
 * (scripts/topology.ts).
 */
export function edgeExpires(boundaries: readonly number[], now: number, seconds = EDGE_SECONDS): string {
  const next = nextAfter(boundaries, now);
  const until = Math.min(Math.floor(now / 1000) + seconds, next === null ? Infinity : Math.floor(next / 1000) - 1);
  return until < Math.floor(now / 1000) || seconds === 0 ? '0' : `@${until}`;
}

const withEdgeExpiry = <V extends Value>(value: V, expires: string): V => ({
  ...value,
  headers: { ...value.headers, 'x-accel-expires': expires },
});

/**
 * Vouches for a page's bytes to the cache in front of Next in this process (front-cache.ts) with the window in
 * which they are right: from the boundary before `now` to the next one, at most EDGE_SECONDS.
 */
function vouchToFront(page: string, html: unknown, boundaries: readonly number[], now: number): void {
  if (typeof html !== 'string') return;
  const signature = signatureAt(boundaries, now);
  const from = boundaries[signature - 1] ?? -Infinity;
  vouch({ page, html, from, until: Math.min(boundaries[signature] ?? Infinity, now + EDGE_SECONDS * 1000) });
}

/**
 * What a stored page takes from the build it was rendered by: its stylesheets' texts (critical-styles.ts) and
 * the big framework scripts its preload header names (preload-header.ts). Set when Next makes the handler.
 */
let build: { stylesheet: (href: string) => string | null; preloadScripts: readonly string[] } = {
  stylesheet: () => null,
  preloadScripts: [],
};

/**
 * A render as the cache keeps and serves it: its scripts named by hash in its own policy (csp.ts), the rules its
 * markup uses inline and its stylesheets after its content, its big scripts in a preload header.
 */
function asStatic<V extends Value>(value: V): V {
  if (typeof value.html !== 'string') return value;
  const { html: page, policy } = staticPage(value.html);
  const html = withCriticalStyles(page, build.stylesheet);
  const link = preloadHeader(html, build.preloadScripts);
  return {
    ...value,
    html,
    headers: { ...value.headers, 'content-security-policy': policy, ...(link === null ? {} : { link }) },
  };
}

/**
 * The origins the build's pages name (canonical and alternate links, JSON-LD, the link to cn's host), written
 * into this bundle by cache/build.ts as the build runs; absent where the module runs unbundled (unit tests).
 */
declare const __BUILT_FOR_ORIGINS__: string | undefined;

const originTags = new Map<string, string>();

/**
 * The key a render is stored under: its path, the stage it shows and the origins its links name. One build's
 * folder is shared by every server started from it (the tests' several ports, a local start beside them), and a
 * server must only ever serve pages that name its own origins, as it does with the build's own (`builtAt`). In a
 * deployment every instance has the same origins, so they share every entry.
 */
export function entryKey(key: string, signature: number, origins = renderedOrigins()): string {
  let tag = originTags.get(origins);
  if (tag === undefined) {
    tag = createHash('sha256').update(origins).digest('hex').slice(0, 8);
    originTags.set(origins, tag);
  }
  return `${key}~s${signature}~o${tag}`;
}

/** The build's prerendered pages, made static once per text (the file cache hands out the same string). */
const seeds = new Map<string, Value>();
const MAX_SEEDS = 300;

/**
 * A stored page as it is served: stored ones keep their bytes and get today's policy for their hashes; a
 * seed of the build (stored before this handler saw it) is made static once.
 */
function served<V extends Value>(value: V): V {
  const stored = value.headers?.['content-security-policy'];
  if (typeof stored === 'string') {
    const policy = currentPolicy(stored);
    return policy === stored ? value : { ...value, headers: { ...value.headers, 'content-security-policy': policy } };
  }
  if (typeof value.html !== 'string') return value;
  let seed = seeds.get(value.html) as V | undefined;
  if (!seed) {
    if (seeds.size >= MAX_SEEDS) seeds.clear();
    seed = asStatic(value);
    seeds.set(value.html, seed);
  }
  return seed;
}

/** Where a page's lifetime travels with it: Next keeps it beside the entry, the Redis store does not. */
const LIFETIME = 'stageCacheControl';

/**
 * Pages this process keeps on disk at most; beyond it the least recently stored goes. The site has a few
 * hundred pages and each keeps only its current stage's entry, so this is only ever reached by a flood.
 */
const MAX_STORED_PAGES = 2_000;
/** Keys remembered between a request's lookup and its store (one handler per request, many requests at once). */
const MAX_SEEN = 10_000;

/** A Map that forgets its oldest key beyond `max`, handing it to `evicted`. */
function remember<V>(
  map: Map<string, V>,
  key: string,
  value: V,
  max: number,
  evicted?: (key: string, value: V) => void,
): void {
  map.delete(key);
  map.set(key, value);
  if (map.size <= max) return;
  const oldest = map.keys().next().value;
  if (oldest === undefined) return;
  const old = map.get(oldest) as V;
  map.delete(oldest);
  evicted?.(oldest, old);
}

/** One record of revalidated tags per build folder and process (Next makes a handler per request). */
const revalidatedTags = new Map<string, RevalidatedTags>();

/** The files Next's file-system cache writes for one app page entry (its html, flight data, meta, segments). */
const PAGE_FILE_SUFFIXES = ['.html', '.rsc', '.meta', '.prefetch.rsc', '.segments'];

export default class StageKeyedCache {
  /** The signature each key was last looked up under (one handler per request). */
  seen = new Map<string, number>();
  /**
   * Pages this process stored on disk, by key, with the signature they were stored under: an entry of an earlier
   * stage is never looked up again, so it is deleted when its successor is stored (or when a flood evicts it).
   */
  static stored = new Map<string, number>();
  /** A field rather than the constant alone, so a test can show the bound without writing 2,000 pages. */
  static maxStoredPages = MAX_STORED_PAGES;
  /** What the build's pages name (null: unknown, taken to be this server's); a field so a test can set it. */
  static builtFor: string | null = typeof __BUILT_FOR_ORIGINS__ === 'string' ? __BUILT_FOR_ORIGINS__ : null;

  files: FileSystemCache;
  shared: SharedStore | null;
  /** The Redis store answers the same three calls; its package types them against another Next version. */
  store: Store;
  /**
   * When the build prerendered the pages: their seeds are right while no boundary has passed since. Not
   * with a shared store: a publish revalidates what is in Redis, and a seed on disk would not know it. Nor
   * where this server's origins are not the build's (a local start on another port than the build's, SITE_ORIGIN
   * set for the start only): every link in them would point elsewhere, so pages render afresh on first request.
   */
  builtAt: number | null = null;
  /**
   * Publishes on disk, beside the pages (revalidated-tags.ts): Next forgets them at a restart, and a page stored
   * before one must not be served after it. None with the shared store, whose revalidateTag deletes the entries.
   */
  revalidated: RevalidatedTags | null = null;

  constructor(ctx: Context) {
    this.files = new NextFileCache(ctx);
    this.shared = sharedStore(ctx);
    this.store = this.shared ? (this.shared as unknown as Store) : this.files;
    if (typeof ctx.serverDistDir === 'string') {
      const distDir = path.join(ctx.serverDistDir, '..');
      build = { stylesheet: buildStylesheets(distDir), preloadScripts: bigRequiredScripts(distDir) };
    }
    // Next makes a handler without a folder too (for the proxy, which stores no pages): no record there.
    if (!this.shared && typeof ctx.serverDistDir === 'string') {
      const file = path.join(ctx.serverDistDir, 'revalidated-tags.json');
      let record = revalidatedTags.get(file);
      if (!record) {
        record = new RevalidatedTags(file);
        revalidatedTags.set(file, record);
      }
      this.revalidated = record;
    }
    const builtFor = StageKeyedCache.builtFor;
    if (!this.shared && (builtFor === null || builtFor === renderedOrigins()))
      try {
        this.builtAt = statSync(path.join(ctx.serverDistDir, '..', 'BUILD_ID')).mtimeMs;
      } catch {}
  }

  async get(...[key, ctx]: Parameters<FileSystemCache['get']>): ReturnType<FileSystemCache['get']> {
    if (!isPage(ctx)) return this.store.get(key, ctx);
    const now = Date.now();
    const boundaries = boundariesFrom(boundariesFile());
    const signature = signatureAt(boundaries, now);
    remember(this.seen, key, signature, MAX_SEEN);
    let entry = await this.store.get(entryKey(key, signature), ctx);
    if (!entry && this.builtAt !== null && signature === signatureAt(boundaries, this.builtAt))
      entry = await this.files.get(key, ctx);
    if (!entry) return entry;
    // Stored before a publish that touched it (this process's or another's, before or after a restart): a miss.
    if (this.revalidated?.expired(tagsOf((entry.value as Value | null)?.headers), entry.lastModified ?? 0)) return null;
    let value = entry.value;
    if (value?.kind === APP_PAGE) {
      value = withEdgeExpiry(served(value), edgeExpires(boundaries, now));
      if (!this.shared && inFront()) vouchToFront(key, value.html, boundaries, now);
    }
    const lifetime = entry.cacheControl ?? (entry.value as Record<string, CacheControl | undefined> | null)?.[LIFETIME];
    return { ...entry, value, cacheControl: cappedAtBoundary(lifetime, boundaries, now) };
  }

  async set(...[key, data, ctx]: Parameters<FileSystemCache['set']>): ReturnType<FileSystemCache['set']> {
    if (data?.kind !== APP_PAGE && data?.kind !== PAGES) return this.store.set(key, data, ctx);
    // A new render of a page supersedes whatever copy of it the front kept, and this request answers with it.
    rendered(key);
    // Redirect pages are cheap to render and Next answers one rendered on demand with its Location header
    // twice; the router answers the seeded ones (next.config.ts), and none is stored here.
    if (data.kind === APP_PAGE && data.status !== undefined && data.status >= 300 && data.status < 400) return;
    // Next answers the fresh render with this very object: it is made static before it is stored or sent, so
    // the first visitor gets the bytes every later one does.
    if (data.kind === APP_PAGE) Object.assign(data, asStatic(data));
    // Not-found and error answers are not kept per path: every unknown address would add an entry of its own.
    if (data.kind === APP_PAGE && data.status !== undefined && data.status >= 400) return;
    const now = Date.now();
    const boundaries = boundariesFrom(boundariesFile());
    // Next sends the fresh render with this very object as its Cache-Control, so the first response after
    // a render is capped like every cached one (and the stored lifetime ends at the boundary too).
    const given = ctx && 'cacheControl' in ctx ? ctx.cacheControl : undefined;
    const cacheControl = cappedAtBoundary(given, boundaries, now);
    if (given && cacheControl !== given) Object.assign(given, cacheControl);
    const signature = signatureAt(boundaries, now);
    const looked = this.seen.get(key);
    // A render whose boundary passed while it ran shows the stage before: neither stored nor kept in front.
    const current = looked === undefined || looked === signature;
    if (current) {
      const stored = this.shared ? { ...data, [LIFETIME]: given } : { ...data };
      await this.store.set(entryKey(key, signature), stored as typeof data, ctx);
      if (!this.shared) this.keepBounded(key, signature);
    }
    // A cache in front (nginx) may keep the answer to this render like a hit; the stored entry gets its expiry
    // when served. The front cache of this process keeps hits only: the request's headers are a hit's.
    if (data.kind === APP_PAGE) Object.assign(data, withEdgeExpiry(data, current ? edgeExpires(boundaries, now) : '0'));
  }

  /**
   * Records a stored page and deletes what it supersedes: the same page's entry of another stage, and beyond
   * MAX_STORED_PAGES the least recently stored page. Only entries this handler stored (`entryKey`) are deleted,
   * never the build's seeds. Paths come from Next's own rule (framework/next-internals.ts).
   */
  keepBounded(key: string, signature: number): void {
    const stored = StageKeyedCache.stored;
    const previous = stored.get(key);
    if (previous !== undefined && previous !== signature) this.deleteEntry(entryKey(key, previous));
    remember(stored, key, signature, StageKeyedCache.maxStoredPages, (oldKey, oldSignature) =>
      this.deleteEntry(entryKey(oldKey, oldSignature)),
    );
  }

  deleteEntry(entryKey: string): void {
    for (const suffix of PAGE_FILE_SUFFIXES) {
      const file = pageFilePath(this.files, `${entryKey}${suffix}`);
      rm(file, { recursive: true, force: true }).catch(() => {});
    }
  }

  revalidateTag(...args: Parameters<FileSystemCache['revalidateTag']>): ReturnType<FileSystemCache['revalidateTag']> {
    clearFront();
    const [tags, durations] = args;
    // Next's own rule: no durations expire now, an `expire` expires then; a stale-only profile expires nothing.
    const at =
      durations === undefined
        ? Date.now()
        : durations.expire !== undefined
          ? Date.now() + durations.expire * 1000
          : null;
    if (at !== null) this.revalidated?.record(typeof tags === 'string' ? [tags] : tags, at);
    return this.store.revalidateTag(...args);
  }

  resetRequestCache() {
    this.shared?.resetRequestCache();
    this.files.resetRequestCache?.();
  }
}
