/**
 * Property-based fuzzing of the account service's HTTP entry (handleAccountCall): every call of CALLS gets
 * generated requests — arbitrary JSON, real field names holding wrong types, huge and unicode strings, plausible
 * valid values, malformed / truncated / non-UTF-8 / oversized bodies, wrong content types and methods, garbage
 * headers and query strings — and every reply must be the {code, msg, data} wrapper with a known code, the HTTP
 * status of that code (never a 5xx), a clean message, and must come within five seconds.
 */

import { type ApiCode, CODES, codeName, HTTP_STATUS } from '@showcase/schemas/api-codes';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answerOn } from '../../tests/support/account-service';
import { openTestAccounts, type TestAccounts } from '../../tests/support/accounts';
import { CALLS, type CallName } from './calls';
import { issueLink } from './one-time';
import { startSession } from './sessions';

const RUNS_PER_CALL = 1000;
const CONCURRENT = 200;
const ANSWER_WITHIN_MS = 5_000;
const MAX_BODY_BYTES = 16 * 1024;

const OWNER_EMAIL = 'fuzz-owner@example.com';
const OWNER_PASSWORD = 'Robots4ever!x';

/** Placeholders a generated request may hold, filled in just before it is sent with live values. */
const SENTINEL = {
  userId: '<<user_id>>',
  apptoken: '<<apptoken>>',
  reftoken: '<<reftoken>>',
  resetToken: '<<reset_token>>',
  verifyToken: '<<verify_token>>',
} as const;

/** Calls whose valid bodies run argon2 (16-40 ms): few fully valid bodies for them. */
const HEAVY = new Set<string>(['POST register/pwd', 'POST login/pwd', 'POST sign_in', 'POST reset/pwd']);

const KNOWN_CODES = new Set<number>(Object.values(CODES));
const STACK_MARKERS = ['    at ', 'Error:', 'node_modules'];

// ---------------------------------------------------------------------------------------------------------------
// Generated requests

interface Case {
  call: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  query: string;
  body: string | Uint8Array<ArrayBuffer> | undefined;
}

const trunc = (text: string, max = 160) => (text.length > max ? `${text.slice(0, max)}…(${text.length} chars)` : text);

function describeCase(c: Case): string {
  const headers = Object.fromEntries(Object.entries(c.headers).map(([k, v]) => [k, trunc(v, 80)]));
  const body =
    c.body === undefined
      ? '(none)'
      : typeof c.body === 'string'
        ? JSON.stringify(trunc(c.body, 400))
        : `bytes[${c.body.byteLength}] ${Buffer.from(c.body.subarray(0, 96)).toString('hex')}`;
  const query = c.query ? `?${trunc(c.query, 200)}` : '';
  return `${c.method} ${c.path}${query} (call ${c.call}) headers=${JSON.stringify(headers)} body=${body}`;
}

/** Strings that break naive code: prototype keys, control and unicode oddities, injections. */
const TRICKY = [
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  'valueOf',
  'prototype',
  'null',
  'undefined',
  'NaN',
  'true',
  '0',
  '-1',
  '[]',
  '{}',
  '%00',
  '%ff%fe',
  '../../etc/passwd',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  `\${jndi:ldap://x/a}`,
  '{{7*7}}',
];
const UNICODE = [
  '',
  ' ',
  '\t\n',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '😀',
  '👩‍👩‍👧‍👦',
  'مرحبا بالعالم',
  'Ω≈ç√∫',
  '\u202eevil',
  '\ufeffbom',
  '\u200b',
  'Z̸̡͉a̷l̴g̵o̶',
  '日本語のテキスト',
  'İıßẞ',
  'ａｂｃ１２３',
  '\u2028\u2029',
];

const hugeString = fc
  .tuple(fc.constantFrom('x', '😀', '\u0000', 'é', 'a@b.co ', '9'), fc.integer({ min: 200, max: 20_000 }))
  .map(([unit, n]) => unit.repeat(n));

const anyString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.string({ maxLength: 40 }), weight: 4 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 3 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }), weight: 2 },
  { arbitrary: fc.constantFrom(...UNICODE, ...TRICKY), weight: 3 },
  { arbitrary: hugeString, weight: 1 },
);

