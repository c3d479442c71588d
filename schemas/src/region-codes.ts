/**
 * The regions' codes, languages and hosts: the part of the registry (regions.ts, which builds on this) that a
 * page needs before it knows anything else, such as the last-resort error page and the 404 above every region,
 * which read the region off the address. Kept apart so that those pages' scripts carry these few facts and not
 * the whole registry (currencies, zones, groups).
 */

export const REGIONS = ['us', 'uk', 'eu', 'fr', 'de', 'kr', 'jp', 'cn'] as const;
export type Region = (typeof REGIONS)[number];

/** The region served from a host of its own, its pages unprefixed there (SPEC §2.1): the one place that says so. */
export const OWN_HOST_REGION = 'cn' satisfies Region;
/** Regions that appear as the first path segment on the main host. */
export type PathRegion = Exclude<Region, typeof OWN_HOST_REGION>;
export const PATH_REGIONS: readonly PathRegion[] = REGIONS.filter(
  (code): code is PathRegion => code !== OWN_HOST_REGION,
);

export const DEFAULT_REGION: Region = 'us';

export type Locale = 'en-US' | 'en-GB' | 'en-EU' | 'fr-FR' | 'de-DE' | 'ko-KR' | 'ja-JP' | 'zh-CN';

/** Each region's interface locale (SPEC §4). */
export const REGION_LOCALE: Readonly<Record<Region, Locale>> = {
  us: 'en-US',
  uk: 'en-GB',
  eu: 'en-EU',
  fr: 'fr-FR',
  de: 'de-DE',
  kr: 'ko-KR',
  jp: 'ja-JP',
  cn: 'zh-CN',
};

/** Value of a region's <html lang> and hreflang: its locale, but plain en for eu (SPEC §2.4: en-EU names no language). */
export const hreflangOf = (code: Region): string => (code === 'eu' ? 'en' : REGION_LOCALE[code]);

export function isRegion(value: unknown): value is Region {
  return typeof value === 'string' && (REGIONS as readonly string[]).includes(value);
}

export function isPathRegion(value: unknown): value is PathRegion {
  return typeof value === 'string' && (PATH_REGIONS as readonly string[]).includes(value);
}

/** The region a route's first segment names, else the default region (an address no region claims). */
export const regionOrDefault = (segment: string): Region => (isRegion(segment) ? segment : DEFAULT_REGION);

/** Whether a region is served from a host of its own rather than under its prefix on the main host. */
export const hasOwnHost = (code: Region): boolean => code === OWN_HOST_REGION;

/** A Host header's name, lower-case, without its port: what the site compares with CN_HOST. */
export const hostNameOf = (host: string | null | undefined): string => (host ?? '').split(':')[0]?.toLowerCase() ?? '';

/** Which configured host serves a region: cn has its own, every other region is on the main one. */
export const hostOf = (code: Region): 'main' | 'cn' => (hasOwnHost(code) ? 'cn' : 'main');

/**
 * The public path of a page in a region: /{region}/{page} on the main host,
 * /{page} on the cn host; the home is the bare region path (SPEC §2.1).
 */
export function regionPath(code: Region, page = ''): string {
  const tail = page.replace(/^\/+|\/+$/g, '');
  // A region with a host of its own is served there unprefixed.
  if (hasOwnHost(code)) return `/${tail}`;
  return tail ? `/${code}/${tail}` : `/${code}`;
}
