import type { OfferState, StateLabel } from '@showcase/schemas/offer';
import { formatPrice, type Region } from '@showcase/schemas/regions';
import type { RegionSettings } from '@/lib/content';
import styles from './price.module.css';

const LABEL_CLASS: Record<StateLabel, string | undefined> = {
  unlcokSoon: styles.soon,
  soldOut: styles.soldOut,
  preOrder: styles.badge,
};

/** The price block: what to pay, the struck list price and saving during a promotion, and the state's label. */
export function Price({
  region,
  offer,
  labels,
}: {
  region: Region;
  offer: OfferState;
  labels: RegionSettings['labels'];
}) {
  const label = offer.label && labels?.[offer.label];
  return (
    <div className={styles.price}>
      {offer.price !== null && (
        <p className={styles.now} data-testid="price">
          {formatPrice(region, offer.price)}
        </p>
      )}
      {offer.listPrice !== null && (
        <p className={styles.was}>
          <s data-testid="list-price">{formatPrice(region, offer.listPrice)}</s>{' '}
          <span className={styles.saving}>
            {labels?.save} {formatPrice(region, offer.saving)} · {offer.percentOff}% {labels?.off}
          </span>
        </p>
      )}
      {offer.label && label && (
        <p className={LABEL_CLASS[offer.label]} data-state={offer.state}>
          {label}
        </p>
      )}
    </div>
  );
}
