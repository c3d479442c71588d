import type { Region } from '@showcase/schemas/regions';
import { getFaq } from '@/lib/content';
import styles from './lists.module.css';

/** Questions and answers as native disclosures: keyboard-operable with no JavaScript. */
export async function FaqList({ region }: { region: Region }) {
  const entries = await getFaq(region);
  return (
    <div className={styles.faq}>
      {entries.map((entry) => (
        <details key={entry._id}>
          <summary>{entry.question}</summary>
          <p>{entry.answer}</p>
        </details>
      ))}
    </div>
  );
}