/** Values of the wrong type (or of the right type but nonsense). */
const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 10 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
  anyString,
);

const emailArb = fc.oneof(
  {
    arbitrary: fc.constantFrom(
      OWNER_EMAIL,
      'FUZZ-Owner@Example.com',
      'nobody@example.com',
      '  padded@example.com  ',
      'a@b.co',
      'x+tag@example.org',
      'not-an-address',
      'a@b',
      '@example.com',
    ),
    weight: 3,
  },
  { arbitrary: fc.emailAddress(), weight: 2 },
  { arbitrary: fc.uuid().map((u) => `fuzz-${u.slice(0, 8)}@example.com`), weight: 3 },
);
const sixDigits = fc.integer({ min: 0, max: 999_999 }).map((n) => String(n).padStart(6, '0'));
const passwordArb = fc.oneof(
  fc.constantFrom(
    OWNER_PASSWORD,
    'Another9robot',
    'New5ecure-robot',
    'password123',
    'abc12',
    'onlyletters',
    'aaaaaaa1',
  ),
  fc.string({ minLength: 6, maxLength: 40 }).map((s) => `${s}a1`),
);
const base64url32 = fc.uint8Array({ minLength: 32, maxLength: 32 }).map((b) => Buffer.from(b).toString('base64url'));
const linkTokenArb = fc.oneof(
  fc.constantFrom(SENTINEL.resetToken, SENTINEL.verifyToken),
  base64url32,
  fc.string({ minLength: 16, maxLength: 64 }),
);
const textArb = (min: number, max: number) =>
  fc.oneof(
    fc.string({ minLength: min, maxLength: Math.min(max, 60) }),
    fc.constantFrom(...UNICODE).map((u) => `${u}${'Robot shop '.repeat(2)}`.slice(0, max)),
  );
const countryArb = fc.constantFrom('US', 'GB', 'DE', 'FR', 'JP', 'CN', 'KR', 'XX', 'us', '');
const addressArb = fc.record(
  {
    line1: textArb(1, 200),
    line2: textArb(0, 200),
    city: textArb(1, 100),
    state: textArb(0, 100),
    postalCode: fc.oneof(fc.constantFrom('62701', 'SW1A 1AA', '10115'), fc.string({ maxLength: 20 })),
    country: countryArb,
  },
  { requiredKeys: ['line1', 'city', 'postalCode', 'country'] },
);

/** A plausible value for a field, by its name (valid most of the time, near-valid otherwise). */
function plausible(field: string, call: string): fc.Arbitrary<unknown> {
  switch (field) {
    case 'email':
      return emailArb;
    case 'password':
    case 'currentPassword':
      return passwordArb;
    case 'code':
      return fc.oneof(
        { arbitrary: sixDigits, weight: 5 },
        { arbitrary: fc.constantFrom('12345', '1234567', ' 123456 ', 'abcdef'), weight: 1 },
      );
    case 'token':
      return call === 'POST repatcha' ? fc.string({ minLength: 1, maxLength: 200 }) : linkTokenArb;
    case 'recaptcha':
      return fc.string({ maxLength: 60 });
    case 'purpose':
      return fc.constantFrom('login', 'register');
    case 'source':
      return fc.constantFrom('footer', 'popup', 'account', 'login');
    case 'consent':
    case 'optIn':
    case 'newsletter':
      return fc.boolean();
    case 'user_id':
      return fc.oneof(fc.constant(SENTINEL.userId), fc.uuid());
    case 'firstName':
    case 'lastName':
      return fc.option(textArb(0, 100), { nil: null });
    case 'birthday':
      return fc.option(
        fc.oneof(
          fc
            .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true })
            .map((d) => d.toISOString().slice(0, 10)),
          fc.constantFrom('1990-13-45', '1990-02-30', '0000-00-00'),
        ),
        { nil: null },
      );
    case 'phone':
      return fc.option(fc.oneof(fc.constant('+1 555 0100'), fc.stringMatching(/^[0-9 +()-]{6,20}$/)), { nil: null });
    case 'country':
      return call === 'POST profile/new' ? fc.option(countryArb, { nil: null }) : countryArb;
    case 'shippingAddress':
      return fc.option(addressArb, { nil: null });
    case 'company':
    case 'contactName':
      return textArb(2, 200);
    case 'message':
      return textArb(0, 2000).map((s) => `${s} — we run three toy stores.`);
    case 'website':
      return fc.oneof(fc.constantFrom('https://example.com', 'http://shop.test/a?b=c', 'notaurl'), fc.webUrl());
    case 'businessType':
      return fc.constantFrom('retailer', 'distributor', 'online', 'other');
    default:
      return anyString;
  }
}

