/**
 * Every product state drawn on the home card and on the product page (the hero at the top of a product page, and
 * of a product shown on another page): both read one rule (@showcase/schemas/offer), so the label beside the
 * price and the store link agree in both places.
 */
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import type { RegionSettings } from '@/lib/content';
import { type CardProduct, ProductCard } from './product-card';
import { type HeroProduct, ProductHero } from './product-hero';

const labels = {
  buy: 'Buy Now',
  preOrder: 'Pre-Order',
  unlcokSoon: 'Unlocking Soon',
  soldOut: 'Sold Out',
  save: 'Save',
  off: 'OFF',
};
const settings = { labels, paymentText: 'Pay in 12 monthly installments' } as unknown as RegionSettings;
const now = new Date('2026-01-01T00:00:00Z');
const store = 'https://us.store.roboshift.example/products/robot';

const base: CardProduct & HeroProduct = {
  _id: 'product-us-robot',
  name: 'Robot',
  tagline: null,
  alt: null,
  images: null,
  path: null,
  hasPage: false,
  price: 999,
  activityPrice: null,
  activityTime: null,
  isPreSale: false,
  stock: 100,
  unlockingSoon: false,
  buy: store,
};

type Case = {
  state: string;
  product: Partial<typeof base>;
  label: string | null;
  button: string | null;
  price: string | null;
};
const CASES: Case[] = [
  {
    state: 'unlocking soon',
    product: { unlockingSoon: true, price: null },
    label: 'Unlocking Soon',
    button: null,
    price: null,
  },
  // A launch price entered ahead of the day, and a pre-sale flag: neither shows before it unlocks.
  {
    state: 'unlocking soon, priced ahead',
    product: { unlockingSoon: true, isPreSale: true },
    label: 'Unlocking Soon',
    button: null,
    price: null,
  },
  { state: 'sold out', product: { stock: 0 }, label: 'Sold Out', button: null, price: '$999' },
  { state: 'pre-order', product: { isPreSale: true }, label: 'Pre-Order', button: 'Pre-Order', price: '$999' },
  { state: 'promotion', product: { activityPrice: 949 }, label: null, button: 'Buy Now', price: '$949' },
  { state: 'plain', product: {}, label: null, button: 'Buy Now', price: '$999' },
];

async function html(node: ReactNode): Promise<string> {
  const { prelude } = await prerender(node);
  return new Response(prelude).text();
}

/** What a shopper can read and follow in the markup: the labels shown, links to the store, the price. */
function seen(markup: string) {
  const states = [...markup.matchAll(/data-state="[^"]+">([^<]+)</g)].map((m) => m[1]);
  const storeLinks = [...markup.matchAll(new RegExp(`<a [^>]*href="${store}"[^>]*>([^<]*)<`, 'g'))].map((m) => m[1]);
  const price = /data-testid="price">([^<]+)</.exec(markup)?.[1] ?? null;
  return { states, storeLinks, price };
}

describe('one product state on the card and on the page', () => {
  for (const { state, product, label, button, price } of CASES) {
    it(`${state}: the same label on both, a store link only where it can be bought`, async () => {
      const input = { ...base, ...product };
      const card = seen(await html(<ProductCard region="us" product={input} settings={settings} now={now} />));
      const page = seen(
        await html(<ProductHero region="us" product={input} settings={settings} now={now} level={1} />),
      );
      expect(card.states).toEqual(label ? [label] : []);
      expect(page.states).toEqual(label ? [label] : []);
      expect(card.price).toBe(price);
      expect(page.price).toBe(price);
      // The page's button, and the card's name linking to the store (a product without a page of its own).
      expect(page.storeLinks).toEqual(button ? [button] : []);
      expect(card.storeLinks).toEqual(button ? ['Robot'] : []);
    });
  }

  it('the payment line shows only under a live Buy button with a price', async () => {
    const under = async (product: Partial<typeof base>) =>
      (
        await html(
          <ProductHero region="us" product={{ ...base, ...product }} settings={settings} now={now} level={1} />,
        )
      ).includes('Pay in 12 monthly installments');
    expect(await under({})).toBe(true);
    expect(await under({ unlockingSoon: true })).toBe(false);
    expect(await under({ stock: 0 })).toBe(false);
  });
});
