import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type OfferInput, offerAt, PRODUCT_STATES } from './offer';

const buy = 'https://uk.store.roboshift.example/products/flagship-megatron';
const megatronUk = {
  price: 1299,
  activityPrice: 1169,
  activityTime: { startTime: '2025-09-22T00:00:00.000Z' },
  isPreSale: true,
  stock: 100,
  buy,
};
const now = new Date('2026-01-01T00:00:00Z');

describe('offerAt: the state of a product, one rule for card, page and JSON-LD', () => {
  it.each([
    // state, product, label beside the price, button (null: no live link), price shown
    ['unlockingSoon', { unlockingSoon: true, buy, stock: 100 }, 'unlcokSoon', null, null],
    ['unlockingSoon', { unlockingSoon: true, price: 399, isPreSale: true, buy, stock: 100 }, 'unlcokSoon', null, null],
    ['soldOut', { price: 999, stock: 0, buy }, 'soldOut', null, 999],
    ['soldOut', { price: 999, stock: 0, isPreSale: true, buy }, 'soldOut', null, 999],
    ['preOrder', { price: 174900, isPreSale: true, stock: 100, buy }, 'preOrder', 'preOrder', 174900],
    ['preOrder', megatronUk, 'preOrder', 'preOrder', 1169],
    ['promotion', { price: 1299, activityPrice: 1219, stock: 100, buy }, null, 'buy', 1219],
    ['plain', { price: 1299, stock: 100, buy }, null, 'buy', 1299],
    // kr's products: a name and a buy link, no price (SPEC §3).
    ['plain', { stock: 100, buy }, null, 'buy', null],
  ] as const)('%s: %j', (state, product, label, action, price) => {
    const offer = offerAt(product, now);
    expect(offer.state).toBe(state);
    expect(offer.label).toBe(label);
    expect(offer.price).toBe(price);
    expect(offer.action).toEqual(action ? { href: buy, label: action } : null);
  });

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
      state: 'preOrder',
    });
  });

  it('ignores a promotion price that is not lower than the list price', () => {
    expect(offerAt({ price: 10, activityPrice: 12, buy }, now)).toMatchObject({
      state: 'plain',
      price: 10,
      listPrice: null,
    });
  });

  it('an in-stock product without a store link has no button, whatever its state', () => {
    expect(offerAt({ price: 10, stock: 5 }, now).action).toBeNull();
    expect(offerAt({ price: 10, stock: 5, isPreSale: true, buy: '' }, now).action).toBeNull();
  });

  it('whatever the product: a live link only when it can be bought, and the label agrees with the button', () => {
    const product = fc.record(
      {
        price: fc.option(fc.integer({ min: 1, max: 10_000 })),
        activityPrice: fc.option(fc.integer({ min: 1, max: 10_000 })),
        isPreSale: fc.option(fc.boolean()),
        stock: fc.option(fc.integer({ min: 0, max: 3 })),
        buy: fc.option(fc.constant(buy)),
        unlockingSoon: fc.option(fc.boolean()),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(product, (input: OfferInput) => {
        const offer = offerAt(input, now);
        expect(PRODUCT_STATES).toContain(offer.state);
        if (input.unlockingSoon || input.stock === 0) expect(offer.action).toBeNull();
        if (input.unlockingSoon) expect(offer.price).toBeNull();
        if (offer.action) expect(offer.action.href).toBe(input.buy);
        // Pre-order on the button exactly when it is the label beside the price.
        expect(offer.action?.label === 'preOrder').toBe(offer.label === 'preOrder' && offer.action !== null);
        if (offer.state === 'promotion') expect(offer.listPrice).not.toBeNull();
      }),
    );
  });
});
