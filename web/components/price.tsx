import { formatPrice, type Region } from '@showcase/schemas/regions';
import type { RegionSettings } from '@/lib/content';
import type { OfferState } from '@/lib/offer';
import styles from './price.module.css';

/** The price block: what to pay, the struck list price and saving during a promotion, and state labels. */
export function Price({
  region,
  offer,
  labels,
}: {
  region: Region;
  offer: OfferState;
  labels: RegionSettings['labels'];
}) {
  if (offer.kind === 'unpriced') return <p className={styles.soon}>{labels?.unlcokSoon}</p>;
  return (
    <div className={styles.price}>
      <p className={styles.now} data-testid="price">
        {formatPrice(region, offer.price)}
      </p>
      {offer.listPrice !== null && (
        <p className={styles.was}>
          <s data-testid="list-price">{formatPrice(region, offer.listPrice)}</s>{' '}
          <span className={styles.saving}>
            {labels?.save} {formatPrice(region, offer.saving)} · {offer.percentOff}% {labels?.off}
          </span>
        </p>
      )}
      {offer.preSale && !offer.soldOut && <p className={styles.badge}>{labels?.preOrder}</p>}
      {offer.soldOut && <p className={styles.soldOut}>{labels?.soldOut}</p>}
    </div>
  );
}
