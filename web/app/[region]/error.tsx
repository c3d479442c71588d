'use client';

import { useStatusPage } from '@/components/status-page';
import styles from '@/components/status-page.module.css';

/**
 * Shown when content cannot be read (a missing dataset, Sanity unreachable): a friendly message,
 * never a stack trace. The server log names the problem and the command that fixes it.
 */
export default function ContentError({ reset }: { error: Error; reset: () => void }) {
  const { text } = useStatusPage();
  return (
    <section className={styles.status} role="alert">
      <h1>{text.unavailableTitle}</h1>
      <p>{text.unavailableBody}</p>
      <button type="button" className={styles.retry} onClick={reset}>
        {text.retry}
      </button>
    </section>
  );
}
