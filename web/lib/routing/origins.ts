/**
 * Public origins of the two hosts, for absolute URLs (canonical, alternates, JSON-LD, sitemaps).
 * They come from configuration, never from the request (a Host header is the client's to forge), and
 * are read when a page renders: at build for prerendered pages, which the page cache serves only where the
 * server's origins are the build's (so set them for the build too). Unset, they name the local server's port.
 */
import { regionOrigin, sameHost } from '@showcase/schemas/hosts';
import { type Region, regionPath } from '@showcase/schemas/regions';

export const siteOrigin = (region: Region): string => regionOrigin(region);

export const absoluteUrl = (region: Region, page = '') => `${siteOrigin(region)}${regionPath(region, page)}`;

/**
 * A page of region `to` as a page of region `from` links it: a path where both are served by one host, the
 * absolute address where the link crosses hosts (cn has its own, SPEC §2.1; `/us` on the cn host is cn's 404).
 */
export function regionHref(from: Region, to: Region, page = ''): string {
  return sameHost(from, to) ? regionPath(to, page) : absoluteUrl(to, page);
}
