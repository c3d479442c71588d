import type { Order, Profile } from '@showcase/accounts/profile';
import { REGION_INFO, type Region } from '@showcase/schemas/regions';
import type { AccountText } from '@/lib/i18n/catalog';
import { format } from '@/lib/i18n/format';
import screen from './account.module.css';
import { AccountCredits } from './account-credits';
import { AccountOrders } from './account-orders';
import { shownOrPending } from './account-pending';
import { AccountPreferences } from './account-preferences';
import { AccountProfile } from './account-profile';
import { AccountShipments } from './account-shipments';

/**
 * The account's layout. Without a profile (not yet known) every value is a one-line placeholder and the card is
 * out of reach (inert, hidden from assistive technology, which hears the "Loading…" status instead); with
 * one, the same boxes hold the values.
 */
export function AccountCard({
  region,
  text,
  profile,
  orders,
  onLogout,
}: {
  region: Region;
  text: AccountText;
  profile: Profile | null;
  orders: Order[] | null;
  onLogout: () => void;
}) {
  const { locale } = REGION_INFO[region];
  const pending = !profile;
  return (
    <div
      className={`${screen.card} ${screen.wide}`}
      aria-hidden={pending || undefined}
      inert={pending}
      data-testid="account-card"
      data-state={pending ? 'pending' : 'ready'}
    >
      <p className={`${screen.intro} ${screen.greeting}`}>
        {shownOrPending(profile, (p) => format(locale, text.account.greeting, { name: p.firstName || p.email }))}
      </p>
      <AccountProfile region={region} text={text} profile={profile} />
      <AccountOrders region={region} text={text} orders={orders} pending={pending} />
      <AccountShipments region={region} text={text} orders={orders} />
      <AccountPreferences region={region} text={text} profile={profile} />
      <AccountCredits region={region} text={text} profile={profile} />
      <button type="button" className={screen.secondary} disabled={pending} onClick={onLogout}>
        {text.account.logout}
      </button>
    </div>
  );
}