const safeJson = (value: unknown): string => JSON.stringify(value) ?? '';
const encoder = new TextEncoder();

/** The field names of a call's input (its zod object shape), and which of them it requires. */
function fieldsOf(name: CallName) {
  const input = CALLS[name].input as z.ZodType;
  const shape: Record<string, z.ZodType> =
    input instanceof z.ZodObject ? (input.shape as Record<string, z.ZodType>) : {};
  const fields = Object.keys(shape);
  const required = fields.filter((field) => !shape[field]?.safeParse(undefined).success);
  return { fields, required };
}

function objectArbitraries(name: CallName) {
  const { fields, required } = fieldsOf(name);
  const heavy = HEAVY.has(name);
  const record = (pick: (field: string) => fc.Arbitrary<unknown>, requiredKeys: string[]) =>
    fc.record(Object.fromEntries(fields.map((f) => [f, pick(f)])) as Record<string, fc.Arbitrary<unknown>>, {
      requiredKeys,
    }) as fc.Arbitrary<Record<string, unknown>>;
  const extraKeys = fc.dictionary(
    fc.oneof(fc.string({ minLength: 1, maxLength: 12 }), fc.constantFrom(...TRICKY, 'isAdmin', 'role', 'userId')),
    fc.jsonValue({ maxDepth: 2 }),
    { minKeys: 1, maxKeys: 3 },
  );
  const valid = record((f) => plausible(f, name), required);
  const wrongTyped = record(() => wrongValue, []);
  const mixed = record(
    (f) =>
      fc.oneof(
        { arbitrary: plausible(f, name), weight: heavy ? 1 : 3 },
        { arbitrary: wrongValue, weight: heavy ? 5 : 2 },
        { arbitrary: fc.constantFrom('', null, ...UNICODE), weight: 1 },
      ),
    [],
  );
  const withExtra = fc.tuple(valid, extraKeys).map(([v, extra]) => ({ ...extra, ...v }));
  return { valid, wrongTyped, mixed, withExtra, heavy };
}

const MALFORMED = [
  '',
  ' ',
  '{',
  '}',
  '{"email": ',
  '[1,2',
  'nul',
  'tru',
  '{"a":1,}',
  "{'a':1}",
  'undefined',
  'NaN',
  '{"a":1}{"b":2}',
  '\ufeff{}',
  '{"email":"a@b.co","password":"x"',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"x":1}}}',
  '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[',
  '"\\ud800"',
  '1e999999',
];

const BAD_BYTES: number[][] = [
  [0xff],
  [0xc3],
  [0xed, 0xa0, 0x80],
  [0xc0, 0x80],
  [0xfe, 0xfe, 0xff],
  [0xe2, 0x82],
  [0x80],
];

