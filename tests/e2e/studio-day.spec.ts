/**
 * An ordinary day in the Studio, against the stand-in of Sanity's API: an editor opens and edits a product with a
 * quiet console (every call the Studio makes answered, presence included), discards a draft, uploads a picture
 * and sees it, is refused deleting a schedule that documents still use, and reviews an edit against the
 * revision before it. No site is needed: the Studio is built for this spec's own stand-in (its API host is fixed
 * at build time) into test-results/studio-day.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { EDITOR_TOKEN, type StandIn, startSanityStandIn } from '../support/sanity-standin';
import { answerSanityHosts } from '../support/sanity-standin/sanity-hosts';
import { type StudioServer, serveStudio, testStudio } from '../support/studio';
import { addToRelease, createRelease, runRelease, typeInto } from '../support/studio-editor';

const PROJECT_ID = 'standin';
const outDir = path.resolve('test-results/studio-day');
let standIn: StandIn;
let studio: StudioServer;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // The run's one `sanity build` (made by the first spec to ask) besides the stand-in's start.
  test.setTimeout(180_000);
  mkdirSync(outDir, { recursive: true });
  standIn = await startSanityStandIn(path.resolve('content/dataset/data.ndjson'), { systemFields: true, https: true });
  if (!standIn.httpsUrl) throw new Error('the stand-in was asked for HTTPS');
  // The Studio's default site origin: this spec opens no site.
  studio = await serveStudio(await testStudio(), { apiHost: standIn.httpsUrl, siteOrigin: 'http://localhost:3000' });
});

test.afterAll(async () => {
  // The record of what the Studio asked and how each was answered.
  if (standIn) writeFileSync(path.join(outDir, 'stand-in-exchanges.json'), JSON.stringify(standIn.exchanges, null, 2));
  await studio?.close();
  await standIn?.close();
});

const PRESENCE_SOCKET_ON_UNLOAD = /^WebSocket is already in CLOSING or CLOSED state\.?$/;

/**
 * Signed in as Sanity's Studio keeps a token login, Sanity's own hosts answered as they answer an up-to-date
 * Studio; and what the page logs as an error, and every call answered 404, kept for the test to look at.
 */
async function studioPage(context: BrowserContext, page: Page) {
  await context.addInitScript(([key, token]) => localStorage.setItem(key, JSON.stringify({ token })), [
    `__studio_auth_token_${PROJECT_ID}`,
    EDITOR_TOKEN,
  ] as const);
  await answerSanityHosts(context);
  const errors: string[] = [];
  const notFound: string[] = [];
  page.on('console', (message) => {
    // The Studio's presence socket, written to as page.goto tears the page down while the socket is closing:
    // the Studio's own race on unload, not a call it could not make (seen once in CI, after a release ran).
    if (message.type() === 'error' && !PRESENCE_SOCKET_ON_UNLOAD.test(message.text()))
      errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() === 404) notFound.push(response.url());
  });
  return { errors, notFound };
}

const stored = (id: string) => standIn.documents().find((d) => d._id === id);

/** From the desk, a UK product's form, on one of its tabs. */
async function openUkProduct(page: Page, name: RegExp, tab: string) {
  await page.goto(`${studio.origin}/structure`);
  await page.getByRole('link', { name: 'UK · en-GB' }).click({ timeout: 30_000 });
  await page.getByRole('link', { name: 'Products' }).click();
  await page.getByRole('link', { name }).click();
  await page.getByRole('tab', { name: tab, exact: true }).click({ timeout: 20_000 });
}

test('a visit: the desk, a product opened and edited; no console error, no call unanswered', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const { errors, notFound } = await studioPage(context, page);
  // What the stand-in answered during this visit.
  const before = standIn.exchanges.length;
  const exchanges = () => standIn.exchanges.slice(before);
  await openUkProduct(page, /Flagship Megatron/, 'Promotion');
  await typeInto(
    page,
    'Promotion price',
    '1099',
    () => stored('drafts.product-uk-flagshipMegatron')?.activityPrice,
    1099,
  );
  // Presence: the Studio's socket is open (a failed one retries, each retry another console error).
  const sockets = exchanges().filter((e) => /\/socket\//.test(e.path));
  expect(sockets.length).toBeGreaterThan(0);
  expect(sockets.filter((e) => e.status !== 101)).toEqual([]);
  await page.screenshot({ path: path.join(outDir, 'visit.png') });
  expect(notFound, notFound.join('\n')).toHaveLength(0);
  expect(errors, errors.join('\n')).toHaveLength(0);
  expect(exchanges().filter((e) => e.status >= 400)).toEqual([]);
});

