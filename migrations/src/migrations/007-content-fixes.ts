import { PRODUCT_PAGE_PATHS } from '@showcase/schemas/products';
import { isRegion, REGION_INFO } from '@showcase/schemas/regions';
import { duplicateHeadings, footerHeadings } from '@showcase/schemas/rules';
import { at, createIfNotExists, insert, type NodePatch, set, setIfMissing, unset } from 'sanity/migrate';
import { productImage } from '../assets';
import {
  CN_K1_PRO as CN_K1_PRO_COPY,
  JP_BUMBLEBEE_ON_SALE,
  LEGAL_HEADING,
  RETAILER_ADDRESSES,
} from '../data/content-fixes';
import { DEFAULT_STOCK } from '../data/offers';
import { STORES } from '../data/schedules';
import { sectionsToBlocks } from '../seed/blocks';
import { ids, ref } from '../seed/ids';
import { productCopy } from '../seed/products';
import type { SeedDocument } from '../seed/types';
import { type Doc, type Keyed, keyed, type PatchesByType, patchMigration, rewriteSpan } from './patch-migration';

const K1_PRO_PATH = PRODUCT_PAGE_PATHS.k1ProInterstellarScout ?? 'k1-pro-interstellar-scout';
const CN_K1 = ids.product('cn', 'interstellarScoutK1');
const CN_K1_PRO_ID = ids.product('cn', 'k1ProInterstellarScout');

/** cn's K1 Pro, presented by its k1-pro-interstellar-scout page: not on sale in cn yet, so no price. */
export function cnK1ProDocument(): SeedDocument {
  return {
    _id: CN_K1_PRO_ID,
    _type: 'product',
    region: 'cn',
    key: 'k1ProInterstellarScout',
    name: CN_K1_PRO_COPY.name,
    path: K1_PRO_PATH,
    buy: `${STORES.cn}/products/${K1_PRO_PATH}`,
    unlockingSoon: true,
    isPreSale: false,
    stock: DEFAULT_STOCK,
    tagline: CN_K1_PRO_COPY.tagline,
    description: CN_K1_PRO_COPY.description,
    alt: CN_K1_PRO_COPY.alt,
    images: [{ _type: 'image', _key: 'hero', asset: ref(productImage('k1ProInterstellarScout')._id) }],
    anchor: 'overview',
    keywords: CN_K1_PRO_COPY.keywords,
    sections: sectionsToBlocks(CN_K1_PRO_COPY.sections, 'k1ProInterstellarScout'),
  };
}

/** "© 2025 " (or "(c) 2024–2025 "): what the footer now writes itself before the holder. */
const COPYRIGHT_PREFIX = /^\s*(?:©|\(c\))\s*(?:(?:19|20|21)\d{2}(?:\s*[-–]\s*(?:19|20|21)\d{2})?)?\s*/i;

function regionSettingsFixes(doc: Doc): NodePatch[] {
  const copyright = typeof doc.copyright === 'string' ? doc.copyright : undefined;
  const holder = copyright?.replace(COPYRIGHT_PREFIX, '');
  return copyright && holder && holder !== copyright ? [at('copyright', set(holder))] : [];
}

