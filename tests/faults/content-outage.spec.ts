import { appendFileSync, cpSync, readFileSync, renameSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { type NextServer, startNext } from '../../scripts/lib/next-server';
import { expectScriptsAdmitted } from '../support/csp';
import { type StandIn, startSanityStandIn } from '../support/sanity-standin';

/**
 * The embedded dataset becomes unreadable under a running server. Cached pages keep serving;
 * a page nobody has asked for yet gets the friendly localized page with 503 and Retry-After; putting the
 * file back brings the site back without a restart. The same with the hosted backend and Sanity unreachable.
 */
const port = Number(process.env.FAULTS_CONTENT_PORT ?? 3217);
const dir = path.resolve('test-results', `faults-content-${Date.now()}`);
const file = path.join(dir, 'data.ndjson');
const origin = `http://localhost:${port}`;
/** Paths no earlier run has rendered: renders are cached in the build's folder, which every run shares. */
const run = Date.now().toString(36);
const NEW_PAGE = `fault-test-${run}`;
let server: NextServer;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  cpSync(path.resolve('content', 'dataset'), dir, { recursive: true });
  // A page the build never saw, so it is in no cache: the first request for it needs the backend.
  const manuals = readFileSync(file, 'utf8')
    .split('\n')
    .find((line) => line.includes('"_id":"page-fr-manuals"'));
  if (!manuals) throw new Error('the seeded dataset has no page-fr-manuals');
  const fresh = JSON.parse(manuals) as Record<string, unknown>;
  appendFileSync(
    file,
    `${JSON.stringify({ ...fresh, _id: `page-fr-${NEW_PAGE}`, path: NEW_PAGE, title: 'Page de secours' })}\n`,
  );
  server = await startNext(port, { CONTENT_DATASET_DIR: dir }, { readyPath: '/us' });
});

test.afterAll(async () => {
  await server?.stop();
});

const get = (page: string) => fetch(`${origin}${page}`, { redirect: 'manual' });

test('cached pages serve through an outage, new ones answer 503 in the visitor’s language, and it recovers', async ({
  page,
}) => {
  const before = await get('/us/flagship-bumblebee');
  expect(before.status).toBe(200);
  const price = /\$\d[\d,.]*/.exec(await before.text())?.[0];
  expect(price).toBeTruthy();
  // Cached before the outage: this server's port is not the build's, so the build's own copies (which name the
  // build's origins) are not served here, and each page is rendered once on first request.
  const cachedPages = ['/us/flagship-bumblebee', '/us', '/fr/manuals'];
  for (const page of cachedPages) expect((await get(page)).status, page).toBe(200);

  renameSync(file, `${file}.away`);
  try {
    for (const page of cachedPages) {
      const cached = await get(page);
      expect(cached.status, page).toBe(200);
      // From the cache: a hit, or a stale entry whose background refresh fails and leaves it in place.
      expect(['HIT', 'STALE'], page).toContain(cached.headers.get('x-nextjs-cache'));
    }
    expect(await (await get('/us/flagship-bumblebee')).text()).toContain(price as string);

    const started = Date.now();
    const down = await get(`/fr/${NEW_PAGE}`);
    expect(down.status).toBe(503);
    expect(down.headers.get('retry-after')).toBe('30');
    expect(down.headers.get('cache-control')).toMatch(/no-store|no-cache/);
    expect(Date.now() - started).toBeLessThan(5_000);
    const body = await down.text();
    expect(body).not.toContain('data.ndjson');
    expect(body).not.toMatch(/ContentUnavailableError|at \w+ \(/);
    // The error boundary draws the message in the browser: the page carries a policy naming its scripts' nonce.
    const outagePage = await page.goto(`${origin}/fr/${NEW_PAGE}`);
    expect(outagePage?.status()).toBe(503);
    await expect(page.getByRole('heading', { name: 'Nous revenons tout de suite' })).toBeVisible();
    expectScriptsAdmitted((await outagePage?.text()) ?? '', outagePage?.headers()['content-security-policy']);
    await page.waitForFunction(() => Boolean((window as unknown as { next?: unknown }).next));

    expect((await page.goto(`${origin}/us/${NEW_PAGE}-too`))?.status()).toBe(503);
    await expect(page.getByRole('heading', { name: 'We will be right back' })).toBeVisible();
    // The account service does not depend on content: its answers keep their own codes.
    const api = await fetch(`${origin}/usapi/account/user/profile/new`);
    expect(api.status).toBe(401);
  } finally {
    renameSync(`${file}.away`, file);
  }

  const back = await get(`/fr/${NEW_PAGE}`);
  expect(back.status).toBe(200);
  expect(await back.text()).toContain('Page de secours');
  expect((await get(`/us/${NEW_PAGE}-too`)).status).toBe(404);
});

test.describe('hosted backend', () => {
  const hostedPort = Number(process.env.FAULTS_HOSTED_PORT ?? 3221);
  const hostedOrigin = `http://localhost:${hostedPort}`;
  let standIn: StandIn;
  let hosted: NextServer;

  test.beforeAll(async () => {
    standIn = await startSanityStandIn(path.resolve('content/dataset/data.ndjson'));
    hosted = await startNext(hostedPort, {
      SANITY_PROJECT_ID: 'standin',
      SANITY_DATASET: 'production',
      SANITY_API_HOST: standIn.url,
      SANITY_API_READ_TOKEN: 'e2e-viewer-token',
      STAGE_BOUNDARIES_FILE: path.join(dir, 'hosted-boundaries.json'),
      PREVIEW_SECRET: '',
    });
  });

  test.afterAll(async () => {
    await hosted?.stop();
    await standIn?.close();
  });

  test('Sanity unreachable: cached pages serve, new ones answer 503 quickly, and it recovers', async ({ page }) => {
    const cachedPage = `${hostedOrigin}/de/flagship-bumblebee`;
    expect((await fetch(cachedPage)).status).toBe(200);
    const port = Number(new URL(standIn.url).port);
    await standIn.close();

    expect((await fetch(cachedPage)).status).toBe(200);
    const started = Date.now();
    const down = await page.goto(`${hostedOrigin}/de/hosted-${NEW_PAGE}`);
    expect(down?.status()).toBe(503);
    expect(Date.now() - started).toBeLessThan(10_000);
    await expect(page.getByRole('heading', { name: 'Wir sind gleich wieder da' })).toBeVisible();

    standIn = await startSanityStandIn(path.resolve('content/dataset/data.ndjson'), { port });
    expect((await fetch(`${hostedOrigin}/de/hosted-${NEW_PAGE}`)).status).toBe(404);
    expect((await fetch(`${hostedOrigin}/de/manuals`)).status).toBe(200);
  });
});
