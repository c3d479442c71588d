import { REGION_INFO, type Region } from '@showcase/schemas/regions';
import { getRetailers } from '@/lib/content';
import { catalogFor } from '@/lib/i18n/catalog';
import { format } from '@/lib/i18n/format';
import styles from './lists.module.css';

/** Authorised retailers of the region (where-to-buy pages). */
export async function RetailersList({ region, visitLabel }: { region: Region; visitLabel: string }) {
  const retailers = await getRetailers(region);
  const { locale } = REGION_INFO[region];
  const { retailerAddress } = catalogFor(locale).site;
  return (
    <ul className={styles.cards}>
      {retailers.map((retailer) => (
        <li key={retailer._id} className={styles.card}>
          <h2>{retailer.name}</h2>
          {(retailer.address || retailer.city) && (
            <p>
              {retailer.address && retailer.city
                ? format(locale, retailerAddress, { street: retailer.address, city: retailer.city })
                : retailer.address || retailer.city}
            </p>
          )}
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
