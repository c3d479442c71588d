'use client';

import { regionPath } from '@showcase/schemas/regions';
import { usePathname } from 'next/navigation';
import { regionContext } from '@/lib/region';
import styles from './status-page.module.css';

/** Localized 404. Not-found boundaries get no params, so the region is read from the path. */
export default function NotFound() {
  const first = usePathname()?.split('/')[1] ?? '';
  const { region, messages } = regionContext(first);
  return (
    <section className={styles.status}>
      <title>{messages.notFoundTitle}</title>
      <h1>{messages.notFoundTitle}</h1>
      <p>{messages.notFoundBody}</p>
      <a href={regionPath(region)}>{messages.backHome}</a>
    </section>
  );
}
