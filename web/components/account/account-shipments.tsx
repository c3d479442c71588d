import type { Order } from '@showcase/accounts/profile';
import { REGION_INFO, type Region } from '@showcase/schemas/regions';
import type { AccountText } from '@/lib/i18n/catalog';
import { format } from '@/lib/i18n/format';
import screen from './account.module.css';
import { shipmentsOf } from './account-format';
import { Pending } from './account-pending';

/** Shipment tracking: every order's shipments, with the carrier's tracking link where there is one. */
export function AccountShipments({
  region,
  text,
  orders,
}: {
  region: Region;
  text: AccountText;
  orders: Order[] | null;
}) {
  const { locale } = REGION_INFO[region];
  const shipments = shipmentsOf(orders ?? []);
  return (
    <section className={screen.section} aria-labelledby="shipments-heading">
      <h2 id="shipments-heading">{text.account.shipments}</h2>
      {orders === null ? (
        <p>
          <Pending />
        </p>
      ) : shipments.length === 0 ? (
        <p>{text.account.noShipments}</p>
      ) : (
        <ul className={screen.orders}>
          {shipments.map((s) => (
            <li key={`${s.order}-${s.trackingNumber}`}>
              {s.carrier} {s.trackingNumber}: {s.status}{' '}
              {s.trackingUrl && (
                <a href={s.trackingUrl}>{format(locale, text.account.track, { number: s.trackingNumber })}</a>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
