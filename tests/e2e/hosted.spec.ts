/**
 * The hosted backend end to end: the built site run against a stand-in of Sanity's API (seeded with the
 * same documents), as an editor's publishes reach it. A publish changes nothing until its signed webhook
 * arrives; then exactly the touched pages render afresh, a moved schedule date moves the flip instants the
 * stage cache uses, and "Preview at…" opens with the one-hour secret the Studio writes under the editor's
 * login (no shared secret in the Studio).
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type APIResponse, expect, test } from '@playwright/test';
import { createClient } from '@sanity/client';
import { createPreviewSecret } from '@sanity/preview-url-secret/create-secret';
import { cnHost } from '@showcase/schemas/hosts';
import { formatPrice, regionPath } from '@showcase/schemas/regions';
import { PAGE_REGIONS } from '../../migrations/src/data/matrix';
import { type NextServer, startNext } from '../../scripts/lib/next-server';
import { REGION_PRODUCTS_QUERY } from '../../web/lib/content/queries';
import { signatureAt } from '../../web/lib/stage/signature';
import { removeRenders } from '../support/renders';
import {
  EDITOR_TOKEN,
  type StandIn,
  type StandInDocument,
  sendWebhook,
  startSanityStandIn,
} from '../support/sanity-standin';

const port = Number(process.env.E2E_HOSTED_PORT ?? 3214);
const STUDIO = 'http://localhost:3333';
/** The invisible characters stega hides an edit link in (@vercel/stega's alphabet). */
const STEGA = /\u200b|\u200c|\u200d|\ufeff/;
const webhookSecret = 'e2e-hosted-webhook-secret';
const boundariesFile = path.resolve('test-results/hosted/boundaries.json');
const certificateFile = path.resolve('test-results/hosted/sanity-names.pem');
/** How long the stand-in's API CDN answers what the documents were before a mutation. */
const CDN_LAG_MS = 4_000;
let standIn: StandIn;
let server: NextServer;
/**
 * Two editors' page windows that opened after the build: the live boundaries have two the build lacks. The
 * renders of this test are therefore keyed by signatures above the seeded count (14, and 13 once the
 * Halloween end below moves into the future), which no other server of the run ever uses.
 */
const openedAfterBuild = new Date(Date.now() - 2_000).toISOString();
const alsoOpenedAfterBuild = new Date(Date.now() - 1_000).toISOString();

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  standIn = await startSanityStandIn(path.resolve('content/dataset/data.ndjson'), { cdnLagMs: CDN_LAG_MS });
  for (const [id, startTime] of [
    ['page-us-black-friday', openedAfterBuild],
    ['page-us-christmas-sale', alsoOpenedAfterBuild],
  ] as const)
    await publish({ ...document(id), startTime });
  // A previous run's renders at those signatures, made from content this test then changed, must not answer.
  const seeded = (JSON.parse(readFileSync('content/dataset/boundaries.json', 'utf8')) as { boundaries: number[] })
    .boundaries;
  const ours = signatureAt(seeded, Date.now());
  removeRenders((signature) => signature > ours);
  rmSync(boundariesFile, { force: true });
  if (!standIn.sanityNames) throw new Error('the stand-in answers as Sanity’s hosts when given cdnLagMs');
  const { proxy, certificate } = standIn.sanityNames;
  mkdirSync(path.dirname(certificateFile), { recursive: true });
  writeFileSync(certificateFile, certificate);
  server = await startNext(port, {
    SANITY_PROJECT_ID: 'standin',
    SANITY_DATASET: 'production',
    // The client as production configures it: Sanity's own names, here tunnelled to the stand-in.
    HTTPS_PROXY: proxy,
    NODE_USE_ENV_PROXY: '1',
    NO_PROXY: 'localhost,127.0.0.1',
    NODE_EXTRA_CA_CERTS: certificateFile,
    SANITY_API_READ_TOKEN: 'e2e-viewer-token',
    SANITY_REVALIDATE_SECRET: webhookSecret,
    STAGE_BOUNDARIES_FILE: boundariesFile,
    PREVIEW_SECRET: '',
    // Previews may be framed by this Studio and carry click-to-edit markers (stega) pointing at it.
    STUDIO_ORIGIN: STUDIO,
  });
});

test.afterAll(async () => {
  await server?.stop();
  await standIn?.close();
});

