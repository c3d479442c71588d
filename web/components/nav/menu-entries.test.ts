/**
 * A submenu entry that names a product opens the product's own store link, and only while
 * the offer rule (`offerAt`) offers one; in every region's seeded menus, every store link is a Buy link of a
 * product that can be bought now.
 */
import { type OfferInput, offerAt } from '@showcase/schemas/offer';
import { REGIONS, type Region } from '@showcase/schemas/regions';
import { evaluate, parse } from 'groq-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { applyMigrations, type DatasetDocument } from '../../../migrations/src/runner';
import type { Navigation } from '../../lib/content';
import { NAVIGATION_QUERY } from '../../lib/content/queries';
import { type MenuLink, type MenuPlace, menuEntries } from './menu-entries';

type Item = NonNullable<Navigation['items']>[number];
type Child = NonNullable<Item['children']>[number];
type ChildProduct = NonNullable<Child['product']>;

const NOW = new Date('2026-02-01T12:00:00Z');
const BUY = 'https://uk.store.roboshift.example/products/interstellar-scout-k1';

const product = (fields: Partial<ChildProduct> = {}): ChildProduct => ({
  price: 309,
  activityPrice: null,
  isPreSale: false,
  stock: 100,
  buy: BUY,
  unlockingSoon: null,
  activityTime: null,
  ...fields,
});

const child = (key: string, fields: Partial<Child> = {}): Child => ({
  _key: key,
  label: key,
  page: null,
  url: null,
  tag: null,
  activation: null,
  product: null,
  ...fields,
});

const navigation = (children: Child[]): Navigation => ({
  items: [
    {
      _key: 'i-products',
      label: 'Products',
      footerLabel: null,
      identify: 'products',
      page: null,
      url: null,
      tag: null,
      color: null,
      hidden: null,
      activation: null,
      children,
    },
  ],
  footerGroups: null,
});

/** The product submenu as `place` draws it at `now`. */
const submenu = (nav: Navigation, now = NOW, place: MenuPlace = 'header'): MenuLink[] =>
  menuEntries('uk', nav, now, place).find((entry) => entry.key === 'i-products')?.children ?? [];

describe('a submenu entry that names a product', () => {
  it('opens the product’s own store link, in the header and the footer alike', () => {
    const nav = navigation([child('K1', { product: product() }), child('Megatron', { page: 'flagship-megatron' })]);
    const expected = [
      { label: 'K1', href: BUY },
      { label: 'Megatron', href: '/uk/flagship-megatron' },
    ];
    expect(submenu(nav)).toEqual(expected);
    expect(submenu(nav, NOW, 'footer')).toEqual(expected);
  });

  it('keeps its badge, and a pre-sale opens its store link too (Pre-order is a way to buy)', () => {
    const nav = navigation([
      child('K1', { product: product({ isPreSale: true }), tag: { label: 'NEW', color: '#00b8d4' } }),
    ]);
    expect(submenu(nav)).toEqual([{ label: 'K1', href: BUY, tag: { label: 'NEW', color: '#00b8d4' } }]);
  });

  it('is left out while the product cannot be bought: sold out, unlocking soon, no Buy link', () => {
    const nav = navigation([
      child('sold out', { product: product({ stock: 0 }) }),
      child('unlocking', { product: product({ unlockingSoon: true }) }),
      child('no link', { product: product({ buy: null }) }),
      child('sold out pre-sale', { product: product({ stock: 0, isPreSale: true }) }),
      child('on sale', { product: product() }),
    ]);
    expect(submenu(nav).map((link) => link.label)).toEqual(['on sale']);
  });

  it('is left out when its product is gone (the reference resolves to nothing)', () => {
    expect(submenu(navigation([child('gone')]))).toEqual([]);
  });

  it('does not change with a promotion: the same store link before, during and after it', () => {
    const promotion = {
      startTime: '2026-01-01T00:00:00Z',
      endTime: '2026-03-01T00:00:00Z',
      stages: null,
      schedule: null,
    };
    const nav = navigation([child('K1', { product: product({ activityPrice: 279, activityTime: promotion }) })]);
    const plain = navigation([child('K1', { product: product() })]);
    for (const at of ['2025-12-01T00:00:00Z', '2026-02-01T00:00:00Z', '2026-04-01T00:00:00Z']) {
      expect(submenu(nav, new Date(at)), at).toEqual([{ label: 'K1', href: BUY }]);
      expect(submenu(plain, new Date(at)), at).toEqual([{ label: 'K1', href: BUY }]);
    }
    expect(offerAt(product({ activityPrice: 279, activityTime: promotion }), NOW).state).toBe('promotion');
  });

  it('follows the instant it is drawn at: sold out later, on sale again after', () => {
    // The entry's own activation and the product's state are both read at the page's instant.
    const later = {
      startTime: '2026-03-01T00:00:00Z',
      endTime: null,
      stages: null,
      schedule: null,
    };
    const nav = navigation([child('K1', { product: product(), activation: later })]);
    expect(submenu(nav, NOW)).toEqual([]);
    expect(submenu(nav, new Date('2026-03-02T00:00:00Z'))).toEqual([{ label: 'K1', href: BUY }]);
  });
});