function bodyArbitrary(name: CallName): fc.Arbitrary<string | Uint8Array<ArrayBuffer> | undefined> {
  const objects = objectArbitraries(name);
  const someObject = fc.oneof(objects.valid, objects.mixed, objects.wrongTyped);
  const truncated = fc.tuple(someObject, fc.nat()).map(([o, n]) => {
    const text = safeJson(o);
    return text.slice(0, n % Math.max(1, text.length));
  });
  const nonUtf8 = fc
    .tuple(
      fc.oneof(someObject, fc.jsonValue({ maxDepth: 2 })),
      fc.constantFrom(...BAD_BYTES),
      fc.nat(),
      fc.uint8Array({ maxLength: 20 }),
    )
    .map(([value, bad, at, noise]) => {
      const text = encoder.encode(safeJson(value));
      const cut = at % (text.length + 1);
      return Uint8Array.from([...text.subarray(0, cut), ...bad, ...noise, ...text.subarray(cut)]);
    });
  const oversized = fc.oneof(
    fc
      .tuple(
        fc.constantFrom(MAX_BODY_BYTES - 20, MAX_BODY_BYTES - 12, MAX_BODY_BYTES - 11, MAX_BODY_BYTES - 10),
        fc.constant(0),
      )
      .map(([n]) => `{"email":"${'a'.repeat(n)}"}`),
    fc.integer({ min: MAX_BODY_BYTES + 1, max: 64 * 1024 }).map((n) => `{"email":"${'a'.repeat(n)}"}`),
    fc.integer({ min: MAX_BODY_BYTES - 64, max: 48 * 1024 }).map((n) => new Uint8Array(n).fill(0x7b)),
    fc.integer({ min: 6_000, max: 12_000 }).map((n) => `{"password":"${'😀'.repeat(n)}"}`),
  );
  return fc.oneof(
    { arbitrary: objects.valid.map(safeJson), weight: objects.heavy ? 4 : 25 },
    { arbitrary: objects.withExtra.map(safeJson), weight: objects.heavy ? 2 : 5 },
    { arbitrary: objects.mixed.map(safeJson), weight: 20 },
    { arbitrary: objects.wrongTyped.map(safeJson), weight: 20 },
    { arbitrary: fc.jsonValue().map(safeJson), weight: 10 },
    { arbitrary: fc.anything({ maxDepth: 3 }).map(safeJson), weight: 5 },
    { arbitrary: fc.oneof(fc.constantFrom(...MALFORMED), truncated, fc.string({ maxLength: 50 })), weight: 8 },
    { arbitrary: nonUtf8, weight: 5 },
    { arbitrary: oversized, weight: 4 },
    { arbitrary: fc.constant(undefined), weight: 3 },
  );
}

function queryArbitrary(name: CallName): fc.Arbitrary<string> {
  const params = (entries: Record<string, unknown>) => {
    const search = new URLSearchParams();
    for (const [k, v] of Object.entries(entries)) search.append(k, typeof v === 'string' ? v : safeJson(v));
    return search.toString();
  };
  const garbage = fc.oneof(
    fc.constantFrom(
      '%',
      '%zz',
      '&&&',
      '=',
      'user_id',
      'user_id=1&user_id=2',
      '%00',
      'a=%ff%fe',
      '?',
      '#frag',
      '+',
      'user_id[]=x',
    ),
    fc.string({ maxLength: 80 }),
    fc.string({ unit: 'binary', maxLength: 40 }),
    hugeString.map((s) => `user_id=${encodeURIComponent(s.slice(0, 4000))}`),
  );
  if (CALLS[name].method !== 'GET')
    return fc.oneof({ arbitrary: fc.constant(''), weight: 9 }, { arbitrary: garbage, weight: 1 });
  const objects = objectArbitraries(name);
  const dictionary = fc.dictionary(fc.oneof(anyString, fc.constantFrom(...TRICKY)), anyString, { maxKeys: 4 });
  return fc.oneof(
    { arbitrary: fc.constant(''), weight: 15 },
    { arbitrary: objects.valid.map(params), weight: 30 },
    { arbitrary: objects.withExtra.map(params), weight: 10 },
    { arbitrary: objects.mixed.map(params), weight: 15 },
    { arbitrary: dictionary.map(params), weight: 15 },
    { arbitrary: garbage, weight: 15 },
  );
}

