import type { Region } from '@showcase/schemas/regions';
import type { ProductContent, RegionSettings } from '@/lib/content';
import { offerAt } from '@/lib/offer';
import { BuyButton } from './buy-button';
import { PortableBody } from './portable-body';
import { Price } from './price';
import styles from './product-view.module.css';
import { ResponsiveImage } from './responsive-image';
import { ScrollToAnchor } from './scroll-to-anchor';

type Product = Pick<
  ProductContent,
  | 'name'
  | 'tagline'
  | 'alt'
  | 'images'
  | 'price'
  | 'activityPrice'
  | 'activityTime'
  | 'isPreSale'
  | 'stock'
  | 'buy'
  | 'sections'
  | 'anchor'
  | 'record'
>;

/** A product page: hero image, name, price and Buy above the fold, then the body sections. */
export function ProductView({
  region,
  product,
  settings,
  now,
}: {
  region: Region;
  product: Product;
  settings: RegionSettings;
  now: Date;
}) {
  const offer = offerAt(product, now);
  const hero = product.images?.[0];
  return (
    <article className={styles.product}>
      <script
        type="application/json"
        id="product-record"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with < escaped cannot break out of the script.
        dangerouslySetInnerHTML={{ __html: JSON.stringify(product.record).replace(/</g, '\\u003c') }}
      />
      {product.anchor && <ScrollToAnchor id={product.anchor} />}
      <section className={styles.hero} id={product.anchor ?? undefined}>
        <ResponsiveImage className={styles.image} image={hero} alt={product.alt ?? product.name ?? ''} priority />
        <div className={styles.summary}>
          <h1>{product.name}</h1>
          {product.tagline && <p className={styles.tagline}>{product.tagline}</p>}
          <Price region={region} offer={offer} labels={settings.labels} />
          <BuyButton
            offer={offer}
            label={(offer.kind === 'priced' && offer.preSale ? settings.labels?.preOrder : settings.labels?.buy) ?? ''}
            productName={product.name ?? ''}
          />
          {offer.kind === 'priced' && offer.buy && settings.paymentText && (
            <p className={styles.payment}>{settings.paymentText}</p>
          )}
        </div>
      </section>
      <PortableBody region={region} className={styles.body} value={product.sections} />
    </article>
  );
}
