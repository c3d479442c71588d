/**
 * Next's ISR cache with one change: a page is stored under the one rule of stored-page.ts, its path at the stage
 * and content revision of the instant it is served at. At a schedule boundary or a publish every page key
 * changes, so the first request after it renders fresh and no request after it is ever answered with the state
 * before it. A render whose boundary or publish passed while it ran is not stored: it would file an old state
 * under the new key.
 * The entries live in Next's own file-system cache, or in Redis shared by every instance when
 * ISR_CACHE_REDIS_URL is set (shared-store.ts). A page is stored as it is served, with its policy (csp.ts):
 * every visitor gets the same bytes until the next boundary.
 * Next loads this module at run time, outside its bundler: cache/build.ts bundles it (and front-server.ts) into
 * cache/dist before `next build`, and next.config.ts names the bundle.
 */

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
import { nextAfter, signatureAt } from '../lib/stage/signature';
import { currentPolicy, staticPage } from '../security/csp';
import { buildStylesheets, withCriticalStyles } from './critical-styles';
import { inFront, rendered, vouch } from './front-cache';
import { bigRequiredScripts, preloadHeader } from './preload-header';
import { type SharedStore, sharedStore } from './shared-store';
import { type PageState, pageStateAt, renderedOrigins, storedPageKey } from './stored-page';

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
 * What the build's pages depend on: the origins they name (canonical and alternate links, JSON-LD, the link to
 * cn's host) and the content revision they were rendered at, written into this bundle by cache/build.ts as the
 * build runs; absent where the module runs unbundled (unit tests).
 */
declare const __BUILT_FOR_ORIGINS__: string | undefined;
declare const __BUILT_AT_REVISION__: number | undefined;

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

/** The files Next's file-system cache writes for one app page entry (its html, flight data, meta, segments). */
const PAGE_FILE_SUFFIXES = ['.html', '.rsc', '.meta', '.prefetch.rsc', '.segments'];

export default class StageKeyedCache {
  /** The state each key was last looked up at (one handler per request). */
  seen = new Map<string, PageState>();
  /**
   * Pages this process stored on disk, by key, with the key they were stored under: an entry of an earlier stage
   * or revision is never looked up again, so it is deleted when its successor is stored (or when a flood evicts it).
   */
  static stored = new Map<string, string>();
  /** A field rather than the constant alone, so a test can show the bound without writing 2,000 pages. */
  static maxStoredPages = MAX_STORED_PAGES;
  /** What the build's pages name (null: unknown, taken to be this server's); a field so a test can set it. */
  static builtFor: string | null = typeof __BUILT_FOR_ORIGINS__ === 'string' ? __BUILT_FOR_ORIGINS__ : null;
  /** The content revision the build's pages show (0: none recorded); a field so a test can set it. */
  static builtRevision = typeof __BUILT_AT_REVISION__ === 'number' ? __BUILT_AT_REVISION__ : 0;

  files: FileSystemCache;
  shared: SharedStore | null;
  /** The Redis store answers the same three calls; its package types them against another Next version. */
  store: Store;
  /**
   * When the build prerendered the pages: their seeds are right while no boundary has passed and no publish
   * has come since. Not with a shared store, whose instances each have their own build folder. Nor where this
   * server's origins are not the build's (a local start on another port than the build's, SITE_ORIGIN set for the
   * start only): every link in them would point elsewhere, so pages render afresh on first request.
   */
  builtAt: number | null = null;

  constructor(ctx: Context) {
    this.files = new NextFileCache(ctx);
    this.shared = sharedStore(ctx);
    this.store = this.shared ? (this.shared as unknown as Store) : this.files;
    if (typeof ctx.serverDistDir === 'string') {
      const distDir = path.join(ctx.serverDistDir, '..');
      build = { stylesheet: buildStylesheets(distDir), preloadScripts: bigRequiredScripts(distDir) };
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
    const state = pageStateAt(now);
    const { boundaries } = state;
    remember(this.seen, key, state, MAX_SEEN);
    let entry = await this.store.get(storedPageKey(key, state), ctx);
    if (
      !entry &&
      this.builtAt !== null &&
      state.revision === StageKeyedCache.builtRevision &&
      state.stage === signatureAt(boundaries, this.builtAt)
    )
      entry = await this.files.get(key, ctx);
    if (!entry) return entry;
    let value = entry.value;
    if (value?.kind === APP_PAGE) {
      value = withEdgeExpiry(served(value), edgeExpires(boundaries, now));
      // The cache in front of Next in this process (front-cache.ts) may keep these bytes under the same rule.
      if (!this.shared && inFront() && typeof value.html === 'string') vouch({ page: key, html: value.html, state });
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
    const state = pageStateAt(now);
    const { boundaries } = state;
    // Next sends the fresh render with this very object as its Cache-Control, so the first response after
    // a render is capped like every cached one (and the stored lifetime ends at the boundary too).
    const given = ctx && 'cacheControl' in ctx ? ctx.cacheControl : undefined;
    const cacheControl = cappedAtBoundary(given, boundaries, now);
    if (given && cacheControl !== given) Object.assign(given, cacheControl);
    const looked = this.seen.get(key);
    // A render whose boundary or publish passed while it ran shows the state before: neither stored nor kept.
    const current = looked === undefined || (looked.stage === state.stage && looked.revision === state.revision);
    if (current) {
      const stored = this.shared ? { ...data, [LIFETIME]: given } : { ...data };
      const storedKey = storedPageKey(key, state);
      await this.store.set(storedKey, stored as typeof data, ctx);
      if (!this.shared) this.keepBounded(key, storedKey);
    }
    // A cache in front (nginx) may keep the answer to this render like a hit; the stored entry gets its expiry
    // when served. The front cache of this process keeps hits only: the request's headers are a hit's.
    if (data.kind === APP_PAGE) Object.assign(data, withEdgeExpiry(data, current ? edgeExpires(boundaries, now) : '0'));
  }

  /**
   * Records a stored page and deletes what it supersedes: the same page's entry of another stage or revision,
   * and beyond MAX_STORED_PAGES the least recently stored page. Only entries this handler stored
   * (`storedPageKey`) are deleted, never the build's seeds. Paths come from Next's own rule
   * (framework/next-internals.ts).
   */
  keepBounded(key: string, storedKey: string): void {
    const stored = StageKeyedCache.stored;
    const previous = stored.get(key);
    if (previous !== undefined && previous !== storedKey) this.deleteEntry(previous);
    remember(stored, key, storedKey, StageKeyedCache.maxStoredPages, (_, oldKey) => this.deleteEntry(oldKey));
  }

  deleteEntry(entryKey: string): void {
    for (const suffix of PAGE_FILE_SUFFIXES) {
      const file = pageFilePath(this.files, `${entryKey}${suffix}`);
      rm(file, { recursive: true, force: true }).catch(() => {});
    }
  }

  /** Unused by the site (a publish raises the revision instead); Next's interface asks for it. */
  revalidateTag(...args: Parameters<FileSystemCache['revalidateTag']>): ReturnType<FileSystemCache['revalidateTag']> {
    return this.store.revalidateTag(...args);
  }

  resetRequestCache() {
    this.shared?.resetRequestCache();
    this.files.resetRequestCache?.();
  }
}
