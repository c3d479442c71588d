/**
 * Public origins of the two hosts, for absolute URLs (canonical, alternates, JSON-LD, sitemaps).
 * They come from configuration, never from the request (a Host header is the client's to forge), and
 * are read when a page renders: at build for prerendered pages, which the page cache serves only where the
 * server's origins are the build's (so set them for the build too). Unset, they name the local server's port.
 */
import { regionOrigin, sameHost } from '@showcase/schemas/hosts';
import { isRegion, type Region, regionPath } from '@showcase/schemas/regions';
import { isExternal } from './links';

export const siteOrigin = (region: Region): string => regionOrigin(region);

export const absoluteUrl = (region: Region, page = '') => `${siteOrigin(region)}${regionPath(region, page)}`;

/**
 * A page of region `to` as a page of region `from` links it: a path where both are served by one host, the
 * absolute address where the link crosses hosts (cn has its own, SPEC §2.1; `/us` on the cn host is cn's 404).
 */
export function regionHref(from: Region, to: Region, page = ''): string {
  return sameHost(from, to) ? regionPath(to, page) : absoluteUrl(to, page);
}

/**
 * SPEC §2.1's link rule for links written in content: an address with a scheme is a full navigation;
 * a path whose first segment is a known region is that region's page (absolute where it is on the other host);
 * any other path gets the current page's region.
 */
export function resolveHref(region: Region, href: string): string {
  if (isExternal(href) || href.startsWith('#') || href.startsWith('?')) return href;
  const path = href.startsWith('/') ? href : `/${href}`;
  const [, first = '', ...rest] = path.split('/');
  return isRegion(first) ? regionHref(region, first, rest.join('/')) : regionPath(region, path);
}

/** Where a menu or banner link goes: an internal page of the current region, or an external address. */
export function contentHref(region: Region, link: { page?: string | null; url?: string | null }): string | null {
  if (link.url) return link.url;
  if (link.page !== undefined && link.page !== null) return resolveHref(region, link.page);
  return null;
}
