/**
 * The hosted backend end to end: the built site run against a stand-in of Sanity's API (seeded with the
 * same documents), as an editor's publishes reach it. A publish changes nothing until its signed webhook
 * arrives; then exactly the touched pages render afresh, a moved schedule date moves the flip instants the
 * stage cache uses, and "Preview at…" opens with the one-hour secret the Studio writes under the editor's
 * login (no shared secret in the Studio).
 */
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { createClient } from '@sanity/client';
import { createPreviewSecret } from '@sanity/preview-url-secret/create-secret';
import { formatPrice } from '@showcase/schemas/regions';
import { type NextServer, startNext } from '../../scripts/lib/next-server';
import { signatureAt } from '../../web/cache/stage-signature';
import { removeRenders } from '../support/renders';
import { type StandIn, type StandInDocument, sendWebhook, startSanityStandIn } from '../support/sanity-standin';

const port = Number(process.env.E2E_HOSTED_PORT ?? 3214);
const webhookSecret = 'e2e-hosted-webhook-secret';
const boundariesFile = path.resolve('test-results/hosted/boundaries.json');
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
  standIn = await startSanityStandIn(path.resolve('content/dataset/data.ndjson'));
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
  server = await startNext(port, {
    SANITY_PROJECT_ID: 'standin',
    SANITY_DATASET: 'production',
    SANITY_API_HOST: standIn.url,
    SANITY_API_READ_TOKEN: 'e2e-viewer-token',
    SANITY_REVALIDATE_SECRET: webhookSecret,
    STAGE_BOUNDARIES_FILE: boundariesFile,
    PREVIEW_SECRET: '',
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

test('on start the stage boundaries come from the hosted dataset', () => {
  expect(live()).toContain(Date.parse(openedAfterBuild));
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
  expect(reply.data.revalidated).toEqual(['product:fr', 'type:product']);
  await page.goto(url);
  await expect(page.getByTestId('price')).toHaveText(formatPrice('fr', 1499));
  // Another region's page was not touched: still served from the cache.
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
  const reply = await webhook({ _type: 'schedule' });
  expect(reply.data.revalidated).toEqual(['type:schedule']);
  expect(live()).toContain(Date.parse(end));
  expect(live()).not.toContain(Date.parse('2025-11-01T07:00:00.000Z'));
  await page.goto(`${server.origin}/us`);
  await expect(page.getByTestId('countdown')).toBeVisible();
  await expect(page).toHaveTitle(/Halloween/);
  await expect(page.locator('header nav').getByText('Halloween', { exact: false }).first()).toBeVisible();
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
  await expect(bar.getByRole('link', { name: 'プレビューを終了' })).toBeVisible();
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
