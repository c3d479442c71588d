import { submissions } from '@showcase/accounts/db/schema';
import { newReference } from '@showcase/accounts/reference';
import type { ApiBase } from '@showcase/schemas/regions';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MAX_BODY_BYTES } from '@/lib/api/body';
import { openTestAccounts, type TestAccounts } from '../../../tests/support/accounts';
import { CONTACT, REGISTRATION, RMA } from '../../../tests/support/support-forms';
import { log } from '../telemetry/log';
import type { FormKind } from './forms';
import { supportHandler } from './handlers';

const registration = REGISTRATION;
const rma = RMA;

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

/** The valid registration, from a US shopper to the US API. */
const usRegistration = () => call('registration', '/usapi', post(JSON.stringify(registration), { region: 'us' }));

afterEach(() => {
  vi.restoreAllMocks();
  // One submission per address per resend interval: each test starts past the last one's.
  accounts.clock.advance(accounts.config.resendSeconds);
});

describe('support form handlers', () => {
  it('accepts a registration and answers a reference, logging no personal data', async () => {
    const info = vi.spyOn(log, 'info').mockImplementation(() => {});
    const { status, reply } = await usRegistration();
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
    vi.spyOn(log, 'info').mockImplementation(() => {});
    const { reply } = await call('rma', '/euapi', post(JSON.stringify(rma), { region: 'fr' }));
    expect(reply.code).toBe(2000);
    expect(reply.data).toEqual({ reference: expect.stringMatching(/^RMA-[0-9A-Z]{8}$/) });
  });

  it('takes a Contact Us message, the robot and order optional, and mails it to the team as one', async () => {
    vi.spyOn(log, 'info').mockImplementation(() => {});
    const message = { ...CONTACT, product: '', orderNumber: '' };
    const { reply } = await call('contact', '/usapi', post(JSON.stringify(message), { region: 'us' }));
    expect(reply.data).toEqual({ reference: expect.stringMatching(/^MSG-[0-9A-Z]{8}$/) });
    const { reference } = reply.data as { reference: string };
    expect(accounts.mails.at(-1)).toMatchObject({ subject: `Contact message ${reference} (US)` });
    accounts.clock.advance(accounts.config.resendSeconds);
    const short = await call(
      'contact',
      '/usapi',
      post(JSON.stringify({ ...CONTACT, message: 'Help' }), { region: 'us' }),
    );
    expect(short.reply).toMatchObject({ code: 4000, data: { errors: { message: 'tooShort' } } });
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

  it('refuses line breaks in single-line fields before anything is stored or mailed', async () => {
    const mails = accounts.mails.length;
    const before = (await accounts.ctx.db.select().from(submissions)).length;
    const forged = { ...registration, firstName: 'Ann\nRegion: eu\nemail: ceo@x.example' };
    const { status, reply } = await call('registration', '/usapi', post(JSON.stringify(forged), { region: 'us' }));
    expect(status).toBe(400);
    expect(reply).toMatchObject({ code: 4000, data: { errors: { firstName: 'singleLine' } } });
    expect(accounts.mails.length).toBe(mails);
    expect((await accounts.ctx.db.select().from(submissions)).length).toBe(before);
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
      expect(status).toBe(413);
      expect(reply).toEqual({ code: 4013, msg: 'Request body is larger than 16 KB', data: null });
    }
    // Reading stopped at the first chunk past the limit, not at the end of the upload.
    expect(chunksPulled).toBeLessThan(10);
  });

  it('limits one client as the account calls do: 80 posts with 80 addresses store at most the per-minute limit', async () => {
    vi.spyOn(log, 'info').mockImplementation(() => {});
    const before = (await accounts.ctx.db.select().from(submissions)).length;
    const codes: number[] = [];
    for (let i = 0; i < 80; i++) {
      const body = JSON.stringify({ ...registration, email: `flood${i}@example.com` });
      const { reply } = await call(
        'registration',
        '/usapi',
        post(body, { region: 'us', 'x-forwarded-for': '203.0.113.9' }),
      );
      codes.push(reply.code);
    }
    const limit = accounts.config.requestsPerMinute;
    expect(codes.filter((c) => c === 2000)).toHaveLength(limit);
    expect(codes.slice(limit).every((c) => c === 4291)).toBe(true);
    expect((await accounts.ctx.db.select().from(submissions)).length - before).toBe(limit);
    // Another client is not held up by the first one's limit.
    const other = post(JSON.stringify(registration), { region: 'us', 'x-forwarded-for': '198.51.100.4' });
    expect((await call('registration', '/usapi', other)).reply.code).toBe(2000);
  });

  it('takes one submission per address per resend interval, in the region’s language', async () => {
    vi.spyOn(log, 'info').mockImplementation(() => {});
    const body = JSON.stringify({ ...rma, email: 'once@example.de' });
    expect((await call('rma', '/euapi', post(body, { region: 'de' }))).reply.code).toBe(2000);
    const again = await call('rma', '/euapi', post(body, { region: 'de' }));
    expect(again.status).toBe(429);
    expect(again.reply.code).toBe(4290);
    expect(again.reply.msg).toMatch(/^Zu viele Versuche/);
    accounts.clock.advance(accounts.config.resendSeconds);
    expect((await call('rma', '/euapi', post(body, { region: 'de' }))).reply.code).toBe(2000);
  });

  it('asks for the human check when reCAPTCHA is configured, and stores nothing without it', async () => {
    const checked = await openTestAccounts('pglite', {
      config: { recaptcha: { ...accounts.config.recaptcha, secret: 's' } },
    });
    try {
      const handler = supportHandler('registration', '/usapi', { context: async () => checked.ctx });
      for (const extra of [{}, { recaptcha: 42 }]) {
        const response = await handler(post(JSON.stringify({ ...registration, ...extra }), { region: 'us' }));
        const reply = (await response.json()) as { code: number; msg: string };
        expect(reply.code).toBe(Object.keys(extra).length ? 4000 : 4010);
      }
      expect(await checked.ctx.db.select().from(submissions)).toEqual([]);
      expect(checked.mails).toEqual([]);
    } finally {
      await checked.close();
    }
  });

  it('with nowhere to send mail, answers 5031 and stores nothing', async () => {
    const before = (await accounts.ctx.db.select().from(submissions)).length;
    const mailer = accounts.ctx.mailer;
    accounts.ctx.mailer = { kind: 'none', send: mailer.send };
    try {
      const { status, reply } = await usRegistration();
      expect(status).toBe(503);
      expect(reply).toEqual({
        code: 5031,
        msg: 'We cannot send e-mail at the moment. Please try again later.',
        data: null,
      });
      expect((await accounts.ctx.db.select().from(submissions)).length).toBe(before);
    } finally {
      accounts.ctx.mailer = mailer;
    }
  });

  it('makes references of 8 unambiguous base32 characters', () => {
    const references = new Set(Array.from({ length: 200 }, () => newReference('REG')));
    expect(references.size).toBe(200);
    for (const reference of references) expect(reference).toMatch(/^REG-[0-9A-HJKMNP-TV-Z]{8}$/);
  });
});