const publish = (document: StandInDocument) => standIn.publish(document);
const webhook = (body: { _type: string; region?: string }) => sendWebhook(server.origin, body, webhookSecret);

const document = (id: string) => {
  const found = standIn.documents().find((d) => d._id === id);
  if (!found) throw new Error(`${id} is seeded`);
  return found;
};

const live = () => (JSON.parse(readFileSync(boundariesFile, 'utf8')) as { boundaries: number[] }).boundaries;

test('on start the stage boundaries come from the hosted dataset, read from Sanity’s live API', () => {
  expect(live()).toContain(Date.parse(openedAfterBuild));
  const hosts = new Set(standIn.exchanges.filter((e) => e.path.includes('/data/query/')).map((e) => e.host));
  expect([...hosts]).toEqual(['standin.api.sanity.io']);
});

test('a published price shows once its signed webhook arrives, and not before', async ({ page, request }) => {
  const url = `${server.origin}/fr/flagship-bumblebee`;
  const elsewhere = `${server.origin}/uk/flagship-bumblebee`;
  for (const warm of [url, elsewhere]) {
    await request.get(warm);
    expect((await request.get(warm)).headers()['x-nextjs-cache']).toBe('HIT');
  }
  await page.goto(url);
  await expect(page.getByTestId('price')).toHaveText(formatPrice('fr', 1599));

  await publish({ ...document('product-fr-flagshipBumblebee'), price: 1499 });
  await page.goto(url);
  await expect(page.getByTestId('price')).toHaveText(formatPrice('fr', 1599));

  const reply = await webhook({ _type: 'product', region: 'fr' });
  expect(reply.code).toBe(2000);
  expect(reply.data.revision).toBeGreaterThan(0);
  await page.goto(url);
  await expect(page.getByTestId('price')).toHaveText(formatPrice('fr', 1499));
  // A publish raises the content's revision: every stored page renders anew once, then is stored again.
  expect((await request.get(elsewhere)).headers()['x-nextjs-cache']).not.toBe('HIT');
  expect((await request.get(elsewhere)).headers()['x-nextjs-cache']).toBe('HIT');
});

test('one schedule date moved: the US Halloween sale runs again, with its new end as a flip instant', async ({
  page,
}) => {
  await page.goto(`${server.origin}/us`);
  await expect(page.getByTestId('countdown')).toHaveCount(0);
  const end = new Date(Date.now() + 3_600_000).toISOString();
  const halloween = document('schedule-halloween-us');
  await publish({ ...halloween, timestamps: [(halloween.timestamps as string[])[0], end] });
  expect((await webhook({ _type: 'schedule' })).code).toBe(2000);
  expect(live()).toContain(Date.parse(end));
  expect(live()).not.toContain(Date.parse('2025-11-01T07:00:00.000Z'));
  await page.goto(`${server.origin}/us`);
  await expect(page.getByTestId('countdown')).toBeVisible();
  await expect(page).toHaveTitle(/Halloween/);
  await expect(page.locator('header nav').getByText('Halloween', { exact: false }).first()).toBeVisible();
});

test('a boundary passing between the layout’s render and the page’s: one stage throughout, stored and served', async ({
  request,
}) => {
  // The Halloween sale (on since the test above) ends a few seconds from now. The stand-in answers the home's
  // product list (read by the page) only after that end, the banners (read by the layout) and the home's own
  // content (read by the head) at once: the render straddles the boundary.
  // Within the site's eight seconds for one query (lib/content/hosted.ts), past the layout's few milliseconds.
  const end = Date.now() + 5_000;
  const halloween = document('schedule-halloween-us');
  await publish({ ...halloween, timestamps: [(halloween.timestamps as string[])[0], new Date(end).toISOString()] });
  expect((await webhook({ _type: 'schedule' })).code).toBe(2000);
  standIn.hold(
    (query) => query === REGION_PRODUCTS_QUERY,
    new Promise((resolve) => setTimeout(resolve, end + 200 - Date.now())),
  );
  /** The stage a page shows in its banner (the layout), its title (the head) and its offer (the page). */
  const shown = async (response: APIResponse) => {
    const html = await response.text();
    return {
      banner: html.includes('data-testid="countdown"'),
      title: /<title>[^<]*Halloween/.test(html),
      offer: html.includes('data-testid="home-offer"'),
    };
  };
  const straddling = await request.get(`${server.origin}/us`);
  expect(Date.now()).toBeGreaterThan(end);
  // Read before the end by the head or the layout, the one instant is the sale's throughout.
  expect(await shown(straddling)).toEqual({ banner: true, title: true, offer: true });
  // Not kept: the next visitor gets the page after the end, rendered afresh and then kept.
  const after = await request.get(`${server.origin}/us`);
  expect(await shown(after)).toEqual({ banner: false, title: false, offer: false });
  await expect
    .poll(async () => {
      const kept = await request.get(`${server.origin}/us`);
      return { cache: kept.headers()['x-nextjs-cache'], ...(await shown(kept)) };
    })
    .toEqual({ cache: 'HIT', banner: false, title: false, offer: false });
});

