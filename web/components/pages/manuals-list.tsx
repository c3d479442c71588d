import { REGION_INFO, type Region } from '@showcase/schemas/regions';
import { getManuals } from '@/lib/content';
import styles from './lists.module.css';

/**
 * What the link does not say: " (PDF, 2 kB)", the size in the region's own unit ("2 ko" in French), and, where the
 * file is not in the region's language, that language named in the region's (" (PDF, anglais, 2 ko)"). The
 * formatters are built once per list, not once per file.
 */
function fileFacts(region: Region) {
  const { formatLocale } = REGION_INFO[region];
  const languageName = new Intl.DisplayNames([formatLocale], { type: 'language' });
  const size = new Intl.NumberFormat(formatLocale, { style: 'unit', unit: 'kilobyte' });
  return (foreign: string | undefined, bytes: number | null) => {
    const facts = ['PDF'];
    if (foreign) facts.push(languageName.of(foreign) ?? foreign);
    if (bytes) facts.push(size.format(Math.max(1, Math.round(bytes / 1024))));
    return ` (${facts.join(', ')})`;
  };
}

/** Quick-start, safety and user manuals of every product the region sells, as downloads. */
export async function ManualsList({ region, heading }: { region: Region; heading: string }) {
  const manuals = await getManuals(region);
  const own = REGION_INFO[region].language;
  const facts = fileFacts(region);
  return (
    <section aria-label={heading}>
      <ul className={styles.cards}>
        {manuals.map((manual) => (
          <li key={manual._id} className={styles.card}>
            <h2>{manual.product?.name}</h2>
            <ul className={styles.links}>
              {(manual.files ?? []).map((file) => {
                if (!file.url) return null;
                const foreign = file.language && file.language !== own ? file.language : undefined;
                return (
                  <li key={file._key}>
                    <a href={file.url} download hrefLang={foreign}>
                      {file.title}
                      <span className={styles.meta}>{facts(foreign, file.size)}</span>
                      <span className="visually-hidden"> – {manual.product?.name}</span>
                    </a>
                  </li>
                );
              })}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