describe('the seeded menus of every region', () => {
  let documents: DatasetDocument[];
  beforeAll(async () => {
    documents = await applyMigrations();
  });

  /** The menu as the embedded backend answers it: the site's own query, run by groq-js. */
  const navigationOf = async (region: Region): Promise<Navigation> =>
    (await (await evaluate(parse(NAVIGATION_QUERY), { dataset: documents, params: { region } })).get()) as Navigation;
  const productsOf = (region: Region) => documents.filter((d) => d._type === 'product' && d.region === region);
  /** A link to a product page of a store: the origins the region's products' Buy links are on. */
  const storeLinks = (region: Region, links: MenuLink[]) => {
    const origins = new Set(
      productsOf(region).flatMap((p) => (typeof p.buy === 'string' ? [new URL(p.buy).origin] : [])),
    );
    return links.filter((link) => {
      const url = URL.canParse(link.href) ? new URL(link.href) : null;
      return url !== null && origins.has(url.origin) && url.pathname.startsWith('/products/');
    });
  };
  const allLinks = (nav: Navigation, region: Region, now: Date) =>
    (['header', 'footer'] as const).flatMap((place) =>
      menuEntries(region, nav, now, place).flatMap((entry) => [...(entry.link ? [entry.link] : []), ...entry.children]),
    );

  it.each(REGIONS)('%s: every store link is the Buy link of a product that can be bought now', async (region) => {
    const now = new Date();
    const nav = await navigationOf(region);
    const links = storeLinks(region, allLinks(nav, region, now));
    const buyable = new Map(
      productsOf(region).flatMap((p) => {
        const href = offerAt(p as OfferInput, now).action?.href;
        return href ? [[href, p._id] as const] : [];
      }),
    );
    for (const link of links) {
      expect(link.href, `${region} ${link.label}`).not.toMatch(/\/products\/[^/]*[A-Z]/);
      expect(buyable.has(link.href), `${region} ${link.label} → ${link.href}`).toBe(true);
    }
    // The regions whose products have no page of their own here list some of them by their store link.
    if (region !== 'jp') expect(links.length, region).toBeGreaterThan(0);
  });

  it('list none of the products the tester found sold out or without a link: cn’s AI Base, Grimlock and K1 Pro in eu, fr, de', async () => {
    const now = new Date();
    const absent: [Region, string][] = [
      ['cn', 'aiBase'],
      ...(['eu', 'fr', 'de'] as const).flatMap((r): [Region, string][] => [
        [r, 'grimlockG1Flagship'],
        [r, 'k1ProInterstellarScout'],
      ]),
    ];
    for (const [region, key] of absent) {
      const nav = await navigationOf(region);
      const entry = nav.items?.flatMap((item) => item.children ?? []).find((c) => c._key === `p-${key}`);
      expect(entry?.label, `${region} ${key} is seeded in the menu`).toBeTruthy();
      const labels = allLinks(nav, region, now).map((link) => link.label);
      expect(labels, `${region} ${key}`).not.toContain(entry?.label);
    }
    // And the K1, T9-E and the bundle link to the addresses their cards use.
    const us = storeLinks('us', allLinks(await navigationOf('us'), 'us', now)).map((link) => link.href);
    expect(us).toEqual(
      expect.arrayContaining([
        'https://us.store.roboshift.example/products/interstellar-scout-k1',
        'https://us.store.roboshift.example/products/interstellar-agent-t9',
        'https://us.store.roboshift.example/products/elite-optimus-prime-ai-base',
      ]),
    );
  });
});
