'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { formatMoney, REGION_INFO, type Region, regionPath } from '@showcase/schemas/regions';
import { type ReactNode, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Collapse } from '@/components/client/collapse';
import styles from '@/components/forms/form.module.css';
import { TextField } from '@/components/forms/text-field';
import * as z from '@/lib/account-forms/zod';
import type { Order, Profile } from '@/lib/accounts/profile';
import { accountApi } from '@/lib/api-client/client';
import type { AccountText } from '@/lib/i18n/catalog';
import { format } from '@/lib/i18n/format';
import { sessionStore, useSession } from '@/lib/session/store';
import { showToast } from '@/lib/toast/store';
import screen from './account.module.css';

/**
 * My Account (SPEC §2.2): the profile (view, edit, save then reload), order history and shipment tracking,
 * account preferences (newsletter) and reward credits. Logged-out visitors go to login with fromPath.
 *
 * The server cannot know the visitor, so the page arrives with the account's layout drawn at once, a
 * placeholder in each value (`AccountCard` without a profile), and the profile fills in the same boxes: the
 * page below does not move when it does.
 */
export function AccountArea({ region, text }: { region: Region; text: AccountText }) {
  const { apptoken, userInfo } = useSession(region);
  const [hydrated, setHydrated] = useState(false);
  const [orders, setOrders] = useState<Order[] | null>(null);
  const [editing, setEditing] = useState(false);
  const [leaving, setLeaving] = useState(false);
  useEffect(() => {
    const store = sessionStore(region);
    const ready = () => setHydrated(true);
    if (store.persist.hasHydrated()) ready();
    return store.persist.onFinishHydration(ready);
  }, [region]);
  useEffect(() => {
    if (!hydrated || leaving) return;
    if (!apptoken) {
      window.location.assign(`${regionPath(region, 'login')}?fromPath=${encodeURIComponent(window.location.pathname)}`);
      return;
    }
    const api = accountApi(region);
    api.get<Profile>('profile/new').then(
      (profile) => sessionStore(region).getState().setUserInfo(profile),
      () => {},
    );
    api.get<{ orders: Order[] }>('orders').then(
      ({ orders }) => setOrders(orders),
      () => setOrders([]),
    );
  }, [hydrated, apptoken, region, leaving]);

  const profile = hydrated && apptoken ? userInfo : null;
  const logout = async () => {
    // Leaving for the home page, not for the login screen a cleared session would otherwise send us to.
    setLeaving(true);
    await accountApi(region)
      .post('logout')
      .catch(() => {});
    sessionStore(region).getState().clear();
    window.location.assign(regionPath(region));
  };
  return (
    <>
      {!profile && (
        <p role="status" className="visually-hidden">
          {text.account.loading}
        </p>
      )}
      <AccountCard
        region={region}
        text={text}
        profile={profile}
        orders={orders}
        editing={editing}
        setEditing={setEditing}
        onLogout={() => void logout()}
      />
    </>
  );
}

/** One line's room, drawn as a bar: where a value of the profile will stand once it is known. */
function Pending() {
  return <span className={screen.pending} />;
}

/**
 * The account's layout. Without a profile (not yet known) every value is a one-line placeholder and the card is
 * out of reach (inert, hidden from assistive technology, which hears the "Loading…" status instead); with
 * one, the same boxes hold the values.
 */
function AccountCard({
  region,
  text,
  profile,
  orders,
  editing,
  setEditing,
  onLogout,
}: {
  region: Region;
  text: AccountText;
  profile: Profile | null;
  orders: Order[] | null;
  editing: boolean;
  setEditing: (editing: boolean) => void;
  onLogout: () => void;
}) {
  const { locale, formatLocale } = REGION_INFO[region];
  const date = (iso: string) => new Intl.DateTimeFormat(formatLocale, { dateStyle: 'medium' }).format(new Date(iso));
  const shown = (value: (p: Profile) => ReactNode) => (profile ? value(profile) : <Pending />);
  const orNotSet = (value: string | null | undefined) => value || text.account.notSet;
  const shipments = (orders ?? []).flatMap((o) => o.shipments.map((s) => ({ ...s, order: o.number })));
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
        {shown((p) => format(locale, text.account.greeting, { name: p.firstName || p.email }))}
      </p>
      <section className={screen.section} aria-labelledby="profile-heading">
        <h2 id="profile-heading">{text.account.profile}</h2>
        {!editing && (
          <>
            <dl className={screen.facts}>
              <dt>{text.fields.email}</dt>
              <dd>{shown((p) => p.email)}</dd>
              <dt>{text.account.firstName}</dt>
              <dd>{shown((p) => orNotSet(p.firstName))}</dd>
              <dt>{text.account.lastName}</dt>
              <dd>{shown((p) => orNotSet(p.lastName))}</dd>
              <dt>{text.account.birthday}</dt>
              <dd>{shown((p) => (p.birthday ? date(p.birthday) : text.account.notSet))}</dd>
              <dt>{text.account.phone}</dt>
              <dd>{shown((p) => orNotSet(p.phone))}</dd>
              <dt>{text.account.address}</dt>
              <dd>
                {shown((p) =>
                  p.shippingAddress
                    ? [
                        p.shippingAddress.line1,
                        p.shippingAddress.city,
                        p.shippingAddress.postalCode,
                        p.shippingAddress.country,
                      ].join(', ')
                    : text.account.notSet,
                )}
              </dd>
            </dl>
            <button
              type="button"
              className={screen.secondary}
              aria-expanded={false}
              disabled={pending}
              onClick={() => setEditing(true)}
            >
              {text.account.edit}
            </button>
          </>
        )}
        {/* The edit form opens as a collapsible panel (SPEC §4: height animated, 0.5 s). */}
        <Collapse open={editing}>
          {editing && profile && (
            <ProfileForm region={region} text={text} profile={profile} onClose={() => setEditing(false)} />
          )}
        </Collapse>
      </section>
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
      <section className={screen.section} aria-labelledby="preferences-heading">
        <h2 id="preferences-heading">{text.account.preferences}</h2>
        <label className={`${screen.row} ${screen.check}`}>
          <input
            type="checkbox"
            className={styles.checkbox}
            checked={profile?.newsletter ?? false}
            disabled={pending}
            onChange={async (event) => {
              const saved = await accountApi(region).post<Profile>('profile/new', {
                newsletter: event.currentTarget.checked,
              });
              sessionStore(region).getState().setUserInfo(saved);
              showToast(text.account.saved);
            }}
          />
          {text.account.newsletter}
        </label>
        {profile && !profile.hasPassword && (
          <p>
            <a href={regionPath(region, 'login/register')}>{text.account.setPassword}</a>
          </p>
        )}
      </section>
      <section className={screen.section} aria-labelledby="credits-heading">
        <h2 id="credits-heading">{text.account.credits}</h2>
        {profile ? (
          <p data-testid="credits">{format(locale, text.account.creditsBalance, { n: profile.credits })}</p>
        ) : (
          <p>
            <Pending />
          </p>
        )}
      </section>
      <button type="button" className={screen.secondary} disabled={pending} onClick={onLogout}>
        {text.account.logout}
      </button>
    </div>
  );
}

