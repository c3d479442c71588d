/** Throttles in the account database: one upsert per hit, so concurrent hits count exactly. */
import { eq, sql } from 'drizzle-orm';
import type { AccountDb } from './db/open';
import { throttles } from './db/schema';
import type { ThrottleStore } from './throttle-store';

export function databaseThrottles(db: AccountDb): ThrottleStore {
  return {
    async blockedUntil(key) {
      const [row] = await db.select().from(throttles).where(eq(throttles.key, key));
      return row?.blockedUntil?.getTime() ?? 0;
    },

    async hit(key, { limit, windowSeconds, blockSeconds }, now) {
      const windowEdge = new Date(now.getTime() - windowSeconds * 1000);
      const blockEnd = new Date(now.getTime() + blockSeconds * 1000);
      const [row] = await db
        .insert(throttles)
        .values({ key, hits: 1, windowStart: now, blockedUntil: limit < 1 ? blockEnd : null })
        .onConflictDoUpdate({
          target: throttles.key,
          set: {
            hits: sql`case when ${throttles.windowStart} <= ${windowEdge} then 1 else ${throttles.hits} + 1 end`,
            windowStart: sql`case when ${throttles.windowStart} <= ${windowEdge} then ${now} else ${throttles.windowStart} end`,
            blockedUntil: sql`case
              when ${throttles.blockedUntil} > ${now} then ${throttles.blockedUntil}
              when (case when ${throttles.windowStart} <= ${windowEdge} then 1 else ${throttles.hits} + 1 end) > ${limit} then ${blockEnd}
              else null end`,
          },
        })
        .returning();
      return row?.blockedUntil?.getTime() ?? 0;
    },

    async clear(key) {
      await db.delete(throttles).where(eq(throttles.key, key));
    },

    async claim(key, seconds, now) {
      const until = new Date(now.getTime() + seconds * 1000);
      const claimed = await db
        .insert(throttles)
        .values({ key, hits: 1, windowStart: now, blockedUntil: until })
        .onConflictDoUpdate({
          target: throttles.key,
          set: { hits: 1, windowStart: now, blockedUntil: until },
          setWhere: sql`${throttles.blockedUntil} is null or ${throttles.blockedUntil} <= ${now}`,
        })
        .returning({ key: throttles.key });
      return claimed.length > 0;
    },
  };
}
