import { randomBytes } from 'node:crypto';
import { encodeSignatureHeader } from '@sanity/webhook';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { TEST_REDIS_URL, testRedisAnswers } from '../../../tests/support/redis';
import { closeRedisClients, redisClient } from '../redis/client';
import { log } from '../telemetry/log';
import {
  MAX_WEBHOOK_BYTES,
  memoryLedger,
  REMEMBER_SIGNATURE_MS,
  readSignedBody,
  redisLedger,
  SIGNATURE_HEADER,
  SIGNATURE_TOLERANCE_MS,
  type SignatureLedger,
  signatureLedger,
} from './webhook';

const secret = 'webhook-secret';
const now = Date.UTC(2026, 10, 24, 12);

function post(body: BodyInit, signature: string | null, headers: Record<string, string> = {}) {
  const init = {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(signature ? { [SIGNATURE_HEADER]: signature } : {}),
      ...headers,
    },
    body,
    duplex: 'half',
  };
  return new Request('http://localhost/api/revalidate', init);
}

describe('the publish webhook’s signed body', () => {
  const payload = JSON.stringify({ _type: 'product', region: 'uk' });

  it('accepts what Sanity signs (its own library’s header), and parses it', async () => {
    const signature = await encodeSignatureHeader(payload, now - 1_000, secret);
    expect(await readSignedBody(post(payload, signature), secret, now)).toEqual({
      ok: true,
      value: { _type: 'product', region: 'uk' },
    });
  });

  it('refuses a missing, malformed or wrong signature, and bad JSON behind one, without a server error', async () => {
    const wrong = await encodeSignatureHeader(payload, now, 'another-secret');
    const badJson = '{"_type": ';
    const badJsonWrongSignature = await encodeSignatureHeader(badJson, now, 'another-secret');
    for (const [body, signature] of [
      [payload, null],
      [payload, 'v1=abc'],
      [payload, wrong],
      [`${payload} `, await encodeSignatureHeader(payload, now, secret)],
      [badJson, badJsonWrongSignature],
    ] as const)
      expect(await readSignedBody(post(body, signature), secret, now)).toMatchObject({
        ok: false,
        problem: 'unsigned',
      });
    const signedBadJson = await encodeSignatureHeader(badJson, now, secret);
    expect(await readSignedBody(post(badJson, signedBadJson), secret, now)).toMatchObject({ problem: 'not json' });
  });

  it('refuses a signature older than the tolerance (a 2021 one too) or from the future', async () => {
    for (const at of [Date.UTC(2021, 0, 1), now - SIGNATURE_TOLERANCE_MS - 1, now + SIGNATURE_TOLERANCE_MS + 1]) {
      const signature = await encodeSignatureHeader(payload, at, secret);
      expect(await readSignedBody(post(payload, signature), secret, now)).toMatchObject({
        ok: false,
        problem: 'stale',
      });
    }
  });

  it('stops reading a large body at the limit, declared or streamed, before checking anything in it', async () => {
    const signature = await encodeSignatureHeader(payload, now, secret);
    const declared = post('x'.repeat(MAX_WEBHOOK_BYTES + 1), signature, {
      'content-length': String(MAX_WEBHOOK_BYTES + 1),
    });
    expect(await readSignedBody(declared, secret, now)).toMatchObject({ problem: 'too large' });
    // 20 MB in 64 KB chunks with no Content-Length: reading stops at the second chunk.
    const chunk = new Uint8Array(64 * 1024).fill(0x20);
    let pulled = 0;
    const stream = new ReadableStream({
      pull(controller) {
        if (pulled++ < 320) controller.enqueue(chunk);
        else controller.close();
      },
    });
    expect(await readSignedBody(post(stream, signature), secret, now)).toMatchObject({ problem: 'too large' });
    expect(pulled).toBeLessThan(5);
  });
});

