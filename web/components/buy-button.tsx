import type { OfferState } from '@showcase/schemas/offer';
import type { RegionSettings } from '@/lib/content';
import styles from './buy-button.module.css';

/** The outbound link to the region's external store, as the offer rule allows it (none when it cannot be bought). */
export function BuyButton({
  offer,
  labels,
  productName,
}: {
  offer: OfferState;
  labels: RegionSettings['labels'];
  productName: string;
}) {
  if (!offer.action) return null;
  const label = labels?.[offer.action.label] ?? '';
  return (
    <a
      className={styles.buy}
      href={offer.action.href}
      rel="noopener"
      target="_blank"
      aria-label={`${label}: ${productName}`}
    >
      {label}
    </a>
  );
}
