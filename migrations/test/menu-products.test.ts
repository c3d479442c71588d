/**
 * A product submenu entry that typed a store address (camelCase paths the store does not
 * have, products that cannot be bought there) names its product after 009, whose Buy link and state the site
 * follows; entries to a page of the site stay; a second run sends nothing; the content checks find a typed store
 * address wherever an editor brings one back.
 */
import { REGIONS } from '@showcase/schemas/regions';
import { describe, expect, it } from 'vitest';
import { contentContradictions } from '../src/checks';
import { STORES } from '../src/data/schedules';
import { MIGRATIONS } from '../src/index';
import menuProducts, { storeOrigins, storeProductOf } from '../src/migrations/009-menu-products';
import { applyMigration, applyMigrations, type DatasetDocument, toNdjson } from '../src/runner';
import { byId, seededDataset } from './dataset';

interface Child {
  _key: string;
  label?: string;
  page?: string;
  url?: string;
  product?: { _type: string; _ref: string };
}
interface Item {
  _key: string;
  identify?: string;
  children?: Child[];
}

let before: Promise<DatasetDocument[]> | undefined;
const before009 = () => {
  before ??= applyMigrations(
    [],
    MIGRATIONS.filter((m) => m.id < '009'),
  );
  return before;
};

const productChildren = (docs: Map<string, DatasetDocument>, region: string): Child[] =>
  ((docs.get(`navigation-${region}`)?.items ?? []) as Item[]).find((item) => item.identify === 'products')?.children ??
  [];

const storeAddress = /\/products\//;

