import { describe, expect, it } from 'vitest';
import {
  checkActivation,
  checkBuyLink,
  checkProductRegion,
  checkPromotionPrice,
  checkStagesReachable,
  checkTimestamps,
  checkWindow,
  duplicateHeadings,
  footerHeadings,
  preOrderEndedIn,
} from './rules';

describe('content rules', () => {
  it('promotion price must be below the list price', () => {
    expect(checkPromotionPrice(1299, 1219)).toBe(true);
    expect(checkPromotionPrice(1299, 1299)).toMatch(/lower than the list price/);
    expect(checkPromotionPrice(undefined, 10)).toMatch(/list price before/);
    expect(checkPromotionPrice(1299, undefined)).toBe(true);
  });

  it('window end must follow start', () => {
    expect(checkWindow('2025-01-01T00:00:00Z', '2025-01-02T00:00:00Z')).toBe(true);
    expect(checkWindow('2025-01-02T00:00:00Z', '2025-01-01T00:00:00Z')).toMatch(/after the start/);
    expect(checkWindow('nope', undefined)).toMatch(/not a valid/);
  });

  it('stages must be reachable', () => {
    expect(checkStagesReachable([0, 2], ['a', 'b'])).toBe(true);
    expect(checkStagesReachable([5], ['2025-01-01T00:00:00Z'])).toMatch(/Stage 5 can never happen.*0 to 1/);
    expect(checkActivation({ stages: [1], schedule: { timestamps: ['2025-01-01T00:00:00Z'] } })).toBe(true);
  });

  it('schedules run forward and in-stock products have https buy links', () => {
    expect(checkTimestamps([])).toMatch(/at least one/);
    expect(checkBuyLink(0, undefined)).toBe(true);
    expect(checkBuyLink(5, 'http://insecure.example')).toMatch(/https/);
  });

  it('a page shows products of its own region only', () => {
    expect(checkProductRegion('uk', 'uk')).toBe(true);
    expect(checkProductRegion('uk', 'us')).toMatch(/US site’s; pick the one sold on the UK site/);
    // Unreadable product or a page without a region yet: other rules speak to those.
    expect(checkProductRegion('uk', undefined)).toBe(true);
    expect(checkProductRegion(undefined, 'us')).toBe(true);
  });

  it('copy that says a pre-order ended, and copy that does not', () => {
    expect(preOrderEndedIn('5月6日までの予約特典キャンペーンは好評のうちに終了しました。')).toMatch(/^予約/);
    expect(preOrderEndedIn('The pre-order offer ran until May 6.')).toMatch(/ran until/);
    for (const text of [
      '現在もご予約は受け付けています。',
      'Pre-orders ship in June.',
      'Pre-order now. The campaign ended in May.',
      'Précommandez dès maintenant.',
      '',
    ])
      expect(preOrderEndedIn(text), text).toBeNull();
  });

  it('footer headings: submenu columns not hidden from the footer, then titled footer columns', () => {
    const items = [
      { label: 'Products', children: [{}] },
      { label: 'Halloween', hidden: ['footer'], children: [{}] },
      { label: 'Where to Buy' },
      { label: 'About', footerLabel: 'Company', children: [{}] },
    ];
    expect(footerHeadings(items, [{ title: 'Region' }, { title: '' }])).toEqual(['Products', 'Company', 'Region']);
    expect(duplicateHeadings(['About', 'Legal', 'about ', 'Legal'])).toEqual(['About', 'Legal']);
  });
});
