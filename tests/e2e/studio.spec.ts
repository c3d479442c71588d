/**
 * The Studio an editor uses, in Chromium, against the stand-in of Sanity's API seeded with the embedded dataset:
 * it signs in with the stand-in editor's token, shows the desk, lists a region's documents, opens the UK
 * Halloween schedule, moves its end date and publishes; the stand-in then holds the new end as the published
 * document. The Studio reads its API host at build time, so this spec builds one for the stand-in it starts
 * (studio/dist, the production build, is left as it is).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { EDITOR_TOKEN, type StandIn, startSanityStandIn } from '../support/sanity-standin';
import { buildStudio, type StudioServer, serveStudio } from '../support/studio';

const PROJECT_ID = 'standin';
const SCHEDULE = 'schedule-halloween-uk';
const outDir = path.resolve('test-results/studio');
let standIn: StandIn;
let studio: StudioServer;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // One `sanity build` (about half a minute on these machines) besides the stand-in's start.
  test.setTimeout(180_000);
  standIn = await startSanityStandIn(path.resolve('content/dataset/data.ndjson'), { systemFields: true, https: true });
  if (!standIn.httpsUrl) throw new Error('the stand-in was asked for HTTPS');
  const dist = path.join(outDir, 'dist');
  await buildStudio(dist, {
    SANITY_STUDIO_API_HOST: standIn.httpsUrl,
    SANITY_STUDIO_PROJECT_ID: PROJECT_ID,
    SANITY_STUDIO_DATASET: 'production',
  });
  studio = await serveStudio(dist);
});

test.afterAll(async () => {
  // What the Studio asked of the stand-in and how it was answered: the record of which calls it makes, and of
  // those the stand-in leaves unanswered (404) because the Studio works without them.
  if (standIn) writeFileSync(path.join(outDir, 'stand-in-exchanges.json'), JSON.stringify(standIn.exchanges, null, 2));
  await studio?.close();
  await standIn?.close();
});

/** Signed in as Sanity's Studio keeps a token login (localStorage), and kept off every other host. */
async function signIn(context: BrowserContext) {
  await context.addInitScript(([key, token]) => localStorage.setItem(key, JSON.stringify({ token })), [
    `__studio_auth_token_${PROJECT_ID}`,
    EDITOR_TOKEN,
  ] as const);
  // The Studio's page also loads Sanity's bridge script, fonts and a version check from Sanity's CDNs.
  await context.route(
    (url) => !['localhost', '127.0.0.1'].includes(url.hostname) && !url.hostname.endsWith('.localhost'),
    (route) => route.abort('blockedbyclient'),
  );
}

const stored = (id: string) => standIn.documents().find((d) => d._id === id);

/** The schedule's dates, in order: the form labels each one "Datetime". */
const dateInput = (page: Page, index: number) => page.getByRole('textbox', { name: 'Datetime' }).nth(index);

