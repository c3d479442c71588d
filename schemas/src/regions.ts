/**
 * The region registry: the one table every workspace reads for region facts
 * (SPEC §4 locale, §7 API base, §3 storage groups, §9 ISO labels and currencies).
 * Pure data and pure functions: no I/O, no framework.
 */

export const REGIONS = ['us', 'uk', 'eu', 'fr', 'de', 'kr', 'jp', 'cn'] as const;
export type Region = (typeof REGIONS)[number];

/** Regions that appear as the first path segment on the main host; cn lives on its own host. */
export const PATH_REGIONS = ['us', 'uk', 'eu', 'fr', 'de', 'kr', 'jp'] as const satisfies readonly Region[];
export type PathRegion = (typeof PATH_REGIONS)[number];

export const DEFAULT_REGION: Region = 'us';
export const DEFAULT_LOCALE = 'en-US';

export type Locale = 'en-US' | 'en-GB' | 'en-EU' | 'fr-FR' | 'de-DE' | 'ko-KR' | 'ja-JP' | 'zh-CN';
export type Currency = 'USD' | 'GBP' | 'EUR' | 'KRW' | 'JPY' | 'CNY';
export type ApiBase = '/usapi' | '/euapi' | '/cnapi';
/** Session storage and account database group (SPEC §3): tokens of one group mean nothing in another. */
export const REGION_GROUPS = ['us', 'eu', 'cn'] as const;
export type RegionGroup = (typeof REGION_GROUPS)[number];

export interface RegionInfo {
  code: Region;
  locale: Locale;
  /** First part of the locale (SPEC §3 region store "current language"). */
  language: string;
  /** Locale handed to Intl: Node 20 formats en-EU the US way, en-150 the European way. */
  formatLocale: string;
  /** Value of <html lang> and hreflang (eu uses plain en, SPEC §2.4). */
  hreflang: string;
  currency: Currency;
  /** ISO label of SPEC §9 (uk is GB). */
  iso: string;
  apiBase: ApiBase;
  group: RegionGroup;
  /** Which configured host serves the region: cn has its own, unprefixed. */
  host: 'main' | 'cn';
  /**
   * The IANA zone the region's editors and shoppers read times in (us: Pacific, where the SPEC's US instants
   * fall at midnight). Wherever a person reads or types a schedule instant it is shown in this named zone.
   */
  timeZone: string;
  /**
   * Whether the law asks for the visitor's recorded consent before the newsletter signs them up (GDPR in eu, fr
   * and de; UK GDPR and PECR in uk). See `newsletterConsentRequired`, the one rule that reads it.
   */
  consentByLaw: boolean;
}

const region = (
  code: Region,
  locale: Locale,
  formatLocale: string,
  hreflang: string,
  currency: Currency,
  iso: string,
  group: RegionGroup,
  timeZone: string,
  consentByLaw = false,
): RegionInfo => ({
  code,
  locale,
  language: locale.split('-')[0] ?? 'en',
  formatLocale,
  hreflang,
  currency,
  iso,
  apiBase: group === 'us' ? '/usapi' : group === 'eu' ? '/euapi' : '/cnapi',
  group,
  host: code === 'cn' ? 'cn' : 'main',
  timeZone,
  consentByLaw,
});

export const REGION_INFO: Readonly<Record<Region, RegionInfo>> = {
  us: region('us', 'en-US', 'en-US', 'en-US', 'USD', 'US', 'us', 'America/Los_Angeles'),
  uk: region('uk', 'en-GB', 'en-GB', 'en-GB', 'GBP', 'GB', 'eu', 'Europe/London', true),
  eu: region('eu', 'en-EU', 'en-150', 'en', 'EUR', 'EU', 'eu', 'Europe/Brussels', true),
  fr: region('fr', 'fr-FR', 'fr-FR', 'fr-FR', 'EUR', 'FR', 'eu', 'Europe/Paris', true),
  de: region('de', 'de-DE', 'de-DE', 'de-DE', 'EUR', 'DE', 'eu', 'Europe/Berlin', true),
  kr: region('kr', 'ko-KR', 'ko-KR', 'ko-KR', 'KRW', 'KR', 'us', 'Asia/Seoul'),
  jp: region('jp', 'ja-JP', 'ja-JP', 'ja-JP', 'JPY', 'JP', 'us', 'Asia/Tokyo'),
  cn: region('cn', 'zh-CN', 'zh-CN', 'zh-CN', 'CNY', 'CN', 'cn', 'Asia/Shanghai'),
};

export function isRegion(value: unknown): value is Region {
  return typeof value === 'string' && (REGIONS as readonly string[]).includes(value);
}

export function isPathRegion(value: unknown): value is PathRegion {
  return typeof value === 'string' && (PATH_REGIONS as readonly string[]).includes(value);
}

export function regionInfo(code: Region): RegionInfo {
  return REGION_INFO[code];
}

/**
 * Whether the newsletter asks a visitor in a region for consent (a required tick box linked to the privacy
 * policy) and the account service refuses a subscription without it: always where the law requires it (the
 * registry's `consentByLaw`), and wherever the region's content asks for it too (`askConsent` of the region
 * settings' newsletter texts). The footer form and the service both decide with this.
 */
export function newsletterConsentRequired(code: Region, contentAsks?: boolean | null): boolean {
  return REGION_INFO[code].consentByLaw || contentAsks === true;
}

/**
 * The public path of a page in a region: /{region}/{page} on the main host,
 * /{page} on the cn host; the home is the bare region path (SPEC §2.1).
 */
export function regionPath(code: Region, page = ''): string {
  const tail = page.replace(/^\/+|\/+$/g, '');
  if (code === 'cn') return `/${tail}`;
  return tail ? `/${code}/${tail}` : `/${code}`;
}

const formatters = new Map<string, Intl.NumberFormat>();

/** A price in the region's currency and number format, e.g. $1,299 (us), ¥8,499 (cn), 1 599 € (fr). */
export function formatPrice(code: Region, amount: number): string {
  const whole = Number.isInteger(amount);
  const key = `${code}:${whole}`;
  let format = formatters.get(key);
  if (!format) {
    const info = REGION_INFO[code];
    format = new Intl.NumberFormat(info.formatLocale, {
      style: 'currency',
      currency: info.currency,
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: whole ? 0 : 2,
    });
    formatters.set(key, format);
  }
  return format.format(amount);
}
