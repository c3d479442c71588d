'use client';

import { useStatusPage } from '@/components/status-page';
import styles from './status-page.module.css';

/** Localized 404, in the language of the region whose layout it is drawn in (on the cn host too). */
export default function NotFound() {
  const { text, home } = useStatusPage();
  return (
    <section className={styles.status}>
      <title>{text.notFoundTitle}</title>
      <h1>{text.notFoundTitle}</h1>
      <p>{text.notFoundBody}</p>
      <a href={home}>{text.backHome}</a>
    </section>
  );
}
