/**
 * A region's page found by its path: the catch-all route and the pages with routes of their own load it here,
 * once per request, for their metadata and their view (components/pages/region-page.tsx).
 */
import 'server-only';
import type { Region } from '@showcase/schemas/regions';
import { isPagePath } from '@showcase/schemas/rules';
import type { Metadata } from 'next';
import { draftMode } from 'next/headers';
import { getPage, getPagePaths, type PageContent } from '@/lib/content';
import { notFoundMetadata, pageMetadata } from '@/lib/head/metadata';
import { regionOf } from '@/lib/routing/region';

/**
 * Pages with a route of their own rather than the catch-all: their interactive parts (the account area, the
 * wholesale form) would otherwise join the JavaScript every content page loads.
 */
export const OWN_ROUTES = ['account', 'apply-wholesale-account'] as const;

export interface FoundPage {
  region: Region;
  path: string;
  page: PageContent;
}

export async function loadPage(segment: string, path: string): Promise<FoundPage | null> {
  const region = regionOf(segment);
  // The content's own path rule: an address with a newline, tab or space (`/us/flagship-bumblebee%0a`) or
  // capitals is no page, in a preview too, where the list below is skipped and the path goes straight to a query.
  if (!region || !isPagePath(path)) return null;
  // Only a path the content holds reaches the per-path query, so an unknown address leaves no cache entry of
  // its own (the list is one cached query). A draft may be a page not yet published: previews skip the check.
  const known =
    (await draftMode()).isEnabled || (await getPagePaths()).some((p) => p.region === region && p.path === path);
  if (!known) return null;
  const page = await getPage(region, path);
  return page ? { region, path, page } : null;
}

export async function regionPageMetadata(found: FoundPage | null, segment: string): Promise<Metadata> {
  return found ? pageMetadata(found.region, found.path, found.page) : notFoundMetadata(segment);
}