test('discard a draft: the draft is gone and the published value is back', async ({ page, context }) => {
  test.setTimeout(120_000);
  const { errors } = await studioPage(context, page);
  const PRODUCT = 'product-uk-aiBase';
  const published = stored(PRODUCT)?.price;
  expect(published).toBe(199);
  await openUkProduct(page, /^AI Base/, 'Price & stock');
  await typeInto(page, 'List price', '189', () => stored(`drafts.${PRODUCT}`)?.price, 189);

  await page.getByTestId('action-menu-button').last().click();
  await page.getByRole('menuitem', { name: 'Discard changes' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Discard changes' }).click();
  await expect.poll(() => stored(`drafts.${PRODUCT}`)).toBeUndefined();
  await expect(page.getByLabel('List price', { exact: true })).toHaveValue('199');
  await expect(page.getByTestId('action-publish')).toBeDisabled();
  expect(stored(PRODUCT)?.price).toBe(199);
  expect(errors, errors.join('\n')).toHaveLength(0);
});

test('upload a PNG into a product’s pictures: the asset has its real size, and the picture shows', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const { errors } = await studioPage(context, page);
  const PRODUCT = 'product-uk-grimlockG1Flagship';
  const png = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#c03' } })
    .png()
    .toBuffer();
  const assetId = `image-${createHash('sha1').update(png).digest('hex')}-320x200-png`;
  await openUkProduct(page, /^Grimlock G1 Flagship/, 'Product page');
  await page.getByRole('button', { name: 'Add item' }).click();
  const item = page.getByRole('dialog');
  await item
    .locator('input[type=file]')
    .setInputFiles({ name: 'grimlock-red.png', mimeType: 'image/png', buffer: png });

  await expect
    .poll(() => stored(assetId)?.metadata)
    .toMatchObject({
      dimensions: { width: 320, height: 200, aspectRatio: 1.6 },
    });
  expect(stored(assetId)).toMatchObject({
    extension: 'png',
    mimeType: 'image/png',
    originalFilename: 'grimlock-red.png',
  });
  await expect
    .poll(() => (stored(`drafts.${PRODUCT}`)?.images as { asset?: { _ref: string } }[] | undefined)?.[1]?.asset?._ref)
    .toBe(assetId);
  // The picture, drawn from the stand-in's CDN address for the asset.
  const picture = item.locator(`img[src*="${assetId.slice('image-'.length, -'-png'.length)}"]`).first();
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await expect(page.getByText('Malformed asset ID')).toHaveCount(0);
  await page.screenshot({ path: path.join(outDir, 'uploaded.png') });
  expect(errors, errors.join('\n')).toHaveLength(0);
});

test('a schedule that documents use cannot be deleted: the Studio says so, and the schedule stays', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const { errors } = await studioPage(context, page);
  const SCHEDULE = 'schedule-halloween-uk';
  await page.goto(`${studio.origin}/structure`);
  await page.getByRole('link', { name: 'Schedules' }).click({ timeout: 30_000 });
  await page.getByRole('link', { name: /Halloween \(UK\)/ }).click();
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Halloween (UK)', {
    timeout: 20_000,
  });
  await page.getByTestId('action-menu-button').last().click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  // The Studio lists who refers to it (GROQ references() on the stand-in) before the editor decides.
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('2 documents refer to “Halloween (UK)”')).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete anyway' }).click();
  await expect(page.getByText(/other documents that refers to it/)).toBeVisible();
  await page.screenshot({ path: path.join(outDir, 'delete-refused.png') });
  expect(stored(SCHEDULE)).toMatchObject({ _type: 'schedule' });
  // The refusal is the one error: Sanity's 409 for the delete.
  expect(errors).toEqual([expect.stringMatching(/status of 409.*document\.delete/)]);
});

test('review changes of an edited product: the revision before the edit, and its history', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const { errors } = await studioPage(context, page);
  await openUkProduct(page, /^K1 Interstellar Scout/, 'Price & stock');
  await typeInto(page, 'List price', '299', () => stored('drafts.product-uk-interstellarScoutK1')?.price, 299);

  await page.getByRole('button', { name: 'Review changes' }).first().click();
  const review = page.getByRole('complementary');
  // The edit against the published revision: the list price was 309.
  await expect(review.getByText('List price')).toBeVisible();
  await expect(review.getByText('309', { exact: true })).toBeVisible();
  await expect(review.getByText('299', { exact: true })).toBeVisible();
  await page.screenshot({ path: path.join(outDir, 'review-changes.png') });
  // The history, and the draft as it was created (from the published revision): the form shows that revision.
  await review.getByRole('tab', { name: 'History' }).click();
  await review
    .getByText(/Draft created/)
    .first()
    .click();
  await expect(page.getByLabel('List price', { exact: true })).toHaveValue('309');
  await page.screenshot({ path: path.join(outDir, 'history-revision.png') });
  expect(errors, errors.join('\n')).toHaveLength(0);
});

