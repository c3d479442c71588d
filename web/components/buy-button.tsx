import type { OfferState } from '@/lib/offer';
import styles from './buy-button.module.css';

/** The outbound link to the region's external store; absent when sold out or there is no link. */
export function BuyButton({ offer, label, productName }: { offer: OfferState; label: string; productName: string }) {
  if (!offer.buy) return null;
  return (
    <a className={styles.buy} href={offer.buy} rel="noopener" target="_blank" aria-label={`${label}: ${productName}`}>
      {label}
    </a>
  );
}
