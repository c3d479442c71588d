import { describe, expect, it } from 'vitest';
import { offerAt } from './offer';

const megatronUk = {
  price: 1299,
  activityPrice: 1169,
  activityTime: { startTime: '2025-09-22T00:00:00.000Z' },
  isPreSale: true,
  stock: 100,
  buy: 'https://uk.store.roboshift.example/products/flagship-megatron',
};

describe('offerAt', () => {
  it('shows the list price before the promotion starts and the promotion from its first instant', () => {
    expect(offerAt(megatronUk, new Date('2025-09-21T23:59:59.999Z'))).toMatchObject({
      price: 1299,
      listPrice: null,
      saving: 0,
    });
    expect(offerAt(megatronUk, new Date('2025-09-22T00:00:00.000Z'))).toMatchObject({
      price: 1169,
      listPrice: 1299,
      saving: 130,
      percentOff: 10,
      preSale: true,
    });
  });

  it('sold out: no buy link', () => {
    expect(offerAt({ ...megatronUk, stock: 0 }, new Date())).toMatchObject({ soldOut: true, buy: null });
  });

  it('no price: unpriced with its buy link', () => {
    expect(offerAt({ buy: 'https://x.example/p', stock: 5 }, new Date())).toEqual({
      kind: 'unpriced',
      buy: 'https://x.example/p',
    });
  });

  it('ignores a promotion price that is not lower than the list price', () => {
    expect(offerAt({ price: 10, activityPrice: 12 }, new Date())).toMatchObject({ price: 10, listPrice: null });
  });
});