/** The secret the Studio's "Preview at…" writes under the editor's login (its tool, its URL, the editor's id). */
async function previewSecret(): Promise<string> {
  const editor = createClient({
    projectId: 'standin',
    dataset: 'production',
    apiVersion: '2025-09-01',
    apiHost: standIn.url,
    useProjectHostname: false,
    useCdn: false,
    token: 'e2e-editor-token',
  });
  return (await createPreviewSecret(editor, 'roboshift-preview-at', 'http://studio.test/', 'editor-1')).secret;
}

test('Preview at… with the secret the Studio writes under the editor’s login', async ({ page, request }) => {
  const secret = await previewSecret();
  const query = `at=2025-09-23T00:00:00Z&region=jp&path=`;

  const forged = await request.get(`${server.origin}/api/preview?sanity-preview-secret=forged&${query}`, {
    maxRedirects: 0,
  });
  expect(forged.status()).toBe(401);
  expect(await forged.json()).toMatchObject({ code: 4003, data: null });
  // The operator's shared secret is not configured on this deployment: nothing else opens a preview.
  const shared = await request.get(`${server.origin}/api/preview?secret=&${query}`, { maxRedirects: 0 });
  expect(shared.status()).toBe(404);

  await page.goto(`${server.origin}/api/preview?sanity-preview-secret=${secret}&${query}`);
  await expect(page).toHaveURL(/\/jp$/);
  // In the editor's language and the region's named zone: 00:00 UTC is 9 am in Tokyo.
  const bar = page.getByRole('status').filter({ hasText: '時点のプレビュー' });
  await expect(bar).toContainText('2025/09/23 9:00:00 (Asia/Tokyo) 時点のプレビュー');
  await expect(bar.locator('time')).toHaveAttribute('datetime', '2025-09-23T00:00:00.000Z');
  await expect(page.getByRole('link', { name: 'プレビューを終了' })).toBeVisible();
  await expect(page.getByTestId('text-banner')).toBeVisible();
});

test('Preview at… shows an editor’s draft at the chosen instant, while shoppers see what is published', async ({
  page,
  browser,
}) => {
  const url = `${server.origin}/fr/flagship-bumblebee`;
  const published = document('product-fr-flagshipBumblebee');
  // What the Studio writes while an editor types: a draft beside the published document, not yet published.
  await publish({ ...published, _id: `drafts.${published._id}`, price: 1399 });
  const shopper = await browser.newPage();
  await shopper.goto(url);
  await expect(shopper.getByTestId('price')).toHaveText(formatPrice('fr', published.price as number));

  const at = new Date().toISOString();
  await page.goto(
    `${server.origin}/api/preview?sanity-preview-secret=${await previewSecret()}&at=${at}&region=fr&path=/flagship-bumblebee`,
  );
  await expect(page).toHaveURL(/\/fr\/flagship-bumblebee$/);
  await expect(page.getByRole('status').filter({ hasText: 'Aperçu au' })).toContainText('(Europe/Paris)');
  await expect(page.getByTestId('price')).toHaveText(formatPrice('fr', 1399));
  // The preview was rendered for the editor alone: the shopper's next visit still gets the published price.
  await shopper.reload();
  await expect(shopper.getByTestId('price')).toHaveText(formatPrice('fr', published.price as number));
  await shopper.close();
});

