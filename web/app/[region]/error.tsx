'use client';

import { usePathname } from 'next/navigation';
import { regionContext } from '@/lib/region';
import styles from './status-page.module.css';

/**
 * Shown when content cannot be read (a missing dataset, Sanity unreachable): a friendly message,
 * never a stack trace. The server log names the problem and the command that fixes it.
 */
export default function ContentError({ reset }: { error: Error; reset: () => void }) {
  const { messages } = regionContext(usePathname()?.split('/')[1] ?? '');
  return (
    <section className={styles.status} role="alert">
      <h1>{messages.unavailableTitle}</h1>
      <p>{messages.unavailableBody}</p>
      <button type="button" onClick={reset}>
        {messages.retry}
      </button>
    </section>
  );
}
