import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { formatPrice } from '@showcase/schemas/regions';
import { startTopology, type Topology } from '../../scripts/topology';
import { accountCall } from '../support/account-api';
import { type StandIn, sendWebhook, startSanityStandIn } from '../support/sanity-standin';

/**
 * Issue 7 §5: the production topology of `npm run topology` (two standalone instances behind nginx, one
 * Redis for the ISR cache and the throttles, PostgreSQL for the accounts), with the hosted backend on the
 * local stand-in of Sanity's API so that a publish can be sent.
 */
const webhookSecret = 'topology-webhook-secret';
// Each instance keeps its boundaries in a file of its own, as on separate hosts: Redis is all they share.
const boundariesFiles = ['a', 'b'].map((i) =>
  path.resolve('test-results', `topology-boundaries-${Date.now()}-${i}.json`),
);
const boundariesOf = (file: string) => (JSON.parse(readFileSync(file, 'utf8')) as { boundaries: number[] }).boundaries;
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
      PREVIEW_SECRET: '',
    },
    instanceEnv: (index) => ({ STAGE_BOUNDARIES_FILE: boundariesFiles[index] ?? '' }),
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
    expect(response.headers.get('content-security-policy')).toMatch(/script-src 'self'( 'sha256-[^']+')+/);

    const cacheControl = response.headers.get('cache-control') ?? '';
    const fresh = Number(/s-maxage=(\d+)/.exec(cacheControl)?.[1]);
    const stale = Number(/stale-while-revalidate=(\d+)/.exec(cacheControl)?.[1] ?? 0);
    const boundaries = boundariesOf(boundariesFiles[0] ?? '');
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
  // The same bytes from either instance: body and policy (scripts named by hash, no nonce).
  expect(other.headers.get('content-security-policy')).toBe(first.headers.get('content-security-policy'));
  expect(await other.text()).toBe(await first.text());
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

  await standIn.publish({ ...product, price });
  expect((await sendWebhook(topology.origin, { _type: 'product', region: 'de' }, webhookSecret)).code).toBe(2000);

  for (const origin of [a(), b()])
    await expect
      .poll(async () => (await (await fetch(`${origin}${page}`)).text()).includes(formatPrice('de', price)), {
        timeout: 10_000,
      })
      .toBe(true);
});

test('a date published through one instance moves the flip on both: the boundaries are shared in Redis', async () => {
  const id = 'page-de-manuals';
  const page = standIn.documents().find((d) => d._id === id);
  if (!page) throw new Error(`${id} is seeded`);
  // The manuals page is taken down ten minutes from now: every page may change then, so no CDN may keep one past it.
  const endTime = new Date(Math.ceil(Date.now() / 1000) * 1000 + 600_000).toISOString();
  const lifetime = async (origin: string) => {
    const cacheControl = (await fetch(`${origin}/us`)).headers.get('cache-control') ?? '';
    return ['s-maxage', 'stale-while-revalidate']
      .map((name) => Number(new RegExp(`${name}=(\\d+)`).exec(cacheControl)?.[1] ?? 0))
      .reduce((sum, seconds) => sum + seconds, 0);
  };
  for (const origin of [a(), b()]) expect(await lifetime(origin)).toBeGreaterThan(600);

  await standIn.publish({ ...page, endTime });
  expect((await sendWebhook(topology.origin, { _type: 'page', region: 'de' }, webhookSecret)).code).toBe(2000);

  for (const [index, origin] of [a(), b()].entries()) {
    await expect
      .poll(() => boundariesOf(boundariesFiles[index] ?? ''), { timeout: 5_000 })
      .toContain(Date.parse(endTime));
    expect(await lifetime(origin)).toBeLessThanOrEqual(601);
  }
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
