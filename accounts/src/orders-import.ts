/**
 * Orders placed in the external stores, imported (from a store's export, a webhook or a script) and matched
 * to accounts by address: only to an account whose address is verified, since anyone can register an address
 * without holding its mailbox (register/pwd answers tokens before any proof). Any other order is stored with
 * its address and no account, and waits for the first proof of that address, which attaches it
 * (`attachWaitingOrders`). Idempotent: an order is keyed by store and number, a shipment by order and tracking
 * number, so a repeated import only updates statuses (and the account, as the address' state says).
 */
import { randomUUID } from 'node:crypto';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AccountContext } from './context';
import { orders, shipments, users } from './db/schema';
import { normalEmail } from './users';

export const IMPORTED_ORDER = z.strictObject({
  email: z.email(),
  store: z.string().min(1).max(100),
  number: z.string().min(1).max(100),
  placedAt: z.iso.datetime({ offset: true }),
  status: z.string().min(1).max(50),
  currency: z.string().length(3),
  /** In the currency's minor unit (cents), as the stores export it. */
  total: z.number().int().nonnegative(),
  items: z
    .array(
      z.strictObject({
        name: z.string().min(1).max(200),
        quantity: z.number().int().positive(),
        sku: z.string().max(100).optional(),
      }),
    )
    .max(100),
  shipments: z
    .array(
      z.strictObject({
        carrier: z.string().min(1).max(100),
        trackingNumber: z.string().min(1).max(100),
        trackingUrl: z.url().optional(),
        status: z.string().min(1).max(50),
        updatedAt: z.iso.datetime({ offset: true }),
      }),
    )
    .max(20)
    .default([]),
});

export type ImportedOrder = z.input<typeof IMPORTED_ORDER>;

/**
 * An import and a proof of the same address take turns (a lock for the transaction, keyed by the address): an
 * import that read the address unverified has stored its waiting order before the proof looks for waiting orders,
 * and one that comes after the proof reads the address verified. Without it, on PostgreSQL, an order stored
 * while the address is being proven could wait for a proof that has already happened. (PGlite runs one
 * transaction at a time.)
 */
async function lockAddress(ctx: AccountContext, email: string) {
  await ctx.db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`orders:${email}`}, 0))`);
}

/**
 * The address has just been verified (auth.ts `proveAddress`, inside its transaction): the orders waiting under
 * it become its account's.
 */
export async function attachWaitingOrders(ctx: AccountContext, user: { id: string; email: string }) {
  await lockAddress(ctx, user.email);
  await ctx.db
    .update(orders)
    .set({ userId: user.id })
    .where(and(eq(orders.email, user.email), isNull(orders.userId)));
}

/**
 * Imports every order: to the account of its address when that address is verified, else waiting for its proof.
 * Returns how many were stored and the numbers of those left waiting.
 */
export async function importOrders(ctx: AccountContext, records: readonly unknown[]) {
  let stored = 0;
  const waiting: string[] = [];
  for (const raw of records) {
    const order = IMPORTED_ORDER.parse(raw);
    const email = normalEmail(order.email);
    // The order and its shipments are stored together, under the address' lock.
    const owner = await ctx.db.transaction(async (db) => {
      const tx = { ...ctx, db };
      await lockAddress(tx, email);
      const [verified] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, email), isNotNull(users.emailVerifiedAt)));
      const userId = verified?.id ?? null;
      const [row] = await db
        .insert(orders)
        .values({
          id: randomUUID(),
          userId,
          email,
          store: order.store,
          externalId: order.number,
          placedAt: new Date(order.placedAt),
          status: order.status,
          currency: order.currency.toUpperCase(),
          total: order.total,
          items: order.items,
        })
        .onConflictDoUpdate({
          target: [orders.store, orders.externalId],
          set: {
            status: sql`excluded.status`,
            items: sql`excluded.items`,
            total: sql`excluded.total_minor`,
            email: sql`excluded.email`,
            userId: sql`excluded.user_id`,
          },
        })
        .returning({ id: orders.id });
      if (!row) throw new Error(`order ${order.store}:${order.number} was not stored`);
      for (const shipment of order.shipments)
        await db
          .insert(shipments)
          .values({
            id: randomUUID(),
            orderId: row.id,
            ...shipment,
            trackingUrl: shipment.trackingUrl ?? null,
            updatedAt: new Date(shipment.updatedAt),
          })
          .onConflictDoUpdate({
            target: [shipments.orderId, shipments.trackingNumber],
            set: {
              status: sql`excluded.status`,
              updatedAt: sql`excluded.updated_at`,
              trackingUrl: sql`excluded.tracking_url`,
            },
          });
      return userId;
    });
    stored++;
    if (!owner) waiting.push(`${order.store}:${order.number}`);
  }
  return { stored, waiting };
}
