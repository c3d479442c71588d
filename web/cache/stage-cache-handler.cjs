// @ts-check
/**
 * Next's own file-system ISR cache with one change: a page's cache key carries the stage signature of
 * the instant it is served at. At a schedule boundary every page key changes, so the first request
 * after it renders fresh and no request after a boundary is ever answered with the state before it.
 * A render whose boundary passed while it ran is not stored: it would file an old state under the new key.
 */
const { statSync } = require('node:fs');
const path = require('node:path');
const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache').default;
const { boundariesFile, boundariesFrom, nextAfter, signatureAt } = require('./stage-signature.cjs');

/** @param {{ kind?: string } | undefined} ctx */
const isPage = (ctx) => ctx?.kind === 'APP_PAGE' || ctx?.kind === 'PAGES';

/**
 * A CDN may keep a page only until the next boundary: the lifetime (s-maxage, and no stale period after it)
 * capped at the seconds left. Returns the same object when no cap applies.
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
  const { revalidate } = cacheControl;
  if (revalidate === false || (typeof revalidate === 'number' && left < revalidate))
    return /** @type {T} */ ({ ...cacheControl, revalidate: left, expire: left });
  return cacheControl;
}

class StageKeyedCache extends FileSystemCache {
  /** @type {Map<string, number>} the signature each key was last looked up under */
  seen = new Map();

  /** @param {ConstructorParameters<typeof FileSystemCache>[0]} ctx */
  constructor(ctx) {
    super(ctx);
    /** When the build prerendered the pages: their seeds are right while no boundary has passed since. */
    this.builtAt = null;
    try {
      this.builtAt = statSync(path.join(ctx.serverDistDir, '..', 'BUILD_ID')).mtimeMs;
    } catch {}
  }

  /** @type {FileSystemCache['get']} */
  async get(key, ctx) {
    if (!isPage(ctx)) return super.get(key, ctx);
    const now = Date.now();
    const boundaries = boundariesFrom(boundariesFile());
    const signature = signatureAt(boundaries, now);
    this.seen.set(key, signature);
    let entry = await super.get(`${key}~s${signature}`, ctx);
    if (!entry && this.builtAt !== null && signature === signatureAt(boundaries, this.builtAt))
      entry = await super.get(key, ctx);
    const cacheControl = cappedAtBoundary(entry?.cacheControl, boundaries, now);
    // A copy: the stored entry keeps its own lifetime.
    if (entry && cacheControl !== entry.cacheControl) return { ...entry, cacheControl };
    return entry;
  }

  /** @type {FileSystemCache['set']} */
  async set(key, data, ctx) {
    if (data?.kind !== 'APP_PAGE' && data?.kind !== 'PAGES') return super.set(key, data, ctx);
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
    if (looked !== undefined && looked !== signature) return;
    return super.set(`${key}~s${signature}`, data, ctx);
  }
}

module.exports = StageKeyedCache;
