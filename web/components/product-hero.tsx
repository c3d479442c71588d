import { offerAt } from '@showcase/schemas/offer';
import type { Region } from '@showcase/schemas/regions';
import type { ReactNode } from 'react';
import type { ProductContent, ProductOffer, RegionSettings } from '@/lib/content';
import { editTarget } from '@/lib/preview/edit';
import { BuyButton } from './buy-button';
import { Price } from './price';
import { priceField, priceView } from './price-view';
import styles from './product-view.module.css';
import { ResponsiveImage } from './responsive-image';

export type HeroProduct = Pick<ProductContent, 'name' | 'tagline' | 'alt' | 'images' | '_id'> & ProductOffer;

/**
 * A product's picture, name, price and Buy above the fold: the top of its own page (heading level 1, picture
 * loaded first) and, as a page section, a product shown on another page (level 2, below its heading).
 */
export async function ProductHero({
  region,
  product,
  settings,
  now,
  level,
  id,
  children,
}: {
  region: Region;
  product: HeroProduct;
  settings: RegionSettings;
  now: Date;
  level: 1 | 2;
  id?: string;
  /** Below the Buy button, e.g. a link to the product's own page. */
  children?: ReactNode;
}) {
  const offer = offerAt(product, now);
  const edit = await editTarget(product._id, 'product', priceField(offer));
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <section className={styles.hero} id={id}>
      <ResponsiveImage
        className={styles.image}
        image={product.images?.[0]}
        alt={product.alt ?? product.name ?? ''}
        priority={level === 1}
      />
      <div className={styles.summary}>
        <Heading>{product.name}</Heading>
        {product.tagline && <p className={styles.tagline}>{product.tagline}</p>}
        <Price view={priceView(region, offer, settings.labels, edit)} />
        <BuyButton offer={offer} labels={settings.labels} productName={product.name ?? ''} />
        {offer.action && offer.price !== null && settings.paymentText && (
          <p className={styles.payment}>{settings.paymentText}</p>
        )}
        {children}
      </div>
    </section>
  );
}
