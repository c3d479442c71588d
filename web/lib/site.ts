/**
 * Public origins of the two hosts, for absolute URLs (canonical, alternates, JSON-LD, sitemaps).
 * They come from configuration, never from the request (a Host header is the client's to forge), and
 * are read when a page renders: at build for prerendered pages, so set them for the build.
 */
import { type Region, regionPath } from '@showcase/schemas/regions';

export function siteOrigin(region: Region): string {
  if (region === 'cn') return process.env.CN_ORIGIN ?? `http://${process.env.CN_HOST ?? 'cn.localhost'}:3000`;
  return process.env.SITE_ORIGIN ?? 'http://localhost:3000';
}

export const absoluteUrl = (region: Region, page = '') => `${siteOrigin(region)}${regionPath(region, page)}`;

/** Whether a request's Host header names the cn host. */
export const isCnHost = (host: string | null) =>
  (host ?? '').split(':')[0]?.toLowerCase() === (process.env.CN_HOST ?? 'cn.localhost');
