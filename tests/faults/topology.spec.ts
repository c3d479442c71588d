import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import { formatPrice } from '@showcase/schemas/regions';
import { startTopology, type Topology } from '../../scripts/topology';
import { accountCall } from '../support/account-api';
import { type StandIn, startSanityStandIn } from '../support/sanity-standin';

/**
 * Issue 7 §5: the production topology of `npm run topology` (two standalone instances behind nginx, one
 * Redis for the ISR cache and the throttles, PostgreSQL for the accounts), with the hosted backend on the
 * local stand-in of Sanity's API so that a publish can be sent.
 */
const webhookSecret = 'topology-webhook-secret';
const boundariesFile = path.resolve('test-results', `topology-boundaries-${Date.now()}.json`);
let standIn: StandIn;
let topology: Topology;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  standIn = await startSanityStandIn(path.resolve('content/dataset/data.ndjson'));
  topology = await startTopology({
    port: Number(process.env.TOPOLOGY_PORT ?? 3230),
    env: {
      SANITY_PROJECT_ID: 'standin',
      SANITY_DATASET: 'production',
      SANITY_API_HOST: standIn.url,
      SANITY_API_READ_TOKEN: 'topology-viewer-token',
      SANITY_REVALIDATE_SECRET: webhookSecret,
      STAGE_BOUNDARIES_FILE: boundariesFile,
      PREVIEW_SECRET: '',
    },
  });
});

test.afterAll(async () => {
  await topology?.stop();
  await standIn?.close();
});

const instance = (i: number) => topology.instances[i]?.origin ?? '';
const a = () => instance(0);
const b = () => instance(1);

test('nginx balances over both instances; headers, gzip, and a CDN lifetime that ends at the next boundary', async () => {
  const upstreams = new Set<string>();
  for (let i = 0; i < 10; i++) {
    const response = await fetch(`${topology.origin}/us`, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.status).toBe(200);
    upstreams.add(response.headers.get('x-upstream') ?? '');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    expect(response.headers.get('content-security-policy')).toMatch(/script-src 'self' 'nonce-[^']+'/);

    const cacheControl = response.headers.get('cache-control') ?? '';
    const fresh = Number(/s-maxage=(\d+)/.exec(cacheControl)?.[1]);
    const stale = Number(/stale-while-revalidate=(\d+)/.exec(cacheControl)?.[1] ?? 0);
    const boundaries = (JSON.parse(readFileSync(boundariesFile, 'utf8')) as { boundaries: number[] }).boundaries;
    const next = boundaries.find((at) => at > Date.now());
    expect(fresh).toBeGreaterThan(0);
    if (next !== undefined) expect(fresh + stale).toBeLessThanOrEqual(Math.ceil((next - Date.now()) / 1000) + 1);
  }
  expect(upstreams.size).toBe(2);
});

test('one render serves both instances: the ISR cache is shared in Redis', async () => {
  const first = await fetch(`${a()}/fr/manuals`);
  expect(first.status).toBe(200);
  expect(first.headers.get('x-nextjs-cache')).toBe('MISS');
  const other = await fetch(`${b()}/fr/manuals`);
  expect(other.headers.get('x-nextjs-cache')).toBe('HIT');
  // Each response still gets its own nonce.
  expect(other.headers.get('content-security-policy')).not.toBe(first.headers.get('content-security-policy'));
});

test('a publish whose webhook reaches one instance is shown by both', async () => {
  const id = 'product-de-flagshipBumblebee';
  const product = standIn.documents().find((d) => d._id === id);
  if (!product) throw new Error(`${id} is seeded`);
  const price = Number(product.price) - 100;
  const page = '/de/flagship-bumblebee';
  for (const origin of [a(), b()]) {
    await fetch(`${origin}${page}`);
    expect(await (await fetch(`${origin}${page}`)).text()).not.toContain(formatPrice('de', price));
  }

  const mutate = await fetch(`${standIn.url}/v2025-09-01/data/mutate/production`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mutations: [{ createOrReplace: { ...product, price } }] }),
  });
  expect(mutate.ok).toBe(true);
  const payload = JSON.stringify({ _type: 'product', region: 'de' });
  const hook = await fetch(`${topology.origin}/api/revalidate`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(payload, Date.now(), webhookSecret),
    },
    body: payload,
  });
  expect(((await hook.json()) as { code: number }).code).toBe(2000);

  for (const origin of [a(), b()])
    await expect
      .poll(async () => (await (await fetch(`${origin}${page}`)).text()).includes(formatPrice('de', price)), {
        timeout: 10_000,
      })
      .toBe(true);
});

test('accounts and throttles are shared: an account made on one instance, blocked on both', async () => {
  const email = `topology-${Date.now()}@example.com`;
  const password = 'Robots4ever!x';
  const call = (origin: string, name: string, body: unknown) => accountCall(origin, name, body);

  expect((await call(topology.origin, 'register/pwd', { email, password })).code).toBe(2000);
  expect((await call(b(), 'login/pwd', { email, password })).code).toBe(2000);
  expect((await call(a(), 'login/pwd', { email, password })).code).toBe(2000);

  for (let i = 0; i < 5; i++) await call(i % 2 ? a() : b(), 'login/pwd', { email, password: `wrong-${i}` });
  for (const origin of [a(), b()]) {
    const blocked = await call(origin, 'login/pwd', { email, password });
    expect(blocked.code).toBe(4290);
    expect(blocked.msg).toMatch(/^Too many attempts\. Please try again in \d+ seconds\.$/);
  }
});