/** Header values must be ByteStrings without NUL/CR/LF (or Request itself refuses them): garbage within that. */
const headerChar = fc.oneof(
  { arbitrary: fc.integer({ min: 0x20, max: 0x7e }), weight: 6 },
  { arbitrary: fc.integer({ min: 0x80, max: 0xff }), weight: 2 },
  { arbitrary: fc.constantFrom(0x01, 0x09, 0x1b, 0x7f), weight: 1 },
);
const headerGarbage = fc.oneof(
  { arbitrary: fc.array(headerChar, { maxLength: 60 }).map((codes) => String.fromCharCode(...codes)), weight: 5 },
  { arbitrary: fc.constantFrom(...TRICKY, '', ' ', 'Bearer x'), weight: 3 },
  { arbitrary: fc.integer({ min: 100, max: 8_000 }).map((n) => 'A'.repeat(n)), weight: 1 },
);
const TOKEN_HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
const b64 = (value: unknown) => Buffer.from(safeJson(value)).toString('base64url');
const apptokenArb = fc.oneof(
  { arbitrary: fc.constant(SENTINEL.apptoken), weight: 4 },
  { arbitrary: headerGarbage, weight: 3 },
  {
    arbitrary: fc
      .tuple(fc.jsonValue({ maxDepth: 2 }), base64url32)
      .map(([claims, sig]) => `${TOKEN_HEADER}.${b64(claims)}.${sig}`),
    weight: 2,
  },
  {
    arbitrary: fc
      .tuple(fc.uuid(), fc.uuid(), fc.constantFrom('us', 'eu', 'cn', 'xx'), fc.integer())
      .map(([sub, sid, grp, exp]) => `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub, sid, grp, exp })}.`),
    weight: 1,
  },
  { arbitrary: fc.constantFrom('a.b.c', '..', `${TOKEN_HEADER}..`, `${TOKEN_HEADER}.e30.`), weight: 1 },
);
const reftokenArb = fc.oneof(
  { arbitrary: fc.constant(SENTINEL.reftoken), weight: 4 },
  { arbitrary: base64url32, weight: 2 },
  { arbitrary: headerGarbage, weight: 3 },
);
const regionArb = fc.oneof(
  { arbitrary: fc.constantFrom('us', 'US', ' us ', 'uk', 'eu', 'fr', 'de', 'kr', 'jp', 'cn'), weight: 3 },
  { arbitrary: headerGarbage, weight: 1 },
);
const languageArb = fc.oneof(
  {
    arbitrary: fc.constantFrom(
      'en',
      'fr',
      'de',
      'kr',
      'jp',
      'cn',
      'ko',
      'ja',
      'zh',
      'de-DE,de;q=0.9',
      'en-GB',
      '*',
      'xx-YY',
      ',en',
      ';q=1',
    ),
    weight: 3,
  },
  { arbitrary: headerGarbage, weight: 2 },
);
const contentTypeArb = fc.oneof(
  { arbitrary: fc.constant('application/json'), weight: 14 },
  { arbitrary: fc.constant('application/json; charset=utf-8'), weight: 2 },
  {
    arbitrary: fc.constantFrom(
      'APPLICATION/JSON',
      'application/json;charset=latin1',
      'application/jsonp',
      'application/json-patch+json',
      'text/plain',
      'text/json',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      '',
    ),
    weight: 3,
  },
  { arbitrary: headerGarbage, weight: 1 },
);
const contentLengthArb = fc.oneof(
  fc.nat({ max: 100_000 }).map(String),
  fc.constantFrom('-1', '0', 'abc', '1e9', '99999999999999999999', '16384', '16385', ' 5 '),
);
const otherHeaderArb = fc.tuple(
  fc.constantFrom(
    'x-fuzz',
    'cookie',
    'authorization',
    'origin',
    'x-real-ip',
    'user-agent',
    'accept',
    'x-requested-with',
  ),
  headerGarbage,
);

/** Present with the given chance (in percent), else absent. */
const sometimes = <T>(percent: number, arbitrary: fc.Arbitrary<T>) =>
  fc.oneof({ arbitrary, weight: percent }, { arbitrary: fc.constant(undefined), weight: 100 - percent });

const headersArbitrary = fc
  .record({
    'content-type': sometimes(90, contentTypeArb),
    apptoken: sometimes(40, apptokenArb),
    reftoken: sometimes(30, reftokenArb),
    region: sometimes(60, regionArb),
    'accept-language': sometimes(60, languageArb),
    'content-length': sometimes(5, contentLengthArb),
    other: sometimes(15, otherHeaderArb),
  })
  .map(({ other, ...named }) => {
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(named)) if (value !== undefined) headers[name] = value;
    if (other) headers[other[0]] = other[1];
    return headers;
  });

