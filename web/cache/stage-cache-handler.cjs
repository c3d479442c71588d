// @ts-check
/**
 * Next's ISR cache with one change: a page's cache key carries the stage signature of the instant it is
 * served at. At a schedule boundary every page key changes, so the first request after it renders fresh
 * and no request after a boundary is ever answered with the state before it. A render whose boundary
 * passed while it ran is not stored: it would file an old state under the new key.
 * The entries live in Next's own file-system cache, or in Redis shared by every instance when
 * ISR_CACHE_REDIS_URL is set (shared-store.cjs). Served pages get their CSP nonce here (csp.cjs).
 */
const { statSync } = require('node:fs');
const path = require('node:path');
const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache').default;
const { contentSecurityPolicy, newNonce, noncePartsOf } = require('./csp.cjs');
const { sharedStore } = require('./shared-store.cjs');
const { boundariesFile, boundariesFrom, nextAfter, signatureAt } = require('./stage-signature.cjs');

/** @param {{ kind?: string } | undefined} ctx */
const isPage = (ctx) => ctx?.kind === 'APP_PAGE' || ctx?.kind === 'PAGES';

/**
 * A CDN may keep a page only until the next boundary: its fresh time (s-maxage) and its stale time after
 * that (stale-while-revalidate, which Next derives from `expire`) both end at the seconds left. Returns the
 * same object when no cap applies.
 * @template {{ revalidate?: number | false, expire?: number } | undefined} T
 * @param {T} cacheControl
 * @param {readonly number[]} boundaries
 * @param {number} now
 * @returns {T}
 */
function cappedAtBoundary(cacheControl, boundaries, now) {
  const next = nextAfter(boundaries, now);
  if (!cacheControl || next === null) return cacheControl;
  const left = Math.max(1, Math.ceil((next - now) / 1000));
  const { revalidate: fresh, expire: stale } = cacheControl;
  const revalidate = fresh === false || fresh === undefined ? left : Math.min(fresh, left);
  const expire = Math.min(stale ?? left, left);
  if (revalidate === fresh && expire === stale) return cacheControl;
  return /** @type {T} */ ({ ...cacheControl, revalidate, expire });
}

/**
 * The page as one response sends it: Next's scripts stamped with a fresh nonce and the policy naming it.
 * @template {{ html?: unknown, headers?: Record<string, unknown> }} V
 * @param {V} value
 * @returns {V}
 */
function withNonce(value) {
  if (typeof value.html !== 'string') return value;
  const nonce = newNonce();
  return {
    ...value,
    html: noncePartsOf(value.html).join(nonce),
    headers: { ...value.headers, 'content-security-policy': contentSecurityPolicy(nonce) },
  };
}

/** Where a page's lifetime travels with it: Next keeps it beside the entry, the Redis store does not. */
const LIFETIME = 'stageCacheControl';

class StageKeyedCache {
  /** @type {Map<string, number>} the signature each key was last looked up under (one handler per request) */
  seen = new Map();

  /** @param {ConstructorParameters<typeof FileSystemCache>[0]} ctx */
  constructor(ctx) {
    this.files = new FileSystemCache(ctx);
    this.shared = sharedStore();
    /** @type {Pick<FileSystemCache, 'get' | 'set' | 'revalidateTag'>} */
    this.store = this.shared ?? this.files;
    /**
     * When the build prerendered the pages: their seeds are right while no boundary has passed since. Not
     * with a shared store: a publish revalidates what is in Redis, and a seed on disk would not know it.
     */
    this.builtAt = null;
    if (!this.shared)
      try {
        this.builtAt = statSync(path.join(ctx.serverDistDir, '..', 'BUILD_ID')).mtimeMs;
      } catch {}
  }

  /** @type {FileSystemCache['get']} */
  async get(key, ctx) {
    if (!isPage(ctx)) return this.store.get(key, ctx);
    const now = Date.now();
    const boundaries = boundariesFrom(boundariesFile());
    const signature = signatureAt(boundaries, now);
    this.seen.set(key, signature);
    let entry = await this.store.get(`${key}~s${signature}`, ctx);
    if (!entry && this.builtAt !== null && signature === signatureAt(boundaries, this.builtAt))
      entry = await this.files.get(key, ctx);
    if (!entry) return entry;
    // A copy: the stored entry keeps its own lifetime and its HTML without a nonce.
    const value = entry.value?.kind === 'APP_PAGE' ? withNonce(entry.value) : entry.value;
    const lifetime = entry.cacheControl ?? /** @type {any} */ (entry.value)?.[LIFETIME];
    return { ...entry, value, cacheControl: cappedAtBoundary(lifetime, boundaries, now) };
  }

  /** @type {FileSystemCache['set']} */
  async set(key, data, ctx) {
    if (data?.kind !== 'APP_PAGE' && data?.kind !== 'PAGES') return this.store.set(key, data, ctx);
    // Redirect pages are cheap to render and Next answers one rendered on demand with its Location header
    // twice; the router answers the seeded ones (next.config.ts), and none is stored here.
    if (data.kind === 'APP_PAGE' && data.status !== undefined && data.status >= 300 && data.status < 400) return;
    const now = Date.now();
    const boundaries = boundariesFrom(boundariesFile());
    // Next sends the fresh render with this very object as its Cache-Control, so the first response after
    // a render is capped like every cached one (and the stored lifetime ends at the boundary too).
    const cacheControl = cappedAtBoundary(ctx?.cacheControl, boundaries, now);
    if (ctx?.cacheControl && cacheControl !== ctx.cacheControl) Object.assign(ctx.cacheControl, cacheControl);
    const signature = signatureAt(boundaries, now);
    const looked = this.seen.get(key);
    if (looked === undefined || looked === signature) {
      const stored = this.shared ? { ...data, [LIFETIME]: ctx?.cacheControl } : { ...data };
      await this.store.set(`${key}~s${signature}`, /** @type {typeof data} */ (stored), ctx);
    }
    // Next answers the fresh render with this very object too: it gets its nonce like every cached response.
    if (data.kind === 'APP_PAGE') Object.assign(data, withNonce(data));
  }

  /** @type {FileSystemCache['revalidateTag']} */
  revalidateTag(...args) {
    return this.store.revalidateTag(...args);
  }

  resetRequestCache() {
    this.shared?.resetRequestCache();
    this.files.resetRequestCache?.();
  }
}

module.exports = StageKeyedCache;
module.exports.cappedAtBoundary = cappedAtBoundary;
