/**
 * The site's one door to content: typed getters over the queries, whichever backend answers.
 * Tags name what a publish can change, so the revalidation webhook can expire exactly that.
 */
import 'server-only';
import type { Region } from '@showcase/schemas/regions';
import type {
  NAVIGATION_QUERY_RESULT,
  PAGE_PATHS_QUERY_RESULT,
  PAGE_QUERY_RESULT,
  REGION_PRODUCTS_QUERY_RESULT,
  REGION_SETTINGS_QUERY_RESULT,
} from '@/sanity.types';
import { contentFetch } from './backend';
import { ContentUnavailableError } from './errors';
import {
  NAVIGATION_QUERY,
  PAGE_PATHS_QUERY,
  PAGE_QUERY,
  REGION_PRODUCTS_QUERY,
  REGION_SETTINGS_QUERY,
} from './queries';

export const TAGS = {
  region: (region: Region) => `region:${region}`,
  type: (type: string) => `type:${type}`,
};

export type RegionSettings = NonNullable<REGION_SETTINGS_QUERY_RESULT>;
export type Navigation = NonNullable<NAVIGATION_QUERY_RESULT>;
export type PageContent = NonNullable<PAGE_QUERY_RESULT>;
export type ProductContent = REGION_PRODUCTS_QUERY_RESULT[number];

export async function getRegionSettings(region: Region): Promise<RegionSettings> {
  const settings = await contentFetch<REGION_SETTINGS_QUERY_RESULT>(REGION_SETTINGS_QUERY, { region }, [
    TAGS.region(region),
    TAGS.type('regionSettings'),
  ]);
  // Every region has settings; their absence means the dataset is not the one the site was built for.
  if (!settings) throw new ContentUnavailableError(`No region settings for ${region} in the content dataset.`);
  return settings;
}

export async function getNavigation(region: Region): Promise<Navigation | null> {
  return contentFetch<NAVIGATION_QUERY_RESULT>(NAVIGATION_QUERY, { region }, [
    TAGS.region(region),
    TAGS.type('navigation'),
  ]);
}

export async function getPage(region: Region, path: string): Promise<PageContent | null> {
  return contentFetch<PAGE_QUERY_RESULT>(PAGE_QUERY, { region, path }, [TAGS.region(region), TAGS.type('page')]);
}

export async function getRegionProducts(region: Region): Promise<REGION_PRODUCTS_QUERY_RESULT> {
  return contentFetch<REGION_PRODUCTS_QUERY_RESULT>(REGION_PRODUCTS_QUERY, { region }, [
    TAGS.region(region),
    TAGS.type('product'),
  ]);
}

export async function getPagePaths(): Promise<PAGE_PATHS_QUERY_RESULT> {
  return contentFetch<PAGE_PATHS_QUERY_RESULT>(PAGE_PATHS_QUERY, {}, [TAGS.type('page')]);
}
