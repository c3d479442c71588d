import { offerAt } from '@showcase/schemas/offer';
import { type Region, regionPath } from '@showcase/schemas/regions';
import type { ProductContent, ProductOffer, RegionSettings } from '@/lib/content';
import { isRegionPage } from '@/lib/links';
import { SiteLink } from './nav/site-link';
import { Price } from './price';
import { ResponsiveImage } from './responsive-image';

export type CardProduct = Pick<ProductContent, 'name' | 'alt' | 'images' | 'path' | 'hasPage'> & ProductOffer;

/**
 * A product on the home page: picture, name and price with the state's label, from the same offer rule as its
 * page. The name leads to the product's page, or to the store only while the rule offers the store's link: a
 * product that cannot be bought now links nowhere rather than to a shop page that cannot sell it.
 */
export function ProductCard({
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
  const href = product.hasPage && product.path ? regionPath(region, product.path) : (offer.action?.href ?? null);
  return (
    <li className={className}>
      <ResponsiveImage image={product.images?.[0]} alt={product.alt ?? ''} priority={priority} />
      <h3>
        {href && isRegionPage(region, href) ? (
          <SiteLink href={href}>{product.name}</SiteLink>
        ) : href ? (
          <a href={href} rel="noopener" target="_blank">
            {product.name}
          </a>
        ) : (
          product.name
        )}
      </h3>
      <Price region={region} offer={offer} labels={settings.labels} />
    </li>
  );
}
