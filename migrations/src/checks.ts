/**
 * Content that contradicts itself, found over a whole dataset: the rules are @showcase/schemas'
 * (Studio runs the same ones on each field); here they also follow references between documents. The content
 * tests require none in the seeded dataset; the same function can be pointed at an export of a hosted one.
 */
import { offerAt } from '@showcase/schemas/offer';
import { PRODUCT_PAGE_PATHS } from '@showcase/schemas/products';
import {
  checkAddressCity,
  checkCopyrightHolder,
  checkPageProduct,
  checkPreOrderCopy,
  duplicateHeadings,
  footerHeadings,
  productTexts,
} from '@showcase/schemas/rules';
import { storeOrigins, storeProductPath } from './migrations/009-menu-products';
import type { DatasetDocument } from './runner';

export const CONTRADICTION_KINDS = [
  'preOrderEnded',
  'pageProduct',
  'footerHeadings',
  'addressCity',
  'copyrightYear',
  'menuStoreAddress',
] as const;
export type ContradictionKind = (typeof CONTRADICTION_KINDS)[number];

export interface Contradiction {
  kind: ContradictionKind;
  id: string;
  /** The field whose Studio rule reports it: where an editor, or a refused migration's author, looks. */
  field: string;
  message: string;
}

const FIELD_OF: Readonly<Record<ContradictionKind, string>> = {
  preOrderEnded: 'isPreSale',
  pageProduct: 'product',
  footerHeadings: 'footerGroups',
  addressCity: 'address',
  copyrightYear: 'copyright',
  menuStoreAddress: 'items',
};

type Rule = true | string;
type Sections = Parameters<typeof productTexts>[0]['sections'];
const num = (value: unknown) => (typeof value === 'number' ? value : null);
const str = (value: unknown) => (typeof value === 'string' ? value : null);
const found = (kind: ContradictionKind, id: string, result: Rule): Contradiction[] =>
  result === true ? [] : [{ kind, id, field: FIELD_OF[kind], message: result }];

/** Published documents only: a draft contradicts nothing a visitor sees until it is published. */
const published = (documents: readonly DatasetDocument[]) =>
  documents.filter((d) => !d._id.startsWith('drafts.') && !d._id.startsWith('versions.'));

type MenuChild = { label?: string; url?: string };

/**
 * A submenu entry that types a product's store address instead of naming the product: the address
 * neither follows the product's Buy link nor leaves the menu when the product cannot be bought there.
 */
function menuStoreAddresses(navigation: DatasetDocument, products: readonly DatasetDocument[]): Contradiction[] {
  const origins = storeOrigins(products.map((p) => ({ _id: p._id, buy: str(p.buy) ?? undefined })));
  const items = Array.isArray(navigation.items) ? (navigation.items as { children?: MenuChild[] }[]) : [];
  const typed = items
    .flatMap((item) => item.children ?? [])
    .filter((child) => child.url && storeProductPath(child.url, origins) !== undefined);
  return typed.length === 0
    ? []
    : [
        {
          kind: 'menuStoreAddress',
          id: navigation._id,
          field: FIELD_OF.menuStoreAddress,
          message: `Menu entries typed as store addresses: ${typed.map((c) => `“${c.label}” (${c.url})`).join(', ')}. Choose the product instead, so the entry opens its Buy link and only while it can be bought.`,
        },
      ];
}

export function contentContradictions(documents: readonly DatasetDocument[]): Contradiction[] {
  const docs = published(documents);
  const byId = new Map(docs.map((d) => [d._id, d]));
  const settingsOf = (region: unknown) => docs.find((d) => d._type === 'regionSettings' && d.region === region);
  return docs.flatMap((doc): Contradiction[] => {
    switch (doc._type) {
      case 'product': {
        // Whether it offers a pre-order is the site's own rule; promotions do not change it.
        const { state } = offerAt(
          {
            price: num(doc.price),
            stock: num(doc.stock),
            buy: str(doc.buy),
            isPreSale: doc.isPreSale === true,
            unlockingSoon: doc.unlockingSoon === true,
          },
          new Date(0),
        );
        const texts = productTexts({
          tagline: str(doc.tagline),
          description: str(doc.description),
          sections: Array.isArray(doc.sections) ? (doc.sections as Sections) : null,
        });
        return found('preOrderEnded', doc._id, checkPreOrderCopy(state === 'preOrder', texts));
      }
      case 'page': {
        const product = byId.get((doc.product as { _ref?: string } | undefined)?._ref ?? '');
        return found('pageProduct', doc._id, checkPageProduct(str(doc.path), str(product?.key), PRODUCT_PAGE_PATHS));
      }
      case 'navigation': {
        const subscribe = (settingsOf(doc.region)?.subscribe as { title?: string } | undefined)?.title;
        const headings = [
          ...(subscribe ? [subscribe] : []),
          ...footerHeadings(
            doc.items as Parameters<typeof footerHeadings>[0],
            doc.footerGroups as Parameters<typeof footerHeadings>[1],
          ),
        ];
        const twice = duplicateHeadings(headings);
        const products = docs.filter((d) => d._type === 'product' && d.region === doc.region);
        return [
          ...(twice.length === 0
            ? []
            : [
                {
                  kind: 'footerHeadings' as const,
                  id: doc._id,
                  field: FIELD_OF.footerHeadings,
                  message: `Footer headings used twice: ${twice.join(', ')}`,
                },
              ]),
          ...menuStoreAddresses(doc, products),
        ];
      }
      case 'retailer':
        return found('addressCity', doc._id, checkAddressCity(str(doc.address), str(doc.city)));
      case 'regionSettings':
        return found('copyrightYear', doc._id, checkCopyrightHolder(str(doc.copyright)));
      default:
        return [];
    }
  });
}
