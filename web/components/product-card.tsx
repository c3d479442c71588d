import { offerAt } from '@showcase/schemas/offer';
import { type Region, regionPath } from '@showcase/schemas/regions';
import type { ProductContent, ProductOffer, RegionSettings } from '@/lib/content';
import { editTarget } from '@/lib/preview/edit';
import { priceField, priceView } from './price-view';
import { ProductTile } from './product-tile';
import { pictureProps } from './responsive-image';

export type CardProduct = Pick<ProductContent, 'name' | 'alt' | 'images' | 'path' | 'hasPage' | '_id'> & ProductOffer;

/**
 * A product on the home page: picture, name and price with the state's label, from the same offer rule as its
 * page. The name leads to the product's page, or to the store only while the rule offers the store's link: a
 * product that cannot be bought now links nowhere rather than to a shop page that cannot sell it.
 */
export async function ProductCard({
  region,
  product,
  settings,
  now,
  className,
  priority,
}: {
  region: Region;
  product: CardProduct;
  settings: RegionSettings;
  now: Date;
  className?: string;
  priority?: boolean;
}) {
  const offer = offerAt(product, now);
  const edit = await editTarget(product._id, 'product', priceField(offer));
  const href = product.hasPage && product.path ? regionPath(region, product.path) : (offer.action?.href ?? null);
  const picture = pictureProps(product.images?.[0], { alt: product.alt ?? '', priority });
  return (
    <ProductTile
      className={className}
      name={product.name ?? ''}
      {...(href && { href })}
      {...(picture && { picture })}
      price={priceView(region, offer, settings.labels, edit)}
    />
  );
}
