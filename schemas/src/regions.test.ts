import { describe, expect, it } from 'vitest';
import { formatPrice, isPathRegion, newsletterConsentRequired, REGION_INFO, REGIONS, regionPath } from './regions';

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
});