test('an editor moves the UK Halloween end date and publishes it', async ({ page, context }) => {
  // The Studio's first start in a fresh browser parses some megabytes of script before it shows anything.
  test.setTimeout(90_000);
  await signIn(context);
  const [start, end, newEnd] = ['2025-10-25T07:00:00.000Z', '2025-11-09T23:00:00.000Z', '2025-11-16T23:00:00.000Z'];
  expect(stored(SCHEDULE)?.timestamps).toEqual([start, end]);

  await test.step('the desk', async () => {
    await page.goto(`${studio.origin}/structure`);
    await expect(page.getByRole('link', { name: 'UK · en-GB' })).toBeVisible({ timeout: 30_000 });
    await page.screenshot({ path: path.join(outDir, 'desk.png') });
  });

  await test.step("a region's documents", async () => {
    await page.getByRole('link', { name: 'UK · en-GB' }).click();
    await page.getByRole('link', { name: 'Countdowns' }).click();
    await expect(page.getByRole('link', { name: /Halloween Sale ends in/ })).toBeVisible();
  });

  await test.step('the schedule opens', async () => {
    await page.getByRole('link', { name: 'Schedules' }).click();
    await page.getByRole('link', { name: /Halloween \(UK\)/ }).click();
    // The document pane's code loads on its first opening.
    await expect(dateInput(page, 1)).toHaveValue('2025-11-09 23:00', { timeout: 20_000 });
    // In the UK's own zone: 07:00 UTC on 25 October is 08:00 in London (summer time), and the editor, whose
    // browser runs in UTC here, sees the instant in their zone below.
    await expect(dateInput(page, 0)).toHaveValue('2025-10-25 08:00');
    await expect(page.getByTestId('editors-zone').first()).toContainText('In your time zone (UTC)');
  });

  await test.step('the end date moves: a draft, through the listener', async () => {
    const input = dateInput(page, 1);
    await input.fill('2025-11-16 23:00');
    await input.press('Tab');
    await expect.poll(() => stored(`drafts.${SCHEDULE}`)?.timestamps).toEqual([start, newEnd]);
    // "Saved" once the stand-in's listener has told the Studio of its own edit.
    await expect(page.getByText('Saved')).toBeVisible();
    expect(stored(SCHEDULE)?.timestamps).toEqual([start, end]);
    await page.screenshot({ path: path.join(outDir, 'edited.png') });
  });

  await test.step('publish', async () => {
    await page.getByTestId('action-publish').click();
    await expect(page.getByText('Halloween (UK) was published')).toBeVisible();
    await expect.poll(() => stored(`drafts.${SCHEDULE}`)).toBeUndefined();
    expect(stored(SCHEDULE)).toMatchObject({
      _type: 'schedule',
      region: 'uk',
      timestamps: [start, newEnd],
    });
    await page.screenshot({ path: path.join(outDir, 'published.png') });
  });
});

test('what validation refuses: a promotion above the list price, a schedule that runs backwards', async ({
  page,
  context,
}) => {
  // Two documents opened, each the first time in this browser (the Studio loads their form code then).
  test.setTimeout(150_000);
  await signIn(context);
  const PRODUCT = 'product-uk-flagshipMegatron';
  const published = { ...stored(PRODUCT) };

  /**
   * The field's red mark, the error it carries (the Studio renders it in the mark's tooltip, drawn on hover),
   * and the Publish button it locks.
   */
  async function refused(message: string) {
    await expect(page.getByTestId('input-validation-icon-error').first()).toBeVisible();
    await expect(page.getByText(message)).toBeAttached();
    await expect(page.getByTestId('action-publish')).toBeDisabled();
  }

  await test.step('a promotion price above the list price', async () => {
    await page.goto(`${studio.origin}/structure`);
    await page.getByRole('link', { name: 'UK · en-GB' }).click({ timeout: 30_000 });
    await page.getByRole('link', { name: 'Products' }).click();
    await page.getByRole('link', { name: /Flagship Megatron/ }).click();
    await page.getByRole('tab', { name: 'Promotion' }).click({ timeout: 20_000 });
    const promotion = page.getByLabel('Promotion price');
    await promotion.fill('1500');
    await promotion.press('Tab');
    await refused(
      'The promotion price (1500) must be lower than the list price (1299), or shoppers would see no saving.',
    );
    // Refused means not published: shoppers keep the price they had.
    expect(stored(PRODUCT)).toMatchObject({ price: published.price, activityPrice: published.activityPrice });
  });

  await test.step('a schedule whose second date comes before its first', async () => {
    await page.goto(`${studio.origin}/structure`);
    await page.getByRole('link', { name: 'Schedules' }).click({ timeout: 30_000 });
    await page.getByRole('link', { name: /Halloween \(US\)/ }).click();
    const second = dateInput(page, 1);
    await expect(second).toBeVisible({ timeout: 20_000 });
    await second.fill('2025-01-01 00:00');
    await second.press('Tab');
    await refused("Date 2 must come after date 1: a schedule's dates run forward in time.");
  });
});
