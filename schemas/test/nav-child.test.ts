/**
 * A submenu entry may name a product of its navigation's region, whose store page it then opens; one
 * naming a product goes nowhere else (an error, so it cannot be published).
 */
import { describe, expect, it } from 'vitest';
import { errorsOf, validate } from '../src/validate-document';

const k1 = (region: string) => ({
  _id: `product-${region}-interstellarScoutK1`,
  _type: 'product',
  region,
  key: 'interstellarScoutK1',
  name: 'Interstellar Scout K1',
  price: 309,
  stock: 100,
  buy: `https://${region}.store.roboshift.example/products/interstellar-scout-k1`,
});

const navigation = (child: Record<string, unknown>) => ({
  _id: 'navigation-uk',
  _type: 'navigation',
  region: 'uk',
  items: [
    {
      _key: 'i-products',
      _type: 'navItem',
      label: 'Products',
      children: [{ _key: 'p-k1', _type: 'navChild', label: 'K1', ...child }],
    },
  ],
});

const reference = (id: string) => ({ _type: 'reference', _ref: id });

describe('a submenu entry naming a product', () => {
  it('is accepted with a product of its region', async () => {
    expect(errorsOf(await validate(navigation({ product: reference(k1('uk')._id) }), [k1('uk')]))).toEqual([]);
  });

  it('is refused with another region’s product', async () => {
    const errors = errorsOf(await validate(navigation({ product: reference(k1('us')._id) }), [k1('us')]));
    expect(errors).toEqual([expect.stringContaining('the US site’s; pick the one sold on the UK site')]);
  });

  it.each([
    ['a product and an address', { url: 'https://uk.store.roboshift.example/products/interstellar-scout-k1' }],
    ['a product and a page', { page: 'flagship-megatron' }],
  ])('is refused with %s', async (_, other) => {
    const errors = errorsOf(await validate(navigation({ product: reference(k1('uk')._id), ...other }), [k1('uk')]));
    expect(errors).toEqual([expect.stringContaining('one of an internal page, an external address or a product')]);
  });

  it('leaves a page or an address alone as it was: either on its own, a warning for both', async () => {
    expect(await validate(navigation({ page: 'flagship-megatron' }))).toEqual([]);
    expect(await validate(navigation({ url: 'https://news.example/k1' }))).toEqual([]);
    expect(await validate(navigation({ page: 'flagship-megatron', url: 'https://news.example/k1' }))).toEqual([
      expect.objectContaining({ level: 'warning', message: expect.stringContaining('not both') }),
    ]);
  });
});