describe('a replayed delivery', () => {
  const payload = JSON.stringify({ _type: 'faqEntry', region: 'us' });

  it('is refused within the window: each signature is acted on once', async () => {
    const ledger = memoryLedger();
    const signature = await encodeSignatureHeader(payload, now, secret);
    expect(await readSignedBody(post(payload, signature), secret, now, ledger)).toMatchObject({ ok: true });
    for (const later of [now + 1, now + SIGNATURE_TOLERANCE_MS])
      expect(await readSignedBody(post(payload, signature), secret, later, ledger)).toMatchObject({
        ok: false,
        problem: 'replayed',
      });
    // Past the window it is stale anyway; a new delivery of the same body (a new instant) is acted on.
    expect(
      await readSignedBody(post(payload, signature), secret, now + SIGNATURE_TOLERANCE_MS + 1, ledger),
    ).toMatchObject({ problem: 'stale' });
    const again = await encodeSignatureHeader(payload, now + 1_000, secret);
    expect(await readSignedBody(post(payload, again), secret, now + 1_000, ledger)).toMatchObject({ ok: true });
  });

  it('is remembered for as long as it could be accepted (signed up to the tolerance ahead of the clock)', async () => {
    const ledger = memoryLedger();
    const early = now - SIGNATURE_TOLERANCE_MS;
    const signature = await encodeSignatureHeader(payload, now, secret);
    expect(await readSignedBody(post(payload, signature), secret, early, ledger)).toMatchObject({ ok: true });
    expect(await readSignedBody(post(payload, signature), secret, now + SIGNATURE_TOLERANCE_MS, ledger)).toMatchObject({
      problem: 'replayed',
    });
  });

  it('is not remembered when its signature is wrong, so a forged call cannot spend a real one', async () => {
    const ledger = memoryLedger();
    const signature = await encodeSignatureHeader(payload, now, secret);
    const [, given] = /v1=(.+)$/.exec(signature) ?? [];
    const forged = `t=${now},v1=${given}`;
    expect(await readSignedBody(post(`${payload} `, forged), secret, now, ledger)).toMatchObject({
      problem: 'unsigned',
    });
    expect(await readSignedBody(post(payload, signature), secret, now, ledger)).toMatchObject({ ok: true });
  });

  it('is refused as unavailable, not acted on, when the ledger cannot answer', async () => {
    const down: SignatureLedger = {
      firstUse: async () => {
        throw new Error('Redis is away');
      },
    };
    const signature = await encodeSignatureHeader(payload, now, secret);
    const error = vi.spyOn(log, 'error').mockImplementation(() => {});
    expect(await readSignedBody(post(payload, signature), secret, now, down)).toMatchObject({
      problem: 'unavailable',
    });
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });

  describe('with instances sharing the page cache’s Redis', async () => {
    const up = await testRedisAnswers('webhook replays across instances');
    const prefix = `test-webhook-${randomBytes(4).toString('hex')}:`;
    afterAll(() => closeRedisClients('webhook-signatures'));

    it.skipIf(!up)(
      'takes the first delivery a new instance sees, while its connection is still being made',
      async () => {
        // The server's own ledger, made on that first delivery: its client has not connected yet.
        // A prefix of its own, outside `prefix`: the next test reads the one key under that.
        const own = `test-webhook-first-${randomBytes(4).toString('hex')}:`;
        const ledger = signatureLedger({ ISR_CACHE_REDIS_URL: TEST_REDIS_URL, ISR_CACHE_PREFIX: own });
        expect(await ledger.firstUse(`first-${randomBytes(4).toString('hex')}`, 60_000, Date.now())).toBe(true);
      },
    );

    it.skipIf(!up)('is refused by another instance too, and the key expires on its own', async () => {
      // Two instances: two clients of their own, one Redis.
      const one = redisLedger(redisClient('webhook-signatures', TEST_REDIS_URL), prefix);
      const other = redisLedger(redisClient('webhook-signatures', `${TEST_REDIS_URL}/0`), prefix);
      const signature = await encodeSignatureHeader(payload, now, secret);
      expect(await readSignedBody(post(payload, signature), secret, now, one)).toMatchObject({ ok: true });
      expect(await readSignedBody(post(payload, signature), secret, now + 1, other)).toMatchObject({
        problem: 'replayed',
      });
      const client = redisClient('webhook-signatures', TEST_REDIS_URL);
      const [key] = await client.keys(`${prefix}*`);
      expect(await client.pTTL(key ?? '')).toBeGreaterThan(SIGNATURE_TOLERANCE_MS);
      expect(await client.pTTL(key ?? '')).toBeLessThanOrEqual(REMEMBER_SIGNATURE_MS);
    });
  });
});