describe('009-menu-products', () => {
  it('every product entry that typed a store address names its region’s product; page entries stay', async () => {
    const old = byId(await before009());
    const after = byId(await seededDataset());
    let named = 0;
    for (const region of REGIONS) {
      const was = productChildren(old, region);
      const now = productChildren(after, region);
      expect(now.map((c) => c._key)).toEqual(was.map((c) => c._key));
      for (const [index, child] of now.entries()) {
        const seeded = was[index] as Child;
        const at = `${region} ${child._key}`;
        if (seeded.page) {
          expect(child, at).toEqual(seeded);
          continue;
        }
        expect(seeded.url, at).toMatch(storeAddress);
        const { url, ...rest } = seeded;
        // The seed keyed each product entry p-<product key>: the entry now names that product of its region.
        const key = child._key.replace(/^p-/, '');
        expect(child, at).toEqual({ ...rest, product: { _type: 'reference', _ref: `product-${region}-${key}` } });
        expect(after.get(`product-${region}-${key}`)?._type, at).toBe('product');
        named++;
      }
    }
    // us 3, uk 9, eu/fr/de 10 each, kr 2, cn 7: every store address the seed wrote.
    expect(named).toBe(3 + 9 + 10 * 3 + 2 + 7);
    for (const region of REGIONS)
      expect(
        productChildren(after, region).filter((c) => c.url?.match(storeAddress)),
        region,
      ).toEqual([]);
  });

  it('the items the tester named: K1, T9-E and the bundle, cn’s AI Base, Grimlock and K1 Pro in eu, fr and de', async () => {
    const after = byId(await seededDataset());
    const ref = (region: string, key: string) =>
      productChildren(after, region).find((c) => c._key === `p-${key}`)?.product?._ref;
    for (const region of ['us', 'uk', 'eu', 'fr', 'de'])
      for (const key of ['interstellarScoutK1', 'eliteOptimusPrimeAiBase'])
        expect(ref(region, key), `${region} ${key}`).toBe(`product-${region}-${key}`);
    expect(ref('us', 'interstellarAgentT9')).toBe('product-us-interstellarAgentT9');
    expect(ref('cn', 'aiBase')).toBe('product-cn-aiBase');
    for (const region of ['eu', 'fr', 'de'])
      for (const key of ['grimlockG1Flagship', 'k1ProInterstellarScout'])
        expect(ref(region, key), `${region} ${key}`).toBe(`product-${region}-${key}`);
  });

  it('changes only the menus that typed store addresses, and a second run sends nothing', async () => {
    const old = byId(await before009());
    const once = byId(await applyMigration(structuredClone(await before009()), menuProducts.migration));
    const changed = [...once.keys()].filter((id) => JSON.stringify(old.get(id)) !== JSON.stringify(once.get(id)));
    expect(changed.sort()).toEqual(
      REGIONS.filter((r) => r !== 'jp')
        .map((r) => `navigation-${r}`)
        .sort(),
    );
    const seeded = await seededDataset();
    expect(toNdjson(await applyMigration(structuredClone(seeded), menuProducts.migration))).toBe(toNdjson(seeded));
  });

  it('leaves an editor’s own links alone: another site, a store page no product has, a product already named', async () => {
    const mine = structuredClone(await before009());
    const nav = mine.find((d) => d._id === 'navigation-uk');
    const products = (nav?.items as Item[] | undefined)?.find((item) => item.identify === 'products');
    if (!products?.children) throw new Error('uk has a product menu');
    products.children.push(
      { _key: 'news', label: 'News', url: 'https://news.example/products/robots' },
      { _key: 'gift', label: 'Gift card', url: `${STORES.uk}/products/gift-card` },
      { _key: 'mine', label: 'K1', product: { _type: 'reference', _ref: 'product-uk-interstellarScoutK1' } },
      // An editor's own entry with the exact Buy link is named too.
      { _key: 'again', label: 'Megatron', url: `${STORES.uk}/products/flagship-megatron` },
    );
    const after = byId(await applyMigration(mine, menuProducts.migration));
    const child = (key: string) => productChildren(after, 'uk').find((c) => c._key === key);
    expect(child('news')).toEqual({ _key: 'news', label: 'News', url: 'https://news.example/products/robots' });
    expect(child('gift')).toEqual({ _key: 'gift', label: 'Gift card', url: `${STORES.uk}/products/gift-card` });
    expect(child('mine')?.product?._ref).toBe('product-uk-interstellarScoutK1');
    expect(child('again')).toEqual({
      _key: 'again',
      label: 'Megatron',
      product: { _type: 'reference', _ref: 'product-uk-flagshipMegatron' },
    });
  });

  it('tells a store address’s product by its Buy link, its key (camelCase or not) or its path, on its store only', () => {
    const products = [
      { _id: 'k1', key: 'interstellarScoutK1', buy: 'https://s.example/products/interstellar-scout-k1' },
      { _id: 'base', key: 'aiBase', path: 'ai-base' },
      { _id: 'grim', key: 'grimlockG1Flagship', path: 'grimlock-g1-flagship', buy: 'https://s.example/products/g' },
    ];
    const origins = storeOrigins(products, 'https://s.example');
    const of = (url: string) => storeProductOf(url, products, origins)?._id;
    expect(of('https://s.example/products/interstellarScoutK1')).toBe('k1');
    expect(of('https://s.example/products/interstellar-scout-k1')).toBe('k1');
    expect(of('https://s.example/products/ai-base')).toBe('base');
    expect(of('https://s.example/products/aiBase/')).toBe('base');
    expect(of('https://s.example/products/grimlock-g1-flagship')).toBe('grim');
    expect(of('https://s.example/products/g')).toBe('grim');
    expect(of('https://elsewhere.example/products/ai-base')).toBeUndefined();
    expect(of('https://s.example/collections/halloween')).toBeUndefined();
    expect(of('https://s.example/products/unknown')).toBeUndefined();
    expect(of('not an address')).toBeUndefined();
  });
});

describe('content checks: menu entries typed as store addresses', () => {
  it('are found in every menu that had them before 009, and nowhere after', async () => {
    const found = contentContradictions(await before009()).filter((c) => c.kind === 'menuStoreAddress');
    expect(found.map((c) => c.id).sort()).toEqual(
      REGIONS.filter((r) => r !== 'jp')
        .map((r) => `navigation-${r}`)
        .sort(),
    );
    expect(found.find((c) => c.id === 'navigation-uk')?.message).toContain('/products/interstellarScoutK1');
    expect(contentContradictions(await seededDataset())).toEqual([]);
  });

  it('are found again when an editor types one back, but not an address on another site', async () => {
    const docs = structuredClone(await seededDataset());
    const nav = docs.find((d) => d._id === 'navigation-fr');
    const products = (nav?.items as Item[] | undefined)?.find((item) => item.identify === 'products');
    if (!products?.children) throw new Error('fr has a product menu');
    products.children.push({ _key: 'other', label: 'Blog', url: 'https://blog.example/products/k1' });
    expect(contentContradictions(docs)).toEqual([]);
    products.children.push({ _key: 'typed', label: 'Grimlock', url: `${STORES.fr}/products/grimlock-g1-flagship` });
    expect(contentContradictions(docs)).toEqual([
      expect.objectContaining({
        kind: 'menuStoreAddress',
        id: 'navigation-fr',
        message: expect.stringContaining('“Grimlock”'),
      }),
    ]);
  });
});