test('a release: a product’s new price added to it, and the release run publishes it', async ({ page, context }) => {
  test.setTimeout(150_000);
  const { errors } = await studioPage(context, page);
  const PRODUCT = 'product-uk-flagshipBumblebee';
  const release = await createRelease(page, studio.origin, 'Autumn prices', standIn.documents);
  // The product, seen through the release: added to it, then edited there (the draft and published untouched).
  const where = { desk: 'UK · en-GB', list: 'Products', document: /^Flagship Bumblebee/, id: PRODUCT };
  await addToRelease(page, studio.origin, release.id, where, standIn.documents);
  await page.getByRole('tab', { name: 'Price & stock', exact: true }).click();
  await typeInto(page, 'List price', '1199', () => stored(`versions.${release.id}.${PRODUCT}`)?.price, 1199);
  expect(stored(PRODUCT)?.price).toBe(1299);

  await runRelease(page, release.page);
  await expect.poll(() => stored(PRODUCT)?.price).toBe(1199);
  expect(stored(`versions.${release.id}.${PRODUCT}`)).toBeUndefined();
  expect(stored(`_.releases.${release.id}`)?.state).toBe('published');
  expect(errors, errors.join('\n')).toHaveLength(0);
});

test('a schedule created from a UK product’s promotion belongs to the UK: its region is ticked', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const { errors } = await studioPage(context, page);
  await openUkProduct(page, /^AI Base/, 'Promotion');
  // The schedule field's "Create", beside its picker (the form's only one).
  await page.getByRole('button', { name: 'Create', exact: true }).click({ timeout: 20_000 });
  // The new schedule opens beside the product, made by the template that reads the product's region.
  const uk = page.getByRole('checkbox', { name: /^UK · en-GB/ });
  await expect(uk).toBeChecked({ timeout: 20_000 });
  await expect(page.getByRole('checkbox', { name: /^FR · fr-FR/ })).not.toBeChecked();
  await page.screenshot({ path: path.join(outDir, 'schedule-from-product.png') });
  expect(errors).toEqual([]);
});

test('a promotion that ends before it starts: the issue names the field as the form does', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await studioPage(context, page);
  await openUkProduct(page, /^AI Base/, 'Promotion');
  for (const [name, value] of [
    ['Promotion starts', '2026-12-20 10:00'],
    ['Promotion ends', '2026-12-10 10:00'],
  ] as const) {
    const input = page.getByRole('textbox', { name, exact: true });
    await input.fill(value);
    await input.press('Tab');
  }
  await expect(page.getByTestId('action-publish')).toBeDisabled({ timeout: 20_000 });
  await page.getByRole('button', { name: /validation/i }).click();
  const issues = page.getByRole('complementary');
  // The path of the issue agrees with the form's "Promotion ends" (it said "Promotion runs / Hidden from").
  await expect(
    issues.getByRole('button', { name: /^Promotion runs \/ Ends The end .* must be after the start/ }),
  ).toBeVisible();
  await expect(issues).not.toContainText('Hidden from');
  await page.screenshot({ path: path.join(outDir, 'window-refused.png') });
});

test('a French editor types a date the French way: it is read in Paris time, not refused over the old value', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const { errors } = await studioPage(context, page);
  await page.goto(`${studio.origin}/structure`);
  await page.getByRole('link', { name: 'FR · fr-FR' }).click({ timeout: 30_000 });
  await page.getByRole('link', { name: 'Products' }).click();
  await page.getByRole('link', { name: /^Bumblebee Flagship/ }).click();
  await page.getByRole('tab', { name: 'Promotion', exact: true }).click({ timeout: 20_000 });
  const ends = page.getByRole('textbox', { name: 'Promotion ends', exact: true });
  await ends.fill('27/11/2026 14h00');
  await ends.press('Tab');
  // 14:00 in Paris in November is 13:00 UTC; the field shows it in the input's own form.
  await expect
    .poll(
      () => (stored('drafts.product-fr-flagshipBumblebee')?.activityTime as { endTime?: string } | undefined)?.endTime,
    )
    .toBe('2026-11-27T13:00:00.000Z');
  await expect(ends).toHaveValue('2026-11-27 14:00');
  await expect(page.getByText(/invalid/i)).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('the Studio speaks the editor’s language, French or else English, and Presentation opens on their region', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  for (const [locale, publish] of [
    ['fr-FR', 'Publier'],
    ['zh-CN', 'Publish'],
  ] as const) {
    const context = await browser.newContext({ locale, ignoreHTTPSErrors: true, timezoneId: 'UTC' });
    const page = await context.newPage();
    const { errors } = await studioPage(context, page);
    await openUkProduct(page, /^AI Base/, 'Price & stock');
    await expect(page.getByRole('button', { name: publish, exact: true })).toBeVisible();
    expect(errors, errors.join('\n')).toHaveLength(0);
    // Presentation opens on the editor's region (no site runs here: the frame's address is what counts).
    if (locale === 'fr-FR') {
      await page.goto(`${studio.origin}/presentation`);
      await expect(page.locator('iframe').first()).toHaveAttribute('src', /(\/|%2F)fr($|[?&#/%])/);
    }
    await context.close();
  }
});
