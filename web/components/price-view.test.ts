import { offerAt } from '@showcase/schemas/offer';
import { describe, expect, it } from 'vitest';
import type { RegionSettings } from '@/lib/content';
import { priceView } from './price-view';

const promotion = { price: 1000, activityPrice: 900, stock: 10, buy: 'https://store.example/p' };
const now = new Date('2026-01-01T00:00:00Z');
const labels = (save: string, off: string) => ({ save, off }) as RegionSettings['labels'];

describe('the saving beside a promotion price', () => {
  it('writes its percentage as the region’s locale does: 10 % in French and German', () => {
    const offer = offerAt(promotion, now);
    expect(priceView('fr', offer, labels('Économisez', 'de remise')).saving).toBe(
      'Économisez 100\u00a0€ · 10\u00a0% de remise',
    );
    expect(priceView('de', offer, labels('Sie sparen', 'Rabatt')).saving).toBe(
      'Sie sparen 100\u00a0€ · 10\u00a0% Rabatt',
    );
    expect(priceView('us', offer, labels('Save', 'OFF')).saving).toBe('Save $100 · 10% OFF');
  });
});
