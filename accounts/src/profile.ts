/** The profile of the logged-in account (get, save then reload), its reward credits, orders and shipments. */
import type { Locale, Region } from '@showcase/schemas/regions';
import { desc, eq, inArray, sum } from 'drizzle-orm';
import type { AccountContext } from './context';
import { creditLedger, orders, type ShippingAddress, shipments, users } from './db/schema';
import { subscribe, unsubscribeAccount } from './newsletter';
import { authenticate } from './sessions';
import { userById } from './users';

export interface ProfileFields {
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  birthday?: string | null | undefined;
  phone?: string | null | undefined;
  country?: string | null | undefined;
  newsletter?: boolean | undefined;
  shippingAddress?: ShippingAddress | null | undefined;
}

export async function getProfile(ctx: AccountContext, apptoken: string | null) {
  const claims = await authenticate(ctx, apptoken);
  const user = await userById(ctx, claims.sub);
  const [credits] = await ctx.db
    .select({ total: sum(creditLedger.amount) })
    .from(creditLedger)
    .where(eq(creditLedger.userId, user.id));
  return {
    userId: user.id,
    email: user.email,
    emailVerified: user.emailVerifiedAt !== null,
    hasPassword: user.passwordHash !== null,
    region: user.region,
    firstName: user.firstName,
    lastName: user.lastName,
    birthday: user.birthday,
    phone: user.phone,
    country: user.country,
    newsletter: user.newsletter,
    shippingAddress: user.shippingAddress ?? null,
    credits: Number(credits?.total ?? 0),
    createdAt: user.createdAt.toISOString(),
  };
}

export type Profile = Awaited<ReturnType<typeof getProfile>>;

/**
 * Saves the fields given (null clears one, absent leaves it) and answers the profile as stored. Ticking the
 * newsletter subscribes the account's address in its region: at once when the address is verified (the session
 * is the proof), else by the mailed confirmation link like any address; unticking stops its subscriptions.
 */
export async function saveProfile(ctx: AccountContext, input: ProfileFields, apptoken: string | null) {
  const claims = await authenticate(ctx, apptoken);
  const changes: Partial<typeof users.$inferInsert> = { updatedAt: ctx.now() };
  for (const key of ['firstName', 'lastName', 'birthday', 'phone', 'country', 'shippingAddress'] as const)
    if (input[key] !== undefined) Object.assign(changes, { [key]: input[key] });
  if (input.newsletter !== undefined) {
    changes.newsletter = input.newsletter;
    const user = await userById(ctx, claims.sub);
    if (!input.newsletter) await unsubscribeAccount(ctx, user.email);
    // Proven, a repeat is idempotent; unproven, only a change mails a link (saving the profile again mails none).
    else if (user.emailVerifiedAt || !user.newsletter) {
      const meta = { region: user.region as Region, locale: user.locale as Locale };
      // The box's own words are the consent given; no region's rule can find it missing.
      await subscribe(
        ctx,
        { email: user.email, consent: true, source: 'account' },
        meta,
        false,
        !!user.emailVerifiedAt,
      );
    }
  }
  await ctx.db.update(users).set(changes).where(eq(users.id, claims.sub));
  return getProfile(ctx, apptoken);
}

export async function listOrders(ctx: AccountContext, apptoken: string | null) {
  const claims = await authenticate(ctx, apptoken);
  const rows = await ctx.db.select().from(orders).where(eq(orders.userId, claims.sub)).orderBy(desc(orders.placedAt));
  const tracked = rows.length
    ? await ctx.db
        .select()
        .from(shipments)
        .where(
          inArray(
            shipments.orderId,
            rows.map((o) => o.id),
          ),
        )
    : [];
  return {
    orders: rows.map((order) => ({
      id: order.id,
      store: order.store,
      number: order.externalId,
      placedAt: order.placedAt.toISOString(),
      status: order.status,
      currency: order.currency,
      total: order.total,
      items: order.items,
      shipments: tracked
        .filter((s) => s.orderId === order.id)
        .map((s) => ({
          carrier: s.carrier,
          trackingNumber: s.trackingNumber,
          trackingUrl: s.trackingUrl,
          status: s.status,
          updatedAt: s.updatedAt.toISOString(),
        })),
    })),
  };
}

/** An order as My Account shows it (the reply of GET orders): the one declaration the screen uses too. */
export type Order = Awaited<ReturnType<typeof listOrders>>['orders'][number];
