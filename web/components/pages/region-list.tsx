import { REGIONS } from '@showcase/schemas/regions';
import { getRegionLabels } from '@/lib/content';
import { absoluteUrl } from '@/lib/site';
import styles from './lists.module.css';

/** Every region with its own label, linking to its home (cn on its own host). */
export async function RegionList() {
  const labels = new Map((await getRegionLabels()).map((entry) => [entry.region, entry.label]));
  return (
    <ul className={styles.regions}>
      {REGIONS.map((region) => (
        <li key={region}>
          <a href={region === 'cn' ? absoluteUrl(region) : `/${region}`} hrefLang={region}>
            {labels.get(region) ?? region.toUpperCase()}
          </a>
        </li>
      ))}
    </ul>
  );
}