test('no public page of SPEC §2.2, in any region, carries a click-to-edit marker', async ({ request }) => {
  test.setTimeout(120_000);
  const marked: string[] = [];
  for (const [page, regions] of Object.entries(PAGE_REGIONS))
    for (const region of regions) {
      const response = await request.get(`${server.origin}${regionPath(region, page)}`, {
        maxRedirects: 0,
        headers: region === 'cn' ? { host: `${cnHost()}:${port}` } : {},
      });
      if (STEGA.test(await response.text())) marked.push(`${region} /${page}`);
    }
  expect(marked).toEqual([]);
});

test('an editor’s preview: text marked for Presentation, head and JSON-LD clean, framed by the Studio only', async ({
  request,
}) => {
  const secret = await previewSecret();
  const opened = await request.get(
    `${server.origin}/api/preview?sanity-preview-secret=${secret}&sanity-preview-pathname=/uk/flagship-megatron`,
    { maxRedirects: 0 },
  );
  expect(opened.status()).toBe(307);
  const response = await request.get(`${server.origin}/uk/flagship-megatron`);
  const html = await response.text();
  // The markers are there (so the public scan above is not vacuous) ...
  expect(html).toMatch(STEGA);
  // ... but never in the head or the structured data, which crawlers and browsers' tabs read.
  const head = html.slice(0, html.indexOf('</head>'));
  for (const part of [...head.matchAll(/<title>[^<]*<\/title>|<meta[^>]*>/g)].map((m) => m[0]))
    expect(part).not.toMatch(STEGA);
  for (const [, json] of html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g))
    expect(json).not.toMatch(STEGA);
  // The price names its field for the overlay.
  expect(html).toContain('data-sanity="');
  expect(response.headers()['content-security-policy']).toContain(`frame-ancestors ${STUDIO}`);
  expect(response.headers()['x-frame-options']).toBeUndefined();
  // A shopper's page of the same address stays unframable and unmarked.
  const shopper = await fetch(`${server.origin}/uk/flagship-megatron`);
  expect(shopper.headers.get('x-frame-options')).toBe('DENY');
  expect(await shopper.text()).not.toMatch(STEGA);
});

test('a Content Release with a price and a banner, previewed at an instant in fr, then published', async ({
  page,
  request,
}) => {
  const RELEASE = 'rBlackFriday';
  const product = document('product-fr-flagshipBumblebee');
  const banner = document('textBanner-fr-toy-revolution');
  const label = 'Black Friday : la révolution du jouet à prix cassé.';
  await publish({
    _id: `_.releases.${RELEASE}`,
    _type: 'system.release',
    name: RELEASE,
    state: 'active',
    metadata: { title: 'Black Friday FR', releaseType: 'asap' },
  });
  await publish({ ...product, _id: `versions.${RELEASE}.${product._id}`, price: 1199 });
  await publish({ ...banner, _id: `versions.${RELEASE}.${banner._id}`, label });
  const secret = await previewSecret();
  // Presentation previews the release stacked on drafts; the bar's instant is one at which the banner shows.
  await page.goto(
    `${server.origin}/api/preview?sanity-preview-secret=${secret}&sanity-preview-pathname=/fr/flagship-bumblebee&sanity-preview-perspective=${RELEASE},drafts&at=2025-09-23T00:00:00Z`,
  );
  await expect(page).toHaveURL(/\/fr\/flagship-bumblebee$/);
  await expect(page.getByTestId('price')).toHaveText(formatPrice('fr', 1199));
  await expect(page.getByTestId('text-banner')).toContainText(label.slice(0, 20));
  // Shoppers see none of it until the release is published.
  const shopperHtml = await (await fetch(`${server.origin}/fr/flagship-bumblebee`)).text();
  expect(shopperHtml).not.toContain(formatPrice('fr', 1199));

  // Publishing the release publishes both documents at once, as the Studio's "Publish all" does.
  const published = await request.post(`${standIn.url}/v2025-09-01/data/actions/production`, {
    headers: { authorization: `Bearer ${EDITOR_TOKEN}` },
    data: { actions: [{ actionType: 'sanity.action.release.publish', releaseId: RELEASE }] },
  });
  expect(published.ok()).toBe(true);
  expect(document(product._id).price).toBe(1199);
  expect(document(banner._id).label).toBe(label);
  await webhook({ _type: 'product', region: 'fr' });
  await expect
    .poll(async () =>
      (await (await fetch(`${server.origin}/fr/flagship-bumblebee`)).text()).includes(formatPrice('fr', 1199)),
    )
    .toBe(true);
});
