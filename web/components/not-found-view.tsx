import type { StatusText } from '@/lib/i18n/client-text';
import styles from './status-page.module.css';

/**
 * A region's page-not-found, in its language: drawn by the server (region-not-found.tsx) and, once scripts run,
 * by the region's not-found boundary, the same markup both times so the page does not move when they swap.
 */
export function NotFoundView({ text, home }: { text: StatusText; home: string }) {
  return (
    <section className={styles.status}>
      <h1>{text.notFoundTitle}</h1>
      <p>{text.notFoundBody}</p>
      <a href={home}>{text.backHome}</a>
    </section>
  );
}
