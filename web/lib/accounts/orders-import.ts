/**
 * Orders placed in the external stores, imported (from a store's export, a webhook or a script) and matched
 * to accounts by address. Idempotent: an order is keyed by store and number, a shipment by order and tracking
 * number, so a repeated import only updates statuses.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AccountContext } from './context';
import { orders, shipments } from './db/schema';
import { findUser } from './users';

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

/** Imports what it can match; returns how many were stored and the numbers of those with no account. */
export async function importOrders(ctx: AccountContext, records: readonly unknown[]) {
  let stored = 0;
  const unmatched: string[] = [];
  for (const raw of records) {
    const order = IMPORTED_ORDER.parse(raw);
    const user = await findUser(ctx, order.email);
    if (!user) {
      unmatched.push(`${order.store}:${order.number}`);
      continue;
    }
    const [row] = await ctx.db
      .insert(orders)
      .values({
        id: randomUUID(),
        userId: user.id,
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
        set: { status: sql`excluded.status`, items: sql`excluded.items`, total: sql`excluded.total_minor` },
      })
      .returning({ id: orders.id });
    if (!row) continue;
    for (const shipment of order.shipments)
      await ctx.db
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
    stored++;
  }
  return { stored, unmatched };
}