function navigationFixes(doc: Doc): NodePatch[] {
  const patches: NodePatch[] = [];
  const region = isRegion(doc.region) ? doc.region : undefined;
  const groups = keyed(doc.footerGroups) as (Keyed & { title?: string })[];
  // The legal pages' column was seeded under the region's "About", the heading of the About menu's column too.
  const items = keyed(doc.items) as Parameters<typeof footerHeadings>[0];
  const twice = duplicateHeadings(footerHeadings(items, groups));
  const legal = groups.find((group) => group._key === 'legal');
  const heading = region && LEGAL_HEADING[REGION_INFO[region].language];
  if (legal?.title && heading && twice.includes(legal.title))
    patches.push(at(['footerGroups', { _key: 'legal' }, 'title'], set(heading)));

  // cn's menu sent its K1 entry to the K1 Pro's page: the K1 goes to its store page, and the K1 Pro gets an entry.
  if (region === 'cn') {
    const products = keyed(doc.items).find((item) => item._key === 'i-products');
    const children = keyed(products?.children);
    const k1 = children.find((child) => child._key === 'p-interstellarScoutK1');
    const path = ['items', { _key: 'i-products' }, 'children'] as const;
    if (k1?.page === K1_PRO_PATH) {
      patches.push(at([...path, { _key: k1._key }, 'page'], unset()));
      patches.push(at([...path, { _key: k1._key }, 'url'], set(`${STORES.cn}/products/interstellar-scout-k1`)));
    }
    if (k1 && !children.some((child) => child._key === 'p-k1ProInterstellarScout'))
      patches.push(
        at(
          [...path],
          insert(
            [{ _type: 'navChild', _key: 'p-k1ProInterstellarScout', label: CN_K1_PRO_COPY.name, page: K1_PRO_PATH }],
            'after',
            { _key: k1._key },
          ),
        ),
      );
  }
  return patches;
}

function productFixes(doc: Doc): NodePatch[] {
  // Mini Robot has no price anywhere and was labelled "Unlocking soon" for it: it is not on sale yet.
  if (doc.key === 'miniRobot' && doc.unlockingSoon === undefined) return [at('unlockingSoon', setIfMissing(true))];
  if (doc._id !== ids.product('jp', 'flagshipBumblebee') || doc.isPreSale !== true) return [];
  const text = rewriteSpan(doc, 'sections', JP_BUMBLEBEE_ON_SALE.seeded, JP_BUMBLEBEE_ON_SALE.text);
  return text ? [at('isPreSale', set(false)), text] : [];
}

function pageFixes(doc: Doc): NodePatch[] {
  if (doc._id !== ids.page('cn', K1_PRO_PATH) || (doc.product as { _ref?: string } | undefined)?._ref !== CN_K1)
    return [];
  const k1 = productCopy('cn', 'interstellarScoutK1');
  // Each text the page took from the K1 becomes the K1 Pro's; a text an editor wrote stays.
  const texts: [string, unknown, unknown][] = [
    ['title', k1.name, CN_K1_PRO_COPY.name],
    ['heading', k1.name, CN_K1_PRO_COPY.name],
    ['description', k1.description, CN_K1_PRO_COPY.description],
    ['intro', k1.tagline, CN_K1_PRO_COPY.tagline],
  ];
  const sameKeywords = JSON.stringify(doc.keywords) === JSON.stringify(k1.keywords);
  return [
    at('product', set(ref(CN_K1_PRO_ID))),
    ...texts.filter(([field, seeded]) => doc[field] === seeded).map(([field, , text]) => at(field, set(text))),
    ...(sameKeywords ? [at('keywords', set(CN_K1_PRO_COPY.keywords))] : []),
  ];
}

function retailerFixes(doc: Doc): NodePatch[] {
  const fix = RETAILER_ADDRESSES[doc._id];
  if (!fix || doc.address !== fix.seeded.address || doc.city !== fix.seeded.city) return [];
  return [at('address', set(fix.address)), at('city', set(fix.city))];
}

const FIXES: PatchesByType = {
  regionSettings: regionSettingsFixes,
  navigation: navigationFixes,
  product: productFixes,
  page: pageFixes,
  retailer: retailerFixes,
};

/**
 * Content that contradicted itself: the copyright year written into content, two footer columns
 * headed "About", jp's Bumblebee offering the pre-order its copy says ended, cn's K1 Pro page presenting the K1,
 * Mini Robot's "Unlocking soon" beside a Buy button, and retailer addresses naming their city twice.
 * Every patch is conditioned on the content being as seeded, so a re-run sends nothing and an editor's own
 * change stays; `migrations/src/checks.ts` finds each kind wherever it appears again.
 */
const contentFixes = patchMigration(
  '007-content-fixes',
  'Content fixes: copyright year, footer headings, jp pre-order, cn K1 Pro, Mini Robot, retailer cities',
  FIXES,
  // The page below is pointed at it, so it exists first.
  () => [createIfNotExists(cnK1ProDocument())],
);

export default contentFixes;
