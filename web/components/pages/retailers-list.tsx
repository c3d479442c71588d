import type { Region } from '@showcase/schemas/regions';
import { getRetailers } from '@/lib/content';
import styles from './lists.module.css';

/** Authorised retailers of the region (where-to-buy pages). */
export async function RetailersList({ region, visitLabel }: { region: Region; visitLabel: string }) {
  const retailers = await getRetailers(region);
  return (
    <ul className={styles.cards}>
      {retailers.map((retailer) => (
        <li key={retailer._id} className={styles.card}>
          <h2>{retailer.name}</h2>
          <p>
            {retailer.address}
            {retailer.city ? `, ${retailer.city}` : ''}
          </p>
          {retailer.phone && <p>{retailer.phone}</p>}
          {retailer.url && (
            <a href={retailer.url} rel="noopener" target="_blank">
              {visitLabel}
              <span className="visually-hidden">: {retailer.name}</span>
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
