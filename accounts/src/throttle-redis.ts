/**
 * Throttles in Redis (THROTTLE_REDIS_URL): every instance behind the load balancer counts against the same
 * keys, and an API call costs no database write. Each operation is one Lua script, so it is atomic; times
 * come from the service's clock (tests move it), and keys expire on their own once nothing in them matters.
 * Commands are not queued while Redis is away: a call then answers "temporarily unavailable" at once (the
 * first calls of a process wait up to the connect timeout the app gives for its first connection).
 */

import { AccountError } from './errors';
import type { RedisClient } from './ports';
import type { ThrottleStore } from './throttle-store';

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

type ThrottleRedis = RedisClient;

/** Clients that have connected once: after that, an outage fails calls at once rather than making them wait. */
const connectedOnce = new WeakSet<ThrottleRedis>();

/** Waits up to the connect timeout for a client's first connection, instead of failing the first calls. */
async function ready(client: ThrottleRedis, connectMs: number): Promise<void> {
  if (client.isReady) connectedOnce.add(client);
  if (connectedOnce.has(client)) return;
  await new Promise<void>((resolve) => {
    const timer = setTimeout(done, connectMs);
    client.once('ready', done);
    function done() {
      clearTimeout(timer);
      client.off('ready', done);
      resolve();
    }
  });
}

async function guardedCall<T>(client: ThrottleRedis, connectMs: number, run: () => Promise<T>): Promise<T> {
  try {
    await ready(client, connectMs);
    return await run();
  } catch (error) {
    throw new AccountError('unavailable', {}, null, { cause: error });
  }
}

/** Throttles under `prefix` on `client`, the app's (ports.ts); its first connection may take `connectMs`. */
export function redisThrottles(client: ThrottleRedis, prefix: string, connectMs: number): ThrottleStore {
  const k = (key: string) => `${prefix}${key}`;
  const guarded = <T>(run: () => Promise<T>) => guardedCall(client, connectMs, run);
  return {
    blockedUntil: (key) => guarded(async () => Number((await client.hGet(k(key), 'until')) ?? 0)),
    hit: (key, { limit, windowSeconds, blockSeconds }, now) =>
      guarded(async () =>
        Number(
          await client.eval(HIT, {
            keys: [k(key)],
            arguments: [now.getTime(), windowSeconds * 1000, blockSeconds * 1000, limit].map(String),
          }),
        ),
      ),
    clear: (key) =>
      guarded(async () => {
        await client.del(k(key));
      }),
    claim: (key, seconds, now) =>
      guarded(
        async () =>
          Number(
            await client.eval(CLAIM, { keys: [k(key)], arguments: [String(now.getTime()), String(seconds * 1000)] }),
          ) === 1,
      ),
  };
}
