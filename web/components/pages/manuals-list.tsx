import type { Region } from '@showcase/schemas/regions';
import { getManuals } from '@/lib/content';
import styles from './lists.module.css';

const kb = (bytes: number | null) => (bytes ? ` (PDF, ${Math.max(1, Math.round(bytes / 1024))} KB)` : ' (PDF)');

/** Quick-start, safety and user manuals of every product the region sells, as downloads. */
export async function ManualsList({ region, heading }: { region: Region; heading: string }) {
  const manuals = await getManuals(region);
  return (
    <section aria-label={heading}>
      <ul className={styles.cards}>
        {manuals.map((manual) => (
          <li key={manual._id} className={styles.card}>
            <h2>{manual.product?.name}</h2>
            <ul className={styles.links}>
              {(manual.files ?? []).map((file) =>
                file.url ? (
                  <li key={file._key}>
                    <a href={file.url} download>
                      {file.title}
                      <span className={styles.meta}>{kb(file.size)}</span>
                      <span className="visually-hidden"> – {manual.product?.name}</span>
                    </a>
                  </li>
                ) : null,
              )}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
