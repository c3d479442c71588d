/**
 * The region registry: the one table every workspace reads for region facts
 * (SPEC §4 locale, §7 API base, §3 storage groups, §9 ISO labels and currencies), built on the codes, languages
 * and hosts of region-codes.ts, which it passes on. Pure data and pure functions: no I/O, no framework.
 */

import { hostOf, hreflangOf, type Locale, REGION_LOCALE, type Region } from './region-codes';

export * from './region-codes';

export type Currency = 'USD' | 'GBP' | 'EUR' | 'KRW' | 'JPY' | 'CNY';
export type ApiBase = '/usapi' | '/euapi' | '/cnapi';
/** Session storage and account database group (SPEC §3): tokens of one group mean nothing in another. */
export const REGION_GROUPS = ['us', 'eu', 'cn'] as const;
export type RegionGroup = (typeof REGION_GROUPS)[number];

export interface RegionInfo {
  code: Region;
  locale: Locale;
  /** Value of <html lang> and hreflang (eu uses plain en, SPEC §2.4). */
  hreflang: string;
  /** First part of the locale (SPEC §3 region store "current language"). */
  language: string;
  /** Locale handed to Intl: Node 20 formats en-EU the US way, en-150 the European way. */
  formatLocale: string;
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

type RegionFacts = Pick<RegionInfo, 'formatLocale' | 'currency' | 'iso' | 'group' | 'timeZone'> & {
  consentByLaw?: boolean;
};

/** Each group's API base (SPEC §7): /usapi, /euapi, /cnapi. */
const apiBaseOf = (group: RegionGroup): ApiBase => `/${group}api` as ApiBase;
export const API_BASES: readonly ApiBase[] = REGION_GROUPS.map(apiBaseOf);

/** A region's entry: its locale (region-codes.ts), its facts, and what follows from them. */
const region = (code: Region, facts: RegionFacts): RegionInfo => ({
  code,
  locale: REGION_LOCALE[code],
  hreflang: hreflangOf(code),
  ...facts,
  language: REGION_LOCALE[code].split('-')[0] ?? 'en',
  apiBase: apiBaseOf(facts.group),
  host: hostOf(code),
  consentByLaw: facts.consentByLaw ?? false,
});

const EUROPE = { currency: 'EUR', group: 'eu', consentByLaw: true } as const;

export const REGION_INFO: Readonly<Record<Region, RegionInfo>> = {
  us: region('us', {
    formatLocale: 'en-US',
    currency: 'USD',
    iso: 'US',
    group: 'us',
    timeZone: 'America/Los_Angeles',
  }),
  uk: region('uk', {
    formatLocale: 'en-GB',
    currency: 'GBP',
    iso: 'GB',
    group: 'eu',
    timeZone: 'Europe/London',
    consentByLaw: true,
  }),
  eu: region('eu', {
    ...EUROPE,
    formatLocale: 'en-150',
    iso: 'EU',
    timeZone: 'Europe/Brussels',
  }),
  fr: region('fr', {
    ...EUROPE,
    formatLocale: 'fr-FR',
    iso: 'FR',
    timeZone: 'Europe/Paris',
  }),
  de: region('de', {
    ...EUROPE,
    formatLocale: 'de-DE',
    iso: 'DE',
    timeZone: 'Europe/Berlin',
  }),
  kr: region('kr', {
    formatLocale: 'ko-KR',
    currency: 'KRW',
    iso: 'KR',
    group: 'us',
    timeZone: 'Asia/Seoul',
  }),
  jp: region('jp', {
    formatLocale: 'ja-JP',
    currency: 'JPY',
    iso: 'JP',
    group: 'us',
    timeZone: 'Asia/Tokyo',
  }),
  cn: region('cn', {
    formatLocale: 'zh-CN',
    currency: 'CNY',
    iso: 'CN',
    group: 'cn',
    timeZone: 'Asia/Shanghai',
  }),
};

/**
 * Whether the newsletter asks a visitor in a region for consent (a required tick box linked to the privacy
 * policy) and the account service refuses a subscription without it: always where the law requires it (the
 * registry's `consentByLaw`), and wherever the region's content asks for it too (`askConsent` of the region
 * settings' newsletter texts). The footer form and the service both decide with this.
 */
export function newsletterConsentRequired(code: Region, contentAsks?: boolean | null): boolean {
  return REGION_INFO[code].consentByLaw || contentAsks === true;
}

const exponents = new Map<string, number>();
const formatters = new Map<string, Intl.NumberFormat>();

/**
 * How many minor units a currency's major unit is divided into, as a power of ten (USD 2: cents; JPY and KRW
 * 0: they have none). Intl knows every ISO 4217 currency's digits, so no table of our own can drift from it.
 */
export function currencyExponent(currency: string): number {
  let exponent = exponents.get(currency);
  if (exponent === undefined) {
    exponent =
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    exponents.set(currency, exponent);
  }
  return exponent;
}

/**
 * The one money rule: an amount in a currency's minor units (what orders and stores count in: cents, or whole
 * yen and won) in the region's number format. A whole amount shows no fraction ($1,299), any other all of the
 * currency's digits ($19.50); a currency without minor units never shows any (￥174,900, ₩399,000).
 */
export function formatMoney(code: Region, currency: string, minor: number): string {
  const exponent = currencyExponent(currency);
  const scale = 10 ** exponent;
  const whole = minor % scale === 0;
  const { formatLocale } = REGION_INFO[code];
  const key = `${formatLocale}:${currency}:${whole}`;
  let format = formatters.get(key);
  if (!format) {
    const digits = whole ? 0 : exponent;
    format = new Intl.NumberFormat(formatLocale, {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formatters.set(key, format);
  }
  return format.format(minor / scale);
}

/** A whole percentage in the region's number format: 10% (us), 10 % (fr, de), with Intl's own spacing. */
export function formatPercent(code: Region, percent: number): string {
  const { formatLocale } = REGION_INFO[code];
  const key = `${formatLocale}:%`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(formatLocale, { style: 'percent', maximumFractionDigits: 0 });
    formatters.set(key, format);
  }
  return format.format(percent / 100);
}

/**
 * A price of the content (in major units, as editors type it) in the region's currency and number format,
 * e.g. $1,299 (us), ¥8,499 (cn), 1 599 € (fr): the money rule, after counting the price in minor units.
 */
export function formatPrice(code: Region, amount: number): string {
  const { currency } = REGION_INFO[code];
  return formatMoney(code, currency, Math.round(amount * 10 ** currencyExponent(currency)));
}
