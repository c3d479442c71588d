import type { Region } from '@showcase/schemas/regions';
import type { ProductContent, RegionSettings } from '@/lib/content';
import { PortableBody } from './portable-body';
import { type HeroProduct, ProductHero } from './product-hero';
import styles from './product-view.module.css';
import { ScrollToAnchor } from './scroll-to-anchor';

type Product = HeroProduct & Pick<ProductContent, 'sections' | 'anchor' | 'record'>;

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
  return (
    <article className={styles.product}>
      <script
        type="application/json"
        id="product-record"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with < escaped cannot break out of the script.
        dangerouslySetInnerHTML={{ __html: JSON.stringify(product.record).replace(/</g, '\\u003c') }}
      />
      {product.anchor && <ScrollToAnchor id={product.anchor} />}
      <ProductHero
        region={region}
        product={product}
        settings={settings}
        now={now}
        level={1}
        id={product.anchor ?? undefined}
      />
      <PortableBody region={region} className={styles.body} value={product.sections} />
    </article>
  );
}
