/**
 * Reading Sanity's publish webhook safely. Its header is `sanity-webhook-signature: t=<ms>,v1=<base64url
 * HMAC-SHA256 of "<t>.<body>">` (@sanity/webhook's format). The header is checked before the body is read, the
 * body is read to at most MAX_WEBHOOK_BYTES, the signature is compared in constant time, and only then is the
 * body parsed. A signature more than SIGNATURE_TOLERANCE_MS away from the server's clock is refused, so a
 * captured call cannot be replayed later; and each signature is acted on once, so it cannot be replayed within
 * that window either (each replay would empty the page caches): accepted signatures are remembered in the Redis
 * the instances share their pages in (ISR_CACHE_REDIS_URL), so a replay to another instance is refused too, else
 * in this process.
 */

import { createHmac, timingSafeEqual } from 'node:crypto';
import { type Settings, settings } from '@showcase/schemas/settings';
import { parseJson, readText } from '../api/body';
import { type RedisClient, redisClient } from '../redis/client';
import { REDIS_CONNECT_MS } from '../redis/options';
import { processState } from '../runtime/process-state';
import { log } from '../telemetry/log';

export const SIGNATURE_HEADER = 'sanity-webhook-signature';
/** The projection `{_type, region}` is under 100 bytes; a document projected whole would still fit. */
export const MAX_WEBHOOK_BYTES = 64 * 1024;
/** Sanity signs each delivery, retries included, when it sends it; five minutes covers clock drift. */
export const SIGNATURE_TOLERANCE_MS = 5 * 60_000;

export type SignedBody =
  | { ok: true; value: unknown }
  | {
      ok: false;
      problem: 'unsigned' | 'stale' | 'replayed' | 'too large' | 'not json' | 'aborted' | 'unavailable';
      msg: string;
    };

/**
 * How long an accepted signature is remembered: it is accepted from SIGNATURE_TOLERANCE_MS before its instant
 * to as long after (clocks drift either way), so twice the tolerance covers every moment it could be replayed,
 * and a minute more the clocks of instances may differ by.
 */
export const REMEMBER_SIGNATURE_MS = 2 * SIGNATURE_TOLERANCE_MS + 60_000;

/** Where accepted signatures are remembered. */
export interface SignatureLedger {
  /** True the first time `signature` is offered within `ms` of `now`; false for a replay. */
  firstUse(signature: string, ms: number, now: number): Promise<boolean>;
}

/** Signatures one process remembers at most: only Sanity can make them, a few per publish. */
const MAX_REMEMBERED = 10_000;

/** This process's memory: a bounded map, oldest forgotten first (they expire in the order they were accepted). */
export function memoryLedger(): SignatureLedger {
  const until = new Map<string, number>();
  return {
    async firstUse(signature, ms, now) {
      for (const [key, end] of until) {
        if (end > now && until.size < MAX_REMEMBERED) break;
        until.delete(key);
      }
      if ((until.get(signature) ?? 0) > now) return false;
      until.set(signature, now + ms);
      return true;
    },
  };
}

/** Shared by every instance: SET NX with an expiry, so of two deliveries of one signature anywhere one wins. */
export function redisLedger(client: RedisClient, prefix: string): SignatureLedger {
  return {
    async firstUse(signature, ms) {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`Redis did not answer within ${REDIS_CONNECT_MS} ms`)),
          REDIS_CONNECT_MS,
        );
      });
      const set = client.set(`${prefix}${signature}`, '1', { condition: 'NX', expiration: { type: 'PX', value: ms } });
      return (await Promise.race([set, timeout]).finally(() => clearTimeout(timer))) === 'OK';
    },
  };
}

const memory = processState('webhook-signatures', memoryLedger);

/** The Redis of the shared page cache when there is one (keys under ISR_CACHE_PREFIX), else this process. */
export function signatureLedger(
  env: Pick<Settings, 'ISR_CACHE_REDIS_URL' | 'ISR_CACHE_PREFIX'> = settings(),
): SignatureLedger {
  const url = env.ISR_CACHE_REDIS_URL;
  if (!url) return memory;
  // Commands wait for the connection (bounded by REDIS_CONNECT_MS in redisLedger): a client made for the first
  // delivery is still connecting, and failing it at once refused every instance's first publish.
  const client = redisClient('webhook-signatures', url, { label: 'revalidation: the page cache Redis' });
  return redisLedger(client, `${env.ISR_CACHE_PREFIX ?? ''}webhook-signature:`);
}

const SIGNATURE = /^t=(\d{13}),\s*v1=([A-Za-z0-9_-]{43})$/;

const sign = (secret: string, timestamp: string, body: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('base64url');

export async function readSignedBody(
  request: Request,
  secret: string,
  now = Date.now(),
  ledger: SignatureLedger = signatureLedger(),
): Promise<SignedBody> {
  const match = SIGNATURE.exec(request.headers.get(SIGNATURE_HEADER)?.trim() ?? '');
  if (!match) return { ok: false, problem: 'unsigned', msg: 'Invalid signature' };
  const [, timestamp = '', given = ''] = match;
  if (Math.abs(now - Number(timestamp)) > SIGNATURE_TOLERANCE_MS)
    return { ok: false, problem: 'stale', msg: 'The signature is too old or from the future' };
  const text = await readText(request, MAX_WEBHOOK_BYTES);
  if (text === 'too large')
    return { ok: false, problem: 'too large', msg: `Request body is larger than ${MAX_WEBHOOK_BYTES / 1024} KB` };
  if (text === 'aborted') return { ok: false, problem: 'aborted', msg: 'The request body did not arrive whole' };
  if (text === null || !timingSafeEqual(Buffer.from(sign(secret, timestamp, text)), Buffer.from(given)))
    return { ok: false, problem: 'unsigned', msg: 'Invalid signature' };
  // The HMAC names this body at this instant: the same delivery again is a replay, however it arrives.
  let first: boolean;
  try {
    first = await ledger.firstUse(given, REMEMBER_SIGNATURE_MS, now);
  } catch (error) {
    log.error(`revalidation: accepted signatures cannot be checked (${(error as Error)?.message})`);
    return {
      ok: false,
      problem: 'unavailable',
      msg: 'The webhook cannot be checked at the moment; send it again later',
    };
  }
  if (!first) return { ok: false, problem: 'replayed', msg: 'This signature has been used already' };
  const body = parseJson(text);
  return body.ok ? body : { ok: false, problem: 'not json', msg: body.msg };
}