const optionalText = (max: number, text: AccountText) =>
  z.string().check(z.trim(), z.maxLength(max, text.errors.tooLong));

function profileSchema(text: AccountText) {
  return z.object({
    firstName: optionalText(100, text),
    lastName: optionalText(100, text),
    birthday: z.string().check(z.refine((v) => v === '' || /^\d{4}-\d{2}-\d{2}$/.test(v), text.errors.invalidDate)),
    phone: z.string().check(
      z.trim(),
      z.refine((v) => v === '' || /^[0-9 +()-]{6,20}$/.test(v), text.errors.invalidPhone),
    ),
    line1: optionalText(200, text),
    city: optionalText(100, text),
    postalCode: optionalText(20, text),
    country: z.string().check(
      z.trim(),
      z.refine((v) => v === '' || /^[A-Z]{2}$/.test(v), text.errors.required),
    ),
  });
}

/** Saving posts the profile, then shows it as the server reloaded it (SPEC §4). */
function ProfileForm({
  region,
  text,
  profile,
  onClose,
}: {
  region: Region;
  text: AccountText;
  profile: Profile;
  onClose: () => void;
}) {
  const schema = profileSchema(text);
  const form = useForm<z.infer<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: {
      firstName: profile.firstName ?? '',
      lastName: profile.lastName ?? '',
      birthday: profile.birthday ?? '',
      phone: profile.phone ?? '',
      line1: profile.shippingAddress?.line1 ?? '',
      city: profile.shippingAddress?.city ?? '',
      postalCode: profile.shippingAddress?.postalCode ?? '',
      country: profile.shippingAddress?.country ?? profile.country ?? 'US',
    },
  });
  const submit = form.handleSubmit(async (v) => {
    const blank = (value: string) => (value === '' ? null : value);
    const address =
      v.line1 && v.city && v.postalCode && v.country
        ? { line1: v.line1, city: v.city, postalCode: v.postalCode, country: v.country }
        : null;
    const saved = await accountApi(region).post<Profile>('profile/new', {
      firstName: blank(v.firstName),
      lastName: blank(v.lastName),
      birthday: blank(v.birthday),
      phone: blank(v.phone),
      country: blank(v.country),
      shippingAddress: address,
    });
    sessionStore(region).getState().setUserInfo(saved);
    showToast(text.account.saved);
    onClose();
  });
  const { errors, isSubmitting } = form.formState;
  const field = (name: keyof z.infer<typeof schema>, label: string, extra: Record<string, string> = {}) => (
    <TextField label={label} registration={form.register(name)} error={errors[name]?.message} {...extra} />
  );
  return (
    <form method="post" noValidate onSubmit={(event) => void submit(event).catch(() => {})} aria-busy={isSubmitting}>
      <div className={screen.grid}>
        {field('firstName', text.account.firstName, { autoComplete: 'given-name' })}
        {field('lastName', text.account.lastName, { autoComplete: 'family-name' })}
        {field('birthday', text.account.birthday, { type: 'date', autoComplete: 'bday' })}
        {field('phone', text.account.phone, { type: 'tel', autoComplete: 'tel' })}
        {field('line1', text.account.line1, { autoComplete: 'address-line1' })}
        {field('city', text.account.city, { autoComplete: 'address-level2' })}
        {field('postalCode', text.account.postalCode, { autoComplete: 'postal-code' })}
        {field('country', text.account.country, { autoComplete: 'country', maxLength: '2' })}
      </div>
      <div className={screen.row}>
        <button className={styles.submit} type="submit" aria-disabled={isSubmitting || undefined}>
          {text.account.save}
        </button>
        <button type="button" className={screen.secondary} onClick={onClose}>
          {text.account.cancel}
        </button>
      </div>
    </form>
  );
}
