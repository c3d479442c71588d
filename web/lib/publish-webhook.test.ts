import { encodeSignatureHeader } from '@sanity/webhook';
import { describe, expect, it } from 'vitest';
import { MAX_WEBHOOK_BYTES, readSignedBody, SIGNATURE_HEADER, SIGNATURE_TOLERANCE_MS } from './publish-webhook';

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
