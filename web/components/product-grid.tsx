import type { Region } from '@showcase/schemas/regions';
import type { RegionSettings } from '@/lib/content';
import { type CardProduct, ProductCard } from './product-card';
import styles from './product-grid.module.css';

/** Robots as tiles, each with its price at `now`; the first `eager` pictures load first (the home's above the fold). */
export function ProductGrid({
  region,
  products,
  settings,
  now,
  eager = 0,
}: {
  region: Region;
  products: readonly (CardProduct & { _id: string })[];
  settings: RegionSettings;
  now: Date;
  eager?: number;
}) {
  return (
    <ul className={styles.grid}>
      {products.map((product, index) => (
        <ProductCard
          key={product._id}
          className={styles.card}
          region={region}
          product={product}
          settings={settings}
          now={now}
          priority={index < eager}
        />
      ))}
    </ul>
  );
}
