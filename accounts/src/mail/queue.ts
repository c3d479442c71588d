/**
 * The transactional outbox of outgoing mail. Operations queue a mail with the same database handle (the same
 * transaction) as the rows it reports, then ask for delivery; delivery sends what is due through the mailer
 * (SMTP or the development outbox) and records the outcome. A failed send waits and is tried again, with a delay
 * that grows to ten minutes, by the next call's delivery or the server's timer (registry.ts), on any instance.
 *
 * At most once per row, as far as the server can know: a row is leased (its next try pushed ahead) before it
 * is sent, so two instances never send it together, and a second queueing of the same key is the same row.
 * (A crash between the SMTP server's "queued" and the row's update would send it again on the next try; the
 * Message-ID is the row's id, so mail systems can tell the copies apart.)
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import type { AccountContext } from '../context';
import { secondsFrom } from '../context';
import { mailQueue } from '../db/schema';
import type { Mail } from './message';

/** How long the call that queued a mail waits for its delivery before it answers anyway. */
export const DELIVERY_WAIT_MS = 3_000;
/** How long a try may take before another may start: longer than the SMTP transport's own time-outs. */
const LEASE_SECONDS = 60;
const BATCH = 20;

const retryDelaySeconds = (attempts: number) => Math.min(600, 5 * 2 ** Math.max(0, attempts - 1));

/** Queues one mail; `key` makes it idempotent (default: a new key, i.e. always a new mail). */
export async function queueMail(ctx: Pick<AccountContext, 'db' | 'now'>, mail: Mail, key: string = randomUUID()) {
  const now = ctx.now();
  await ctx.db
    .insert(mailQueue)
    .values({
      id: randomUUID(),
      dedupeKey: key,
      recipient: mail.to,
      subject: mail.subject,
      body: mail.text,
      code: mail.code ?? null,
      links: mail.links ?? null,
      createdAt: now,
      nextAttemptAt: now,
    })
    .onConflictDoNothing({ target: mailQueue.dedupeKey });
}

/** Sends every due mail once; answers how many were sent and how many failed. */
export function deliverDue(ctx: AccountContext): Promise<{ sent: number; failed: number }> {
  return ctx.telemetry.span('mail delivery', { 'account.group': ctx.group }, async () => {
    const outcome = await deliverBatch(ctx);
    ctx.telemetry.mailDelivered(ctx.group, outcome);
    return outcome;
  });
}

async function deliverBatch(ctx: AccountContext): Promise<{ sent: number; failed: number }> {
  let sent = 0;
  let failed = 0;
  const now = ctx.now();
  const due = await ctx.db
    .select()
    .from(mailQueue)
    .where(and(isNull(mailQueue.sentAt), lte(mailQueue.nextAttemptAt, now)))
    .orderBy(asc(mailQueue.createdAt))
    .limit(BATCH);
  for (const row of due) {
    const [leased] = await ctx.db
      .update(mailQueue)
      .set({ nextAttemptAt: secondsFrom(now, LEASE_SECONDS) })
      .where(and(eq(mailQueue.id, row.id), isNull(mailQueue.sentAt), lte(mailQueue.nextAttemptAt, now)))
      .returning({ id: mailQueue.id });
    if (!leased) continue;
    try {
      await ctx.mailer.send({
        to: row.recipient,
        subject: row.subject,
        text: row.body,
        ...(row.code ? { code: row.code } : {}),
        ...(row.links ? { links: row.links } : {}),
        messageId: row.id,
      });
      await ctx.db
        .update(mailQueue)
        .set({ sentAt: ctx.now(), body: '', code: null, links: null, lastError: null })
        .where(eq(mailQueue.id, row.id));
      sent++;
    } catch (error) {
      const attempts = row.attempts + 1;
      await ctx.db
        .update(mailQueue)
        .set({
          attempts,
          nextAttemptAt: secondsFrom(ctx.now(), retryDelaySeconds(attempts)),
          lastError: String(error instanceof Error ? error.message : error).slice(0, 500),
        })
        .where(eq(mailQueue.id, row.id));
      failed++;
    }
  }
  if (failed > 0)
    ctx.telemetry.log.warn(`mail: ${failed} message(s) not delivered in the ${ctx.group} group; retried later`);
  return { sent, failed };
}

/**
 * Delivery right after a call queued mail, so a working mail server has it before the call answers; bounded, so
 * a slow or absent one never holds the call (the timer retries).
 */
export async function deliverSoon(ctx: AccountContext, waitMs = DELIVERY_WAIT_MS) {
  let timer: NodeJS.Timeout | undefined;
  const delivery = deliverDue(ctx).catch((error) => ctx.telemetry.log.error('mail: delivery failed', error));
  await Promise.race([delivery, new Promise((resolve) => (timer = setTimeout(resolve, waitMs)))]);
  clearTimeout(timer);
}

/** Runs `work` in one transaction (its rows and the mail it queues commit together or not at all), then delivers. */
export async function withQueuedMail<T>(ctx: AccountContext, work: (ctx: AccountContext) => Promise<T>): Promise<T> {
  const result = await ctx.db.transaction((tx) => work({ ...ctx, db: tx }));
  await deliverSoon(ctx);
  return result;
}
