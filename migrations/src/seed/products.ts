import { PRODUCT_PAGE_PATHS, type ProductKey } from '@showcase/schemas/products';
import { REGIONS, type Region } from '@showcase/schemas/regions';
import { productImage } from '../assets';
import { COPY } from '../data/copy';
import type { ProductCopy } from '../data/copy/types';
import { DEFAULT_STOCK, OFFERS, type Offer } from '../data/offers';
import { INSTANTS, STORES } from '../data/schedules';
import { sectionsToBlocks } from './blocks';
import { ids, ref } from './ids';
import { activation, type SeedDocument } from './types';

const kebab = (key: string) => key.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

export function productCopy(region: Region, key: ProductKey): ProductCopy {
  const copy = COPY[region].products[key];
  if (!copy)
    throw new Error(`No copy for product ${key} in region ${region}: add it to migrations/src/data/copy/${region}.ts`);
  return copy;
}

/** Every [region, key, offer] the spec documents. */
export function offers(): [Region, ProductKey, Offer][] {
  return REGIONS.flatMap((region) =>
    (Object.entries(OFFERS[region]) as [ProductKey, Offer][]).map(([key, offer]): [Region, ProductKey, Offer] => [
      region,
      key,
      offer,
    ]),
  );
}

export function productDocuments(): SeedDocument[] {
  return offers().map(([region, key, offer]) => {
    const copy = productCopy(region, key);
    const path = PRODUCT_PAGE_PATHS[key];
    return {
      _id: ids.product(region, key),
      _type: 'product',
      region,
      key,
      name: copy.name,
      ...(path ? { path } : {}),
      ...(offer.noBuyLink ? {} : { buy: `${STORES[region]}/products/${path ?? kebab(key)}` }),
      ...(offer.price !== undefined ? { price: offer.price } : {}),
      ...(offer.activityPrice !== undefined ? { activityPrice: offer.activityPrice } : {}),
      ...(offer.promotion ? { activityTime: activation({ startTime: INSTANTS[offer.promotion] }) } : {}),
      isPreSale: Boolean(offer.isPreSale),
      stock: offer.soldOut ? 0 : DEFAULT_STOCK,
      tagline: copy.tagline,
      description: copy.description,
      alt: copy.alt,
      images: [{ _type: 'image', _key: 'hero', asset: ref(productImage(key)._id) }],
      anchor: 'overview',
      keywords: copy.keywords,
      sections: sectionsToBlocks(copy.sections, key),
    };
  });
}
