import { describe, expect, it } from 'vitest';
import {
  currencyExponent,
  formatMoney,
  formatPercent,
  formatPrice,
  isPathRegion,
  newsletterConsentRequired,
  REGION_INFO,
  REGIONS,
  regionOrDefault,
  regionPath,
} from './regions';

describe('region registry', () => {
  it('maps every region to the locale, API base and storage group of the spec', () => {
    const facts = REGIONS.map((r) => [
      r,
      REGION_INFO[r].locale,
      REGION_INFO[r].apiBase,
      REGION_INFO[r].group,
      REGION_INFO[r].iso,
    ]);
    expect(facts).toEqual([
      ['us', 'en-US', '/usapi', 'us', 'US'],
      ['uk', 'en-GB', '/euapi', 'eu', 'GB'],
      ['eu', 'en-EU', '/euapi', 'eu', 'EU'],
      ['fr', 'fr-FR', '/euapi', 'eu', 'FR'],
      ['de', 'de-DE', '/euapi', 'eu', 'DE'],
      ['kr', 'ko-KR', '/usapi', 'us', 'KR'],
      ['jp', 'ja-JP', '/usapi', 'us', 'JP'],
      ['cn', 'zh-CN', '/cnapi', 'cn', 'CN'],
    ]);
    expect(REGION_INFO.eu.hreflang).toBe('en');
    expect(isPathRegion('cn')).toBe(false);
  });

  it('asks for newsletter consent where the law does (GDPR, UK GDPR), and wherever the content asks too', () => {
    expect(REGIONS.filter((r) => REGION_INFO[r].consentByLaw)).toEqual(['uk', 'eu', 'fr', 'de']);
    expect(REGIONS.filter((r) => newsletterConsentRequired(r))).toEqual(['uk', 'eu', 'fr', 'de']);
    // The content adds regions; it cannot take the law's away.
    expect(REGIONS.filter((r) => newsletterConsentRequired(r, true))).toEqual(REGIONS);
    expect(REGIONS.filter((r) => newsletterConsentRequired(r, false))).toEqual(['uk', 'eu', 'fr', 'de']);
    expect(newsletterConsentRequired('us', null)).toBe(false);
  });

  it('names each page language as hreflang wants it: the locale, plain en for eu', () => {
    expect(REGIONS.map((r) => REGION_INFO[r].hreflang)).toEqual([
      'en-US',
      'en-GB',
      'en',
      'fr-FR',
      'de-DE',
      'ko-KR',
      'ja-JP',
      'zh-CN',
    ]);
  });

  it('reads a region off a first segment, else the default (the fallback pages)', () => {
    expect(regionOrDefault('jp')).toBe('jp');
    expect(regionOrDefault('usapi')).toBe('us');
    expect(regionOrDefault('')).toBe('us');
    expect(REGIONS.filter((r) => REGION_INFO[r].host === 'cn')).toEqual(['cn']);
  });

  it('builds prefixed paths on the main host and unprefixed ones for cn', () => {
    expect(regionPath('us')).toBe('/us');
    expect(regionPath('fr', '/where-to-buy/')).toBe('/fr/where-to-buy');
    expect(regionPath('cn')).toBe('/');
    expect(regionPath('cn', 'flagship-bumblebee')).toBe('/flagship-bumblebee');
  });

  it.each([
    ['us', 1299, '$1,299'],
    ['uk', 1169, '£1,169'],
    ['eu', 1599, '€1,599'],
    ['fr', 1599, '1 599 €'],
    ['de', 1599, '1.599 €'],
    ['jp', 174900, '￥174,900'],
    ['cn', 8499, '¥8,499'],
    ['kr', 399000, '₩399,000'],
    ['us', 19.5, '$19.50'],
  ] as const)('formats %s %d as %s', (region, amount, expected) => {
    expect(formatPrice(region, amount).replace(/\u202f|\u00a0/g, ' ')).toBe(expected);
  });

  it.each([
    ['USD', 2],
    ['EUR', 2],
    ['GBP', 2],
    ['CNY', 2],
    ['JPY', 0],
    ['KRW', 0],
  ] as const)("takes %s's minor units from Intl: exponent %d", (currency, exponent) => {
    expect(currencyExponent(currency)).toBe(exponent);
  });

  // Orders count in minor units: cents for USD and EUR, but whole yen and won (no minor unit at all), so
  // dividing by 100 everywhere would show ¥174,900 as ￥1,749.
  it.each([
    ['us', 'USD', 129900, '$1,299'],
    ['us', 'USD', 1950, '$19.50'],
    ['us', 'USD', 1, '$0.01'],
    ['us', 'USD', 0, '$0'],
    ['fr', 'EUR', 159900, '1 599 €'],
    ['de', 'EUR', 4999, '49,99 €'],
    ['eu', 'EUR', 92800, '€928'],
    ['jp', 'JPY', 174900, '￥174,900'],
    ['us', 'JPY', 174900, '¥174,900'],
    ['kr', 'KRW', 399000, '₩399,000'],
    ['us', 'KRW', 1500, '₩1,500'],
  ] as const)('formats %s %s %d minor units as %s', (region, currency, minor, expected) => {
    expect(formatMoney(region, currency, minor).replace(/\u202f|\u00a0/g, ' ')).toBe(expected);
  });

  it("formats a content price through the same rule, in the minor units of the region's currency", () => {
    expect(formatPrice('us', 19.99)).toBe(formatMoney('us', 'USD', 1999));
    expect(formatPrice('jp', 174900)).toBe(formatMoney('jp', 'JPY', 174900));
    expect(formatPrice('kr', 399000)).toBe(formatMoney('kr', 'KRW', 399000));
  });
});

describe('formatPercent', () => {
  it('writes a percentage as each region’s locale does', () => {
    expect(formatPercent('us', 10)).toBe('10%');
    expect(formatPercent('uk', 6)).toBe('6%');
    // French and German put a no-break space before the sign.
    expect(formatPercent('fr', 10)).toBe('10\u00a0%');
    expect(formatPercent('de', 10)).toBe('10\u00a0%');
    expect(formatPercent('jp', 10)).toBe('10%');
    expect(formatPercent('kr', 10)).toBe('10%');
    expect(formatPercent('cn', 10)).toBe('10%');
  });
});
