/**
 * Where each document shows on the site, for Sanity's Presentation tool: its "Used on" list and the page an
 * editor lands on from a document. Products and pages have a page of their own; a region's menus, banners,
 * countdowns and settings show on every page of the region, so its home stands for them. cn's pages live on
 * their own host, so its links are absolute; the main host's are paths on the preview's own origin.
 */
import { regionOrigin } from '@showcase/schemas/hosts';
import {
  hasOwnHost,
  isRegion,
  REGION_INFO,
  REGION_LOCALE,
  REGIONS,
  type Region,
  regionPath,
} from '@showcase/schemas/regions';
import type { DocumentLocation, DocumentLocationsState } from 'sanity/presentation';
import { languageOf } from '../locales';
import type { SiteOrigins } from '../preview/preview-url';

export const pageHref = (origins: SiteOrigins, region: Region, path = ''): string =>
  !hasOwnHost(region)
    ? regionPath(region, path)
    : new URL(regionPath(region, path), regionOrigin(region, origins)).toString();

interface Located {
  region?: unknown;
  path?: unknown;
  title?: unknown;
}

/** A page or product: its own page (a home page's path is empty), else nothing to show. */
export function ownPage(origins: SiteOrigins, doc: Located | null): DocumentLocation[] {
  if (!doc || !isRegion(doc.region)) return [];
  const path = typeof doc.path === 'string' ? doc.path.replace(/^home$/, '') : '';
  const title = typeof doc.title === 'string' && doc.title ? doc.title : path || 'Home';
  return [{ title: `${doc.region.toUpperCase()} · ${title}`, href: pageHref(origins, doc.region, path) }];
}

/**
 * Something every page of its region shows: the region's home stands for them, and the banner over the list says
 * so (Presentation would otherwise count the one link: "Used on one page").
 */
export function regionHome(origins: SiteOrigins, doc: Located | null): DocumentLocationsState {
  if (!doc || !isRegion(doc.region)) return { locations: [] };
  const code = doc.region.toUpperCase();
  return {
    message: `Shown on every ${code} page; open its home to see it`,
    locations: [{ title: `${code} home (${REGION_INFO[doc.region].locale})`, href: pageHref(origins, doc.region) }],
  };
}

/**
 * The region an editor works in, from the browser's languages: the first whose locale it names exactly (en-GB is
 * uk), else by language (fr-CA is fr, any English us); us when none is the site's.
 */
export function editorRegion(languages: readonly string[]): Region {
  const withLocale = (matches: (locale: string) => boolean) => REGIONS.find((region) => matches(REGION_LOCALE[region]));
  for (const tag of languages) {
    const region =
      withLocale((locale) => locale.toLowerCase() === tag.toLowerCase()) ??
      withLocale((locale) => languageOf(locale) === languageOf(tag));
    if (region) return region;
  }
  return 'us';
}

/** Where Presentation opens when no document chose the page: the editor's region's home, not always /us. */
export const editorHome = (origins: SiteOrigins, languages: readonly string[]): string =>
  new URL(pageHref(origins, editorRegion(languages)), origins.main).toString();