function methodArbitrary(name: CallName): fc.Arbitrary<string> {
  const own = CALLS[name].method;
  return fc.oneof(
    { arbitrary: fc.constant(own), weight: 17 },
    {
      arbitrary: fc.constantFrom('PUT', 'PATCH', 'DELETE', own === 'GET' ? 'POST' : 'GET', 'OPTIONS', 'patch'),
      weight: 3,
    },
  );
}

const caseArbitraries = new Map<CallName, fc.Arbitrary<Case>>();
function caseArbitrary(name: CallName): fc.Arbitrary<Case> {
  let arbitrary = caseArbitraries.get(name);
  if (arbitrary) return arbitrary;
  const path = name.slice(name.indexOf(' ') + 1);
  arbitrary = fc
    .record({
      method: methodArbitrary(name),
      headers: headersArbitrary,
      query: queryArbitrary(name),
      body: bodyArbitrary(name),
    })
    .map(({ method, headers, query, body }) => {
      const c: Case = { call: name, method, path, headers, query, body: method === 'GET' ? undefined : body };
      // fast-check prints counterexamples with this (huge bodies shortened).
      return Object.assign(c, { [fc.toStringMethod]: () => describeCase(c) });
    });
  caseArbitraries.set(name, arbitrary);
  return arbitrary;
}

// ---------------------------------------------------------------------------------------------------------------
// Sending and checking

let accounts: TestAccounts;
let ownerId = '';
const stats = { requests: 0, slowestMs: 0, codes: new Map<number, number>() };

async function within<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ANSWER_WITHIN_MS} ms: ${what}`)), ANSWER_WITHIN_MS);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Fills the placeholders with live values: a fresh session of the owner, link tokens issued for the owner. */
async function materialize(c: Case) {
  const texts = [c.query, ...Object.values(c.headers), typeof c.body === 'string' ? c.body : ''];
  const uses = (sentinel: string) => texts.some((t) => t.includes(sentinel));
  const values = new Map<string, string>([[SENTINEL.userId, ownerId]]);
  if (uses(SENTINEL.apptoken) || uses(SENTINEL.reftoken)) {
    const tokens = await startSession(accounts.ctx, ownerId);
    values.set(SENTINEL.apptoken, tokens.apptoken).set(SENTINEL.reftoken, tokens.reftoken);
  }
  if (uses(SENTINEL.resetToken)) values.set(SENTINEL.resetToken, await issueLink(accounts.ctx, ownerId, 'reset'));
  if (uses(SENTINEL.verifyToken)) values.set(SENTINEL.verifyToken, await issueLink(accounts.ctx, ownerId, 'verify'));
  const fill = (text: string) => {
    let out = text;
    for (const [sentinel, value] of values) out = out.replaceAll(sentinel, value);
    return out;
  };
  const url = new URL(`http://site.test/usapi/account/user/${c.path}`);
  url.search = fill(c.query);
  const headers = new Headers();
  for (const [k, v] of Object.entries(c.headers)) headers.set(k, fill(v));
  const body = typeof c.body === 'string' ? fill(c.body) : c.body;
  return new Request(url, { method: c.method, headers, ...(body === undefined ? {} : { body }) });
}

