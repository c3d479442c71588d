import styles from './price.module.css';
import type { PriceView } from './price-view';

const LABEL_CLASS = {
  unlcokSoon: styles.soon,
  soldOut: styles.soldOut,
  preOrder: styles.badge,
} as const;

/**
 * The price block: what to pay, the struck list price and saving during a promotion, and the state's label.
 * It draws a `PriceView` the server worked out (price-view.ts), so the home's client tiles can draw it too.
 */
export function Price({ view }: { view: PriceView }) {
  return (
    <div className={styles.price} data-sanity={view.edit}>
      {view.now !== undefined && (
        <p className={styles.now} data-testid="price">
          {view.now}
        </p>
      )}
      {view.was !== undefined && (
        <p className={styles.was}>
          <s data-testid="list-price">{view.was}</s> <span className={styles.saving}>{view.saving}</span>
        </p>
      )}
      {view.label && (
        <p className={LABEL_CLASS[view.label.kind]} data-state={view.label.state}>
          {view.label.text}
        </p>
      )}
    </div>
  );
}
