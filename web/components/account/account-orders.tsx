import type { Order } from '@showcase/accounts/profile';
import { formatMoney, REGION_INFO, type Region } from '@showcase/schemas/regions';
import type { AccountText } from '@/lib/i18n/catalog';
import { format } from '@/lib/i18n/format';
import screen from './account.module.css';
import { accountDate } from './account-format';

/**
 * Order history: each order's number, date, status, total and items. While the card is pending, its "Loading…"
 * is no status of its own (the card's hidden one speaks for it).
 */
export function AccountOrders({
  region,
  text,
  orders,
  pending,
}: {
  region: Region;
  text: AccountText;
  orders: Order[] | null;
  pending: boolean;
}) {
  const { locale } = REGION_INFO[region];
  const date = (iso: string) => accountDate(region, iso);
  return (
    <section className={screen.section} aria-labelledby="orders-heading">
      <h2 id="orders-heading">{text.account.orders}</h2>
      {orders === null ? (
        <p role={pending ? undefined : 'status'}>{text.account.loading}</p>
      ) : orders.length === 0 ? (
        <p>{text.account.noOrders}</p>
      ) : (
        <ul className={screen.orders}>
          {orders.map((order) => (
            <li key={order.id}>
              <h3>{format(locale, text.account.order, { number: order.number })}</h3>
              <p>
                {format(locale, text.account.placedOn, { date: date(order.placedAt) })} · {text.account.status}:{' '}
                {order.status} · {text.account.total}: {formatMoney(region, order.currency, order.total)}
              </p>
              <ul>
                {order.items.map((item) => (
                  <li key={item.name}>
                    {item.quantity} × {item.name}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
