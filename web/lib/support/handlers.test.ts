import type { ApiBase } from '@showcase/schemas/regions';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { newReference } from '@/lib/accounts/reference';
import { MAX_BODY_BYTES } from '@/lib/api/body';
import { openTestAccounts, type TestAccounts } from '../../../tests/support/accounts';
import { submissions } from '../accounts/db/schema';
import type { FormKind } from './forms';
import { supportHandler } from './handlers';

const registration = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  country: 'FR',
  product: 'flagshipMegatron',
  serialNumber: 'MG-2024-000123',
  purchaseDate: '2024-11-05',
  consent: true,
};

const rma = {
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@example.org',
  product: 'flagshipBumblebee',
  serialNumber: 'BB12345678',
  orderNumber: 'ORD-99812',
  purchaseDate: '2024-05-31',
  reason: 'defective',
  description: 'The robot stops transforming half way and beeps three times.',
  street: '1 Main Street',
  city: 'Springfield',
  postalCode: '12345',
  country: 'US',
  consent: true,
};

function post(body: BodyInit | null, headers: Record<string, string> = {}): Request {
  // Node requires `duplex` for stream bodies; TypeScript's RequestInit does not know it yet.
  const init = { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body, duplex: 'half' };
  return new Request('http://localhost/usapi/support/product-registration', init);
}

let accounts: TestAccounts;
beforeAll(async () => {
  accounts = await openTestAccounts('pglite');
}, 60_000);
afterAll(async () => accounts?.close());

async function call(kind: FormKind, base: ApiBase, request: Request) {
  const response = await supportHandler(kind, base, { context: async () => accounts.ctx })(request);
  return { status: response.status, reply: (await response.json()) as { code: number; msg: string; data: unknown } };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('support form handlers', () => {
  it('accepts a registration and answers a reference, logging no personal data', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const { status, reply } = await call(
      'registration',
      '/usapi',
      post(JSON.stringify(registration), { region: 'us' }),
    );
    expect(status).toBe(200);
    expect(reply).toEqual({
      code: 2000,
      msg: 'success',
      data: { reference: expect.stringMatching(/^REG-[0-9A-Z]{8}$/) },
    });
    expect(info).toHaveBeenCalledTimes(1);
    const line = String(info.mock.calls[0]?.[0]);
    expect(line).toContain((reply.data as { reference: string }).reference);
    for (const personal of ['Ada', 'Lovelace', 'ada@example.com', 'MG-2024-000123'])
      expect(line).not.toContain(personal);
    const reference = (reply.data as { reference: string }).reference;
    const stored = (await accounts.ctx.db.select().from(submissions)).find((s) => s.reference === reference);
    expect(stored).toMatchObject({ kind: 'registration', region: 'us', email: 'ada@example.com' });
    expect(stored?.payload).toMatchObject({ serialNumber: 'MG-2024-000123', product: 'flagshipMegatron' });
    expect(accounts.mails.at(-1)).toMatchObject({
      to: 'support@roboshift.example',
      subject: expect.stringContaining(reference),
    });
  });

  it('accepts a return request on the European API for a European region', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    const { reply } = await call('rma', '/euapi', post(JSON.stringify(rma), { region: 'fr' }));
    expect(reply.code).toBe(2000);
    expect(reply.data).toEqual({ reference: expect.stringMatching(/^RMA-[0-9A-Z]{8}$/) });
  });

  it('answers 4000 with the field errors of invalid input', async () => {
    const body = JSON.stringify({ ...registration, email: 'ada', serialNumber: 'x', consent: false });
    const { status, reply } = await call('registration', '/euapi', post(body, { region: 'de' }));
    expect(status).toBe(400);
    expect(reply).toEqual({
      code: 4000,
      msg: 'Invalid input',
      data: { errors: { email: 'email', serialNumber: 'serial', consent: 'consent' } },
    });
  });

  it('rejects a body that is not JSON', async () => {
    for (const body of ['firstName=Ada', '{"firstName":', '', new Uint8Array([0x7b, 0xff, 0x7d])]) {
      const { status, reply } = await call('registration', '/usapi', post(body, { region: 'us' }));
      expect(status).toBe(400);
      expect(reply).toEqual({ code: 4000, msg: 'Request body must be valid JSON', data: null });
    }
  });

  it('rejects a request that is not declared as JSON', async () => {
    const request = post(JSON.stringify(registration), { region: 'us', 'content-type': 'text/plain' });
    const { reply } = await call('registration', '/usapi', request);
    expect(reply).toEqual({ code: 4000, msg: 'Content-Type must be application/json', data: null });
  });

  it('accepts only regions served by the route’s API base', async () => {
    const body = JSON.stringify(registration);
    const cases: [ApiBase, Record<string, string>][] = [
      ['/euapi', { region: 'us' }],
      ['/usapi', { region: 'uk' }],
      ['/usapi', { region: 'cn' }],
      ['/usapi', { region: 'mars' }],
      ['/usapi', {}],
    ];
    for (const [base, headers] of cases) {
      const { status, reply } = await call('registration', base, post(body, headers));
      expect(status, JSON.stringify(headers)).toBe(400);
      expect(reply.code).toBe(4000);
      expect(reply.msg).toBe(`The region header must name a region served by ${base}`);
    }
  });

  it('rejects a body over 16 KB, declared or not', async () => {
    const large = JSON.stringify({ ...registration, retailer: 'x'.repeat(MAX_BODY_BYTES) });
    const declared = post(large, { region: 'us', 'content-length': String(large.length) });
    // 400 KB of JSON whitespace in 4 KB chunks, with no Content-Length.
    const chunk = new TextEncoder().encode(' '.repeat(4096));
    let chunksPulled = 0;
    const streamed = post(
      new ReadableStream({
        pull(controller) {
          if (chunksPulled++ < 100) controller.enqueue(chunk);
          else controller.close();
        },
      }),
      { region: 'us' },
    );
    for (const request of [declared, streamed]) {
      const { status, reply } = await call('registration', '/usapi', request);
      expect(status).toBe(400);
      expect(reply).toEqual({ code: 4000, msg: 'Request body is larger than 16 KB', data: null });
    }
    // Reading stopped at the first chunk past the limit, not at the end of the upload.
    expect(chunksPulled).toBeLessThan(10);
  });

  it('makes references of 8 unambiguous base32 characters', () => {
    const references = new Set(Array.from({ length: 200 }, () => newReference('REG')));
    expect(references.size).toBe(200);
    for (const reference of references) expect(reference).toMatch(/^REG-[0-9A-HJKMNP-TV-Z]{8}$/);
  });
});
