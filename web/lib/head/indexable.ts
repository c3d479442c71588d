/**
 * Whether a page belongs in search results: the one rule behind a page's robots meta (metadata.ts, the login
 * screens' screenMetadata) and the sitemap (sitemap.ts), so that the sitemap never lists a page that asks not to
 * be indexed. A shopper's own account and the steps behind the login screen are reached from the site, never
 * from a search; the login screen itself is a way in worth finding.
 */
import type { Metadata } from 'next';

/** `path` is the page's path within its region ('' for the home), as the content and the sitemap write it. */
export function isIndexable(path: string): boolean {
  return !(path === 'account' || path.startsWith('account/') || path.startsWith('login/'));
}

/** The robots meta of a page: none where it may be indexed; otherwise noindex, its links still followed. */
export function robotsFor(path: string): Metadata['robots'] {
  return isIndexable(path) ? undefined : { index: false, follow: true };
}
