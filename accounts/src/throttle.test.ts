import { randomBytes } from 'node:crypto';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestAccounts, type TestAccounts } from '../../tests/support/accounts';
import { TEST_REDIS_URL, testRedisAnswers } from '../../tests/support/redis';
import { redisThrottles } from './throttle-redis';
import type { Limit, ThrottleStore } from './throttle-store';

/** The same rules on both stores: the database (the default) and Redis (THROTTLE_REDIS_URL). */
const PREFIX = `test-throttle-${randomBytes(4).toString('hex')}:`;

const at = (seconds: number) => new Date(Date.UTC(2026, 2, 1, 12, 0, seconds));
const FIVE_IN_15_MIN: Limit = { limit: 5, windowSeconds: 900, blockSeconds: 900 };

function suite(name: string, open: () => Promise<{ store: ThrottleStore; close: () => Promise<void> } | null>) {
  describe(`throttles in ${name}`, () => {
    let store: ThrottleStore;
    let close = async () => {};
    let skip = false;
    let n = 0;
    const key = () => `k${n++}`;

    beforeAll(async () => {
      const opened = await open();
      if (!opened) skip = true;
      else ({ store, close } = opened);
    });
    afterAll(() => close());

    it('blocks the hit past the limit for the block time, without extending it, then starts afresh', async (t) => {
      if (skip) t.skip();
      const k = key();
      for (let i = 0; i < 5; i++) expect(await store.hit(k, FIVE_IN_15_MIN, at(i))).toBe(0);
      const until = at(5).getTime() + 900_000;
      expect(await store.hit(k, FIVE_IN_15_MIN, at(5))).toBe(until);
      expect(await store.hit(k, FIVE_IN_15_MIN, at(600))).toBe(until);
      expect(await store.blockedUntil(k)).toBe(until);
      expect(await store.hit(k, FIVE_IN_15_MIN, at(906))).toBe(0);
    });

    it('counts only within the window; a limit of 0 blocks the first hit', async (t) => {
      if (skip) t.skip();
      const k = key();
      for (let i = 0; i < 10; i++)
        expect(await store.hit(k, { ...FIVE_IN_15_MIN, windowSeconds: 60 }, at(i * 30))).toBe(0);
      expect(await store.hit(key(), { limit: 0, windowSeconds: 60, blockSeconds: 60 }, at(0))).toBe(at(60).getTime());
    });

    it('clears a key', async (t) => {
      if (skip) t.skip();
      const k = key();
      await store.hit(k, { limit: 0, windowSeconds: 60, blockSeconds: 60 }, at(0));
      await store.clear(k);
      expect(await store.blockedUntil(k)).toBe(0);
    });

    it('lets one claim through per period', async (t) => {
      if (skip) t.skip();
      const k = key();
      expect(await store.claim(k, 60, at(0))).toBe(true);
      expect(await store.claim(k, 60, at(59))).toBe(false);
      expect(await store.blockedUntil(k)).toBe(at(60).getTime());
      expect(await store.claim(k, 60, at(60))).toBe(true);
    });

    it('counts exactly under concurrency: 40 hits at once on a limit of 10, 20 claims at once', async (t) => {
      if (skip) t.skip();
      const k = key();
      const limit: Limit = { limit: 10, windowSeconds: 60, blockSeconds: 60 };
      const results = await Promise.all(Array.from({ length: 40 }, () => store.hit(k, limit, at(0))));
      expect(results.filter((until) => until === 0)).toHaveLength(10);
      const c = key();
      const claims = await Promise.all(Array.from({ length: 20 }, () => store.claim(c, 60, at(0))));
      expect(claims.filter(Boolean)).toHaveLength(1);
    });
  });
}

suite('the account database (PGlite)', async () => {
  const accounts: TestAccounts = await openTestAccounts('pglite');
  return { store: accounts.ctx.throttles, close: accounts.close };
});

suite('Redis', async () => {
  if (!(await testRedisAnswers('its throttle suite'))) return null;
  const client = await createClient({ url: TEST_REDIS_URL }).connect();
  return {
    store: redisThrottles(client, PREFIX, 2_000),
    close: async () => {
      const keys: string[] = [];
      for await (const found of client.scanIterator({ MATCH: `${PREFIX}*` })) keys.push(...[found].flat());
      if (keys.length) await client.del(keys);
      await client.close();
    },
  };
});
