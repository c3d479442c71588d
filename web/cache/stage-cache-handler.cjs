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
    // A CDN may keep the page only until the next boundary: s-maxage is capped by the time left.
    const next = nextAfter(boundaries, now);
    const left = next === null ? null : Math.max(1, Math.ceil((next - now) / 1000));
    const revalidate = entry?.cacheControl?.revalidate;
    if (
      entry?.cacheControl &&
      left !== null &&
      (revalidate === false || (typeof revalidate === 'number' && left < revalidate))
    )
      // A copy: the stored entry keeps its own lifetime.
      return { ...entry, cacheControl: { revalidate: left, expire: left } };
    return entry;
  }

  /** @type {FileSystemCache['set']} */
  async set(key, data, ctx) {
    if (data?.kind !== 'APP_PAGE' && data?.kind !== 'PAGES') return super.set(key, data, ctx);
    // Redirect pages are cheap to render and Next answers one rendered on demand with its Location header
    // twice; the router answers the seeded ones (next.config.ts), and none is stored here.
    if (data.kind === 'APP_PAGE' && data.status !== undefined && data.status >= 300 && data.status < 400) return;
    const signature = signatureAt(boundariesFrom(boundariesFile()), Date.now());
    const looked = this.seen.get(key);
    if (looked !== undefined && looked !== signature) return;
    return super.set(`${key}~s${signature}`, data, ctx);
  }
}

module.exports = StageKeyedCache;
