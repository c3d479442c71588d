import type { Order, Profile } from '@showcase/accounts/profile';
import { REGION_INFO, type Region } from '@showcase/schemas/regions';

/** A date of the account (birthday, order placed) as the region writes it, in the medium style. */
export const accountDate = (region: Region, iso: string) =>
  new Intl.DateTimeFormat(REGION_INFO[region].formatLocale, { dateStyle: 'medium' }).format(new Date(iso));

/** The shipping address on one line, as the profile shows it. */
export const addressLine = (address: NonNullable<Profile['shippingAddress']>) =>
  [address.line1, address.city, address.postalCode, address.country].join(', ');

/** Every order's shipments in one list, each with the number of the order it belongs to. */
export const shipmentsOf = (orders: Order[]) =>
  orders.flatMap((o) => o.shipments.map((s) => ({ ...s, order: o.number })));
