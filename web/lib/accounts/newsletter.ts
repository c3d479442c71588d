/** Newsletter subscriptions: one row per address and region, written idempotently (a repeat changes nothing). */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { AccountContext } from './context';
import { subscriptions } from './db/schema';
import { type CallMeta, normalEmail } from './users';

export async function subscribe(
  ctx: AccountContext,
  input: { email: string; consent?: boolean | undefined; optIn?: boolean | undefined; source?: string | undefined },
  meta: CallMeta,
): Promise<{ subscribed: true }> {
  const now = ctx.now();
  const consent = input.consent ?? true;
  const optIn = input.optIn ?? true;
  await ctx.db
    .insert(subscriptions)
    .values({
      id: randomUUID(),
      email: normalEmail(input.email),
      region: meta.region,
      locale: meta.locale,
      consent,
      optIn,
      source: input.source ?? 'footer',
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [subscriptions.email, subscriptions.region],
      // A later yes is kept; a repeat of what is stored leaves the row as it was.
      set: {
        consent: sql`${subscriptions.consent} or excluded.consent`,
        optIn: sql`${subscriptions.optIn} or excluded.opt_in`,
        locale: sql`excluded.locale`,
        updatedAt: sql`case when ${subscriptions.consent} = (${subscriptions.consent} or excluded.consent)
          and ${subscriptions.optIn} = (${subscriptions.optIn} or excluded.opt_in)
          and ${subscriptions.locale} = excluded.locale then ${subscriptions.updatedAt} else excluded.updated_at end`,
      },
    });
  return { subscribed: true };
}
