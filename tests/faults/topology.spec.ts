import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { formatPrice } from '@showcase/schemas/regions';
import { startTopology, type Topology } from '../../scripts/topology';
import { PRERENDER_BYPASS_COOKIE } from '../../web/framework/next-internals';
import { accountCall } from '../support/account-api';
import { type StandIn, sendWebhook, startSanityStandIn } from '../support/sanity-standin';
import { markersKept } from '../support/stored-page-property';

/**
 * The production topology of `npm run topology` (two standalone instances behind nginx, one
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
    // A query of its own per request: nginx stores pages, and a copy it holds never reaches an instance.
    const sent = Date.now();
    const response = await fetch(`${topology.origin}/us?balance=${i}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.status).toBe(200);
    upstreams.add(response.headers.get('x-upstream') ?? '');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    expect(response.headers.get('content-security-policy')).toMatch(/script-src 'self'( 'sha256-[^']+')+/);

    const cacheControl = response.headers.get('cache-control') ?? '';
    const fresh = Number(/s-maxage=(\d+)/.exec(cacheControl)?.[1]);
    const stale = Number(/stale-while-revalidate=(\d+)/.exec(cacheControl)?.[1] ?? 0);
    const boundaries = boundariesOf(boundariesFiles[0] ?? '');
    // Judged from when the request was sent: the server answered no earlier, however long the answer took.
    const next = boundaries.find((at) => at > sent);
    expect(fresh).toBeGreaterThan(0);
    if (next !== undefined) expect(fresh + stale).toBeLessThanOrEqual(Math.ceil((next - sent) / 1000) + 1);
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

test('nginx keeps a page and answers it byte for byte; API answers and assets it does not keep', async () => {
  const page = `/fr/where-to-buy?edge=${Date.now()}`;
  const first = await fetch(`${topology.origin}${page}`);
  expect(first.headers.get('x-cache')).toBe('MISS');
  const second = await fetch(`${topology.origin}${page}`);
  expect(second.headers.get('x-cache')).toBe('HIT');
  expect(await second.text()).toBe(await first.text());
  expect(second.headers.get('content-security-policy')).toBe(first.headers.get('content-security-policy'));
  expect(second.headers.get('x-accel-expires')).toBeNull();
  // An editor's preview (Next's draft-mode cookie) never comes from, or goes into, the stored copies.
  const preview = await fetch(`${topology.origin}${page}`, {
    headers: { cookie: `${PRERENDER_BYPASS_COOKIE}=editor` },
  });
  expect(preview.headers.get('x-cache')).toBe('BYPASS');

  const api = () => fetch(`${topology.origin}/usapi/account/user/profile/new`);
  await api();
  expect((await api()).headers.get('x-cache')).not.toBe('HIT');
  const missing = () => fetch(`${topology.origin}/fr/no-such-page-${Date.now()}`);
  expect((await missing()).status).toBe(404);
});

test('through nginx a page flips at the exact instant a publish sets: no stored copy crosses it', async () => {
  test.setTimeout(90_000);
  const id = 'page-de-manuals';
  const document = standIn.documents().find((d) => d._id === id);
  if (!document) throw new Error(`${id} is seeded`);
  const url = `${topology.origin}/de/manuals?straddle=${Date.now()}`;
  expect((await fetch(url)).status).toBe(200);

  // Taken down 15 s from now, on a whole second as editors schedule.
  const end = Math.ceil(Date.now() / 1000) * 1000 + 15_000;
  await standIn.publish({ ...document, endTime: new Date(end).toISOString() });
  expect((await sendWebhook(topology.origin, { _type: 'page', region: 'de' }, webhookSecret)).code).toBe(2000);
  for (const file of boundariesFiles) await expect.poll(() => boundariesOf(file), { timeout: 5_000 }).toContain(end);

  const answers: { sent: number; answered: number; status: number; cache: string | null }[] = [];
  // Until a second past the instant and five answers asked after it (renders of the not-found page are slow on
  // a busy machine: count answers, not time).
  const askedAfter = () => answers.filter((a) => a.sent >= end).length;
  while (Date.now() < end + 1_000 || askedAfter() < 5) {
    const sent = Date.now();
    const response = await fetch(url);
    await response.arrayBuffer();
    answers.push({ sent, answered: Date.now(), status: response.status, cache: response.headers.get('x-cache') });
  }
  // Asked after the instant: never the page. Answered before it: always the page. (In flight across it: either.)
  const after = answers.filter((a) => a.sent >= end);
  const before = answers.filter((a) => a.answered < end);
  expect(after.length).toBeGreaterThanOrEqual(5);
  expect(after.filter((a) => a.status === 200)).toEqual([]);
  expect(before.filter((a) => a.status !== 200)).toEqual([]);
  // nginx kept the page until the last second before the instant: the straddle went through its store.
  expect(before.filter((a) => a.cache === 'HIT' && a.sent >= end - 2_000).length).toBeGreaterThan(0);
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

test('no visitor’s URL reaches a page nginx or the shared cache keeps', async ({ request }) => {
  test.setTimeout(300_000);
  expect(await markersKept(request, topology.origin, true)).toEqual([]);
});
