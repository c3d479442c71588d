/**
 * Throttles in Redis (THROTTLE_REDIS_URL): every instance behind the load balancer counts against the same
 * keys, and an API call costs no database write. Each operation is one Lua script, so it is atomic; times
 * come from the service's clock (tests move it), and keys expire on their own once nothing in them matters.
 * Commands are not queued while Redis is away: a call then answers "temporarily unavailable" at once (the
 * first calls of a process wait up to the 2 s connect timeout for its first connection).
 */

import { closeRedisClients, type RedisClient, redisClient } from '../redis-client';
import { REDIS_CONNECT_MS } from '../redis-options';
import { AccountError } from './errors';
import type { ThrottleStore } from './throttle';

/** KEYS[1]; ARGV: now, window ms, block ms, limit. Returns when the block ends (0: none). */
const HIT = `
local now, win, block, limit = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4])
local h = redis.call('HMGET', KEYS[1], 'hits', 'start', 'until')
local hits, start, till = tonumber(h[1]), tonumber(h[2]), tonumber(h[3]) or 0
if not hits or start <= now - win then hits, start = 1, now else hits = hits + 1 end
if till <= now then if hits > limit then till = now + block else till = 0 end end
redis.call('HSET', KEYS[1], 'hits', hits, 'start', start, 'until', till)
redis.call('PEXPIRE', KEYS[1], math.max(win, till - now) + 1000)
return till`;

/** KEYS[1]; ARGV: now, ms. Returns 1 when claimed. */
const CLAIM = `
local now, ms = tonumber(ARGV[1]), tonumber(ARGV[2])
if (tonumber(redis.call('HGET', KEYS[1], 'until')) or 0) > now then return 0 end
redis.call('HSET', KEYS[1], 'hits', 1, 'start', now, 'until', now + ms)
redis.call('PEXPIRE', KEYS[1], ms + 1000)
return 1`;

export type ThrottleRedis = RedisClient;

/** One client per URL per process; calls fail at once while Redis is away (an answer, not a queue). */
export const throttleRedis = (url: string): ThrottleRedis =>
  redisClient('throttle', url, { label: 'accounts: the throttle Redis', failWhileAway: true });

/** Closes every throttle client (at shutdown, and after tests). */
export const closeThrottleRedis = (): Promise<void> => closeRedisClients('throttle');

/** Clients that have connected once: after that, an outage fails calls at once rather than making them wait. */
const connectedOnce = new WeakSet<ThrottleRedis>();

/** Waits up to the connect timeout for a client's first connection, instead of failing the first calls. */
async function ready(client: ThrottleRedis): Promise<void> {
  if (client.isReady) connectedOnce.add(client);
  if (connectedOnce.has(client)) return;
  await new Promise<void>((resolve) => {
    const timer = setTimeout(done, REDIS_CONNECT_MS);
    client.once('ready', done);
    function done() {
      clearTimeout(timer);
      client.off('ready', done);
      resolve();
    }
  });
}

async function guarded<T>(client: ThrottleRedis, run: () => Promise<T>): Promise<T> {
  try {
    await ready(client);
    return await run();
  } catch (error) {
    throw new AccountError('unavailable', {}, null, { cause: error });
  }
}

export function redisThrottles(client: ThrottleRedis, prefix: string): ThrottleStore {
  const k = (key: string) => `${prefix}${key}`;
  return {
    blockedUntil: (key) => guarded(client, async () => Number((await client.hGet(k(key), 'until')) ?? 0)),
    hit: (key, { limit, windowSeconds, blockSeconds }, now) =>
      guarded(client, async () =>
        Number(
          await client.eval(HIT, {
            keys: [k(key)],
            arguments: [now.getTime(), windowSeconds * 1000, blockSeconds * 1000, limit].map(String),
          }),
        ),
      ),
    clear: (key) =>
      guarded(client, async () => {
        await client.del(k(key));
      }),
    claim: (key, seconds, now) =>
      guarded(
        client,
        async () =>
          Number(
            await client.eval(CLAIM, { keys: [k(key)], arguments: [String(now.getTime()), String(seconds * 1000)] }),
          ) === 1,
      ),
  };
}
