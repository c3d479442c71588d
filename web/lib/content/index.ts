/** The site's one door to content: typed getters over the queries, whichever backend answers. */
import 'server-only';
import type { Region } from '@showcase/schemas/regions';
import type {
  BANNERS_QUERY_RESULT,
  BOUNDARY_SOURCES_QUERY_RESULT,
  FAQ_QUERY_RESULT,
  LEGAL_TEXT_QUERY_RESULT,
  MANUALS_QUERY_RESULT,
  NAVIGATION_QUERY_RESULT,
  PAGE_PATHS_QUERY_RESULT,
  PAGE_QUERY_RESULT,
  PAGE_REGIONS_QUERY_RESULT,
  PRIVACY_QUERY_RESULT,
  REGION_LABELS_QUERY_RESULT,
  REGION_PRODUCTS_QUERY_RESULT,
  REGION_SETTINGS_QUERY_RESULT,
  RETAILERS_QUERY_RESULT,
} from '@/sanity.types';
import { contentFetch } from './backend';
import { ContentUnavailableError } from './errors';
import {
  BANNERS_QUERY,
  BOUNDARY_SOURCES_QUERY,
  FAQ_QUERY,
  LEGAL_TEXT_QUERY,
  MANUALS_QUERY,
  NAVIGATION_QUERY,
  PAGE_PATHS_QUERY,
  PAGE_QUERY,
  PAGE_REGIONS_QUERY,
  PRIVACY_QUERY,
  REGION_LABELS_QUERY,
  REGION_PRODUCTS_QUERY,
  REGION_SETTINGS_QUERY,
  RETAILERS_QUERY,
} from './queries';

export type RegionSettings = NonNullable<REGION_SETTINGS_QUERY_RESULT>;
export type Navigation = NonNullable<NAVIGATION_QUERY_RESULT>;
export type PageContent = NonNullable<PAGE_QUERY_RESULT>;
export type ProductContent = REGION_PRODUCTS_QUERY_RESULT[number];
/** What `offerAt` (@showcase/schemas/offer) decides a product's state, price and store link from. */
export type ProductOffer = Pick<
  ProductContent,
  'price' | 'activityPrice' | 'activityTime' | 'isPreSale' | 'stock' | 'unlockingSoon' | 'buy'
>;

export async function getRegionSettings(region: Region): Promise<RegionSettings> {
  const settings = await contentFetch<REGION_SETTINGS_QUERY_RESULT>(REGION_SETTINGS_QUERY, { region });
  // Every region has settings; their absence means the dataset is not the one the site was built for.
  if (!settings) throw new ContentUnavailableError(`No region settings for ${region} in the content dataset.`);
  return settings;
}

export async function getNavigation(region: Region): Promise<Navigation | null> {
  return contentFetch<NAVIGATION_QUERY_RESULT>(NAVIGATION_QUERY, { region });
}

export async function getPage(region: Region, path: string): Promise<PageContent | null> {
  return contentFetch<PAGE_QUERY_RESULT>(PAGE_QUERY, { region, path });
}

export async function getRegionProducts(region: Region): Promise<REGION_PRODUCTS_QUERY_RESULT> {
  return contentFetch<REGION_PRODUCTS_QUERY_RESULT>(REGION_PRODUCTS_QUERY, { region });
}

export async function getPagePaths(): Promise<PAGE_PATHS_QUERY_RESULT> {
  return contentFetch<PAGE_PATHS_QUERY_RESULT>(PAGE_PATHS_QUERY, {});
}

/** The regions in which a page path exists: its alternates. */
export async function getPageRegions(path: string): Promise<Region[]> {
  const regions = await contentFetch<PAGE_REGIONS_QUERY_RESULT>(PAGE_REGIONS_QUERY, { path });
  return regions.filter((region): region is Region => region !== null);
}

/** The pages and regions with a privacy text (a publish of a page or a legal text can move them). */
export async function getPrivacy(): Promise<PRIVACY_QUERY_RESULT> {
  return contentFetch<PRIVACY_QUERY_RESULT>(PRIVACY_QUERY, {});
}

/** The region's own legal text of `kind`, in its language, whether or not a page shows it. */
export async function getLegalText(region: Region, kind: 'privacy'): Promise<LEGAL_TEXT_QUERY_RESULT> {
  return contentFetch<LEGAL_TEXT_QUERY_RESULT>(LEGAL_TEXT_QUERY, { region, kind });
}

export async function getRetailers(region: Region): Promise<RETAILERS_QUERY_RESULT> {
  return contentFetch<RETAILERS_QUERY_RESULT>(RETAILERS_QUERY, { region });
}

export async function getManuals(region: Region): Promise<MANUALS_QUERY_RESULT> {
  return contentFetch<MANUALS_QUERY_RESULT>(MANUALS_QUERY, { region });
}

export async function getFaq(region: Region): Promise<FAQ_QUERY_RESULT> {
  return contentFetch<FAQ_QUERY_RESULT>(FAQ_QUERY, { region });
}

export async function getRegionLabels(): Promise<REGION_LABELS_QUERY_RESULT> {
  return contentFetch<REGION_LABELS_QUERY_RESULT>(REGION_LABELS_QUERY, {});
}

export type Banners = BANNERS_QUERY_RESULT;

/** The region's text banners and countdowns, each with its activation for the stage evaluator. */
export async function getBanners(region: Region): Promise<Banners> {
  return contentFetch<BANNERS_QUERY_RESULT>(BANNERS_QUERY, { region });
}

/** Every published document as stored, read past all caches: the source of the stage boundaries. */
export async function getBoundarySources(): Promise<BOUNDARY_SOURCES_QUERY_RESULT> {
  return contentFetch<BOUNDARY_SOURCES_QUERY_RESULT>(BOUNDARY_SOURCES_QUERY, {}, { uncached: true });
}
