'use client';

import type { Ref } from 'react';
import styles from '@/components/forms/form.module.css';
import type { SummaryItem } from './field-errors';

interface ErrorSummaryProps {
  /** The summary's heading's id. */
  id: string;
  title: string;
  items: readonly SummaryItem[];
  /** The summary takes focus after a refused submit (use-support-form.ts). */
  ref: Ref<HTMLElement>;
}

/** The refused submit's errors above the form, each a link to its field. */
export function ErrorSummary({ id, title, items, ref }: ErrorSummaryProps) {
  return (
    <section className={styles.summary} ref={ref} tabIndex={-1} aria-labelledby={id}>
      <h2 className={styles.summaryTitle} id={id}>
        {title}
      </h2>
      <ul>
        {items.map(({ name, target, text }) => (
          <li key={name}>
            <a
              href={`#${target}`}
              onClick={(event) => {
                event.preventDefault();
                document.getElementById(target)?.focus();
              }}
            >
              {text}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
