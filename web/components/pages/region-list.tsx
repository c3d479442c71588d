import { REGION_INFO, REGIONS, type Region } from '@showcase/schemas/regions';
import { getRegionLabels } from '@/lib/content';
import { regionHref } from '@/lib/routing/origins';
import styles from './lists.module.css';

/** Every region with its own label, linking to its home as `from`'s pages link it (cn on its own host). */
export async function RegionList({ from }: { from: Region }) {
  const labels = new Map((await getRegionLabels()).map((entry) => [entry.region, entry.label]));
  return (
    <ul className={styles.regions}>
      {REGIONS.map((region) => (
        <li key={region}>
          <a href={regionHref(from, region)} hrefLang={REGION_INFO[region].hreflang}>
            {labels.get(region) ?? region.toUpperCase()}
          </a>
        </li>
      ))}
    </ul>
  );
}
