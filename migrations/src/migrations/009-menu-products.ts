import { isRegion, type Region } from '@showcase/schemas/regions';
import { at, defineMigration, type Mutation, type NodePatch, patch, set, unset } from 'sanity/migrate';
import { STORES } from '../data/schedules';
import { ref } from '../seed/ids';
import { type Doc, keyed } from './patch-migration';
import type { NamedMigration } from './seed-migration';

const str = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** What identifies a product's store page: its id, and the key, path and Buy link a store address can name. */
export interface StoreProduct {
  _id: string;
  key?: string;
  path?: string;
  buy?: string;
}

const kebab = (key: string) => key.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
const originOf = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
};

/** The origins a region's store pages are on: its store's, and those its products' Buy links name. */
export function storeOrigins(products: readonly StoreProduct[], store?: string): Set<string> {
  return new Set([store, ...products.map((p) => p.buy)].flatMap((url) => (url && originOf(url)) || []));
}

/** The part of `url` after `/products/` when it is a product page of one of `origins`, else undefined. */
export function storeProductPath(url: string, origins: ReadonlySet<string>): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  if (!origins.has(parsed.origin)) return undefined;
  const path = /^\/products\/([^/]+)\/?$/.exec(parsed.pathname)?.[1];
  return path ? decodeURIComponent(path) : undefined;
}

/**
 * The product a store address names: the one whose Buy link it is, else the one whose key or page path it spells
 * (the seed wrote `/products/<key>` where a product had no page, camelCase and all). Undefined when none or more
 * than one do: an address that cannot be told apart stays as the editor wrote it.
 */
export function storeProductOf(
  url: string,
  products: readonly StoreProduct[],
  origins: ReadonlySet<string>,
): StoreProduct | undefined {
  const path = storeProductPath(url, origins);
  if (!path) return undefined;
  const exact = products.filter((p) => p.buy === url);
  if (exact.length === 1) return exact[0];
  const named = products.filter(
    (p) =>
      (p.key && (p.key === path || kebab(p.key) === path)) ||
      p.path === path ||
      (p.buy && storeProductPath(p.buy, origins) === path),
  );
  return named.length === 1 ? named[0] : undefined;
}

function menuPatches(navigation: Doc, products: readonly StoreProduct[], region: Region): NodePatch[] {
  const origins = storeOrigins(products, STORES[region]);
  return keyed(navigation.items).flatMap((item) =>
    keyed(item.children).flatMap((child): NodePatch[] => {
      const url = str(child.url);
      if (!url || child.page || child.product) return [];
      const product = storeProductOf(url, products, origins);
      if (!product) return [];
      const path = ['items', { _key: item._key }, 'children', { _key: child._key }] as const;
      return [at([...path, 'url'], unset()), at([...path, 'product'], set(ref(product._id)))];
    }),
  );
}

/**
 * The product submenu linked to store addresses of its own, some of which named no store page the
 * product has (`/products/interstellarScoutK1`) and some products that cannot be bought there now (cn's AI Base,
 * Grimlock and K1 Pro in eu, fr and de). Each such entry now names its product, whose Buy link and state the site
 * follows (`offerAt`), as the card and the product page do. Entries to a page of the site stay as they are; an
 * entry already naming a product or an address no product of its region has is left alone, so a re-run sends
 * nothing and an editor's own link stays.
 */
const menuProducts: NamedMigration = {
  id: '009-menu-products',
  migration: defineMigration({
    title: 'Menus: product entries name their product instead of a store address',
    documentTypes: ['navigation', 'product'],
    async *migrate(documents) {
      // The menus are patched once every product is known: the order documents come in is not the menus' order.
      const products = new Map<Region, StoreProduct[]>();
      const navigations: Doc[] = [];
      for await (const document of documents()) {
        const doc = document as Doc;
        const region = isRegion(doc.region) ? doc.region : undefined;
        if (!region) continue;
        if (doc._type === 'navigation') navigations.push(doc);
        // A draft is no product of its own: a menu names the published id, which the draft will become.
        if (doc._type === 'product' && !doc._id.startsWith('drafts.') && !doc._id.startsWith('versions.'))
          products.set(region, [
            ...(products.get(region) ?? []),
            { _id: doc._id, key: str(doc.key), path: str(doc.path), buy: str(doc.buy) },
          ]);
      }
      for (const navigation of navigations) {
        const region = navigation.region as Region;
        const patches = menuPatches(navigation, products.get(region) ?? [], region);
        if (patches.length > 0) yield patch(navigation._id, patches) as Mutation;
      }
    },
  }),
};

export default menuProducts;