/** Sends one generated request and returns what is wrong with the reply (null when it is a proper wrapper). */
async function problemWith(c: Case): Promise<string | null> {
  const what = describeCase(c);
  const request = await materialize(c);
  const started = performance.now();
  let status: number;
  let contentType: string | null;
  let text: string;
  try {
    const response = await within(answerOn(accounts, request, c.path.split('/')), what);
    status = response.status;
    contentType = response.headers.get('content-type');
    text = await within(response.text(), what);
  } catch (error) {
    return `no reply: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`;
  }
  const elapsed = performance.now() - started;
  stats.requests++;
  stats.slowestMs = Math.max(stats.slowestMs, elapsed);
  const shown = `status ${status}, body ${trunc(text, 600)}`;
  let reply: unknown;
  try {
    reply = JSON.parse(text);
  } catch {
    return `the reply is not JSON (${shown})`;
  }
  if (!reply || typeof reply !== 'object' || Array.isArray(reply)) return `the reply is not an object (${shown})`;
  const keys = Object.keys(reply).sort();
  if (keys.join() !== 'code,data,msg') return `the reply has keys [${keys}], not exactly code, msg, data (${shown})`;
  const { code, msg } = reply as { code: unknown; msg: unknown };
  if (typeof code === 'number') stats.codes.set(code, (stats.codes.get(code) ?? 0) + 1);
  if (status >= 500) return `a server error status (${shown})`;
  if (typeof code !== 'number' || !KNOWN_CODES.has(code)) return `an unknown code (${shown})`;
  if (status !== HTTP_STATUS[codeName(code as ApiCode)])
    return `status ${status} is not the status of code ${code} (${HTTP_STATUS[codeName(code as ApiCode)]}) (${shown})`;
  if (typeof msg !== 'string' || msg.trim() === '') return `msg is not a non-empty string (${shown})`;
  const marker = STACK_MARKERS.find((m) => msg.includes(m));
  if (marker) return `msg holds a stack trace marker ${JSON.stringify(marker)} (${shown})`;
  if (!contentType?.startsWith('application/json')) return `content-type is ${contentType} (${shown})`;
  if (elapsed > ANSWER_WITHIN_MS) return `answered after ${Math.round(elapsed)} ms (${shown})`;
  return null;
}

async function assertProper(c: Case) {
  const problem = await problemWith(c);
  if (problem) throw new Error(`${problem}\n  request: ${describeCase(c)}`);
}

// ---------------------------------------------------------------------------------------------------------------

describe('account service fuzz (every call, generated requests)', () => {
  const started = performance.now();

  beforeAll(async () => {
    // Human verification off (no network): the fuzz is about the service, not Google.
    accounts = await openTestAccounts('pglite', {
      config: {
        recaptcha: { secret: null, minScore: 0.5, verifyUrl: 'http://127.0.0.1:9/', timeoutMs: 1_000 },
      },
    });
    const response = await answerOn(
      accounts,
      new Request('http://site.test/usapi/account/user/register/pwd', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: OWNER_EMAIL, password: OWNER_PASSWORD }),
      }),
      ['register', 'pwd'],
    );
    const reply = (await response.json()) as { code: number; data: { user_id: string } };
    expect(reply.code).toBe(2000);
    ownerId = reply.data.user_id;
  }, 60_000);

  afterAll(async () => {
    await accounts?.close();
    const codes = [...stats.codes].sort(([a], [b]) => a - b).map(([code, n]) => `${code}×${n}`);
    console.log(
      `account fuzz: ${stats.requests} requests in ${((performance.now() - started) / 1000).toFixed(1)} s, ` +
        `slowest ${Math.round(stats.slowestMs)} ms, codes ${codes.join(' ')}, ${accounts?.mails.length ?? 0} mails`,
    );
  });

  for (const [name, definition] of Object.entries(CALLS)) {
    it(`${name} (${definition.method}): ${RUNS_PER_CALL} generated requests, each answered with a proper wrapper`, async () => {
      await fc.assert(fc.asyncProperty(caseArbitrary(name as CallName), assertProper), { numRuns: RUNS_PER_CALL });
    }, 120_000);
  }

  it(`${CONCURRENT} concurrent random requests across all calls`, async () => {
    const anyCall = fc.oneof(...(Object.keys(CALLS) as CallName[]).map(caseArbitrary));
    const cases = fc.sample(anyCall, CONCURRENT);
    const problems = await Promise.all(cases.map(async (c) => ({ c, problem: await problemWith(c) })));
    const failed = problems
      .filter((p) => p.problem !== null)
      .map((p) => `${p.problem}\n  request: ${describeCase(p.c)}`);
    expect(failed).toEqual([]);
  }, 120_000);
});
