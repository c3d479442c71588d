/**
 * The Studio an editor uses, in Chromium, against the stand-in of Sanity's API seeded with the embedded dataset,
 * and the site on the hosted backend against the same stand-in, on a controlled clock. The stand-in sends the
 * site Sanity's publish webhook as the project's webhook is set up. An editor moves the UK Halloween end date
 * and publishes: the timeline shows the new end, the webhook brings the promotion back on the site, and it ends
 * at the new instant. An editor previews a draft price at a chosen instant; validation refuses what it must.
 * The Studio reads its API host and the site's address at build time, so this spec builds one for the
 * stand-in it starts (studio/dist, the production build, is left as it is).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { formatPrice } from '@showcase/schemas/regions';
import { signatureAt } from '../../web/lib/stage/signature';
import { removeRenders } from '../support/renders';
import { EDITOR_TOKEN, type StandIn, startSanityStandIn } from '../support/sanity-standin';
import { answerSanityHosts } from '../support/sanity-standin/sanity-hosts';
import { type ControlledSite, controlledSite } from '../support/site-clock';
import { type StudioServer, serveStudio, testStudio } from '../support/studio';
import { addToRelease, createRelease, runRelease, typeInto } from '../support/studio-editor';

const PROJECT_ID = 'standin';
const SCHEDULE = 'schedule-halloween-uk';
const UK_MEGATRON = 'product-uk-flagshipMegatron';
const WEBHOOK_SECRET = 'e2e-studio-webhook-secret';
const sitePort = Number(process.env.E2E_STUDIO_SITE_PORT ?? 3223);
const siteOrigin = `http://localhost:${sitePort}`;
const outDir = path.resolve('test-results/studio');
/** Between the seeded UK Halloween end (9 November) and the one the editor moves it to (16 November). */
const BETWEEN_ENDS = '2025-11-12T12:00:00.000Z';
let standIn: StandIn;
let studio: StudioServer;
let site: ControlledSite;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // The run's one `sanity build` (about half a minute on these machines; made by the first spec to ask) besides
  // the stand-in's start.
  test.setTimeout(180_000);
  mkdirSync(outDir, { recursive: true });
  standIn = await startSanityStandIn(path.resolve('content/dataset/data.ndjson'), {
    systemFields: true,
    https: true,
    webhook: { origin: siteOrigin, secret: WEBHOOK_SECRET, now: () => site.now() },
  });
  if (!standIn.httpsUrl) throw new Error('the stand-in was asked for HTTPS');
  // An editor tied UK Flagship Bumblebee's promotion price to the Halloween schedule before this test: moving
  // the schedule moves the price with it. (Published before the site starts: its webhook reaches no one.)
  const bumblebee = stored('product-uk-flagshipBumblebee');
  await standIn.publish({
    ...bumblebee,
    activityPrice: 999,
    activityTime: { _type: 'activation', schedule: { _type: 'reference', _ref: SCHEDULE }, stages: [1] },
  });
  studio = await serveStudio(await testStudio(), { apiHost: standIn.httpsUrl, siteOrigin });
  // The site's clock runs in 2025 here, so its renders carry stage signatures below today's, which only this
  // spec's site makes (in the build's cache, which `next start` uses): a previous run's, made from content that
  // run changed, must not answer.
  const seeded = (JSON.parse(readFileSync('content/dataset/boundaries.json', 'utf8')) as { boundaries: number[] })
    .boundaries;
  const today = signatureAt(seeded, Date.now());
  removeRenders((signature) => signature < today);
  site = controlledSite(sitePort, {
    SANITY_PROJECT_ID: PROJECT_ID,
    SANITY_DATASET: 'production',
    SANITY_API_HOST: standIn.url,
    SANITY_API_READ_TOKEN: 'e2e-viewer-token',
    SANITY_REVALIDATE_SECRET: WEBHOOK_SECRET,
    STAGE_BOUNDARIES_FILE: path.join(outDir, 'boundaries.json'),
    PREVIEW_SECRET: '',
    // The Studio's Presentation tool frames the site's previews and its overlays link back to the Studio.
    STUDIO_ORIGIN: studio.origin,
  });
});

test.afterAll(async () => {
  // What the Studio asked of the stand-in and how it was answered: the record of which calls it makes, and of
  // those the stand-in leaves unanswered (404) because the Studio works without them.
  if (standIn) writeFileSync(path.join(outDir, 'stand-in-exchanges.json'), JSON.stringify(standIn.exchanges, null, 2));
  await site?.stop();
  await studio?.close();
  await standIn?.close();
});

/**
 * An editor's story: the time the test is allowed, and signed in as Sanity's Studio keeps a token login
 * (localStorage), and kept off every other host.
 */
async function asEditor(context: BrowserContext, timeout: number) {
  test.setTimeout(timeout);
  await context.addInitScript(([key, token]) => localStorage.setItem(key, JSON.stringify({ token })), [
    `__studio_auth_token_${PROJECT_ID}`,
    EDITOR_TOKEN,
  ] as const);
  // The Studio's page also calls Sanity's own CDNs (bridge script, font, version check): answered as Sanity
  // would, and any other host kept unreachable.
  await answerSanityHosts(context);
}

const stored = (id: string) => {
  const found = standIn.documents().find((d) => d._id === id);
  if (!found) throw new Error(`${id} is not in the stand-in`);
  return found;
};
const storedIfAny = (id: string) => standIn.documents().find((d) => d._id === id);

/** The webhooks the site has answered so far, by the type of the published document. */
const delivered = async (type: string) =>
  (await Promise.all(standIn.webhooks)).filter((w) => w.body._type === type).map((w) => w.reply);

/** The desk, and one of its lists opened (the Studio's first screen takes a while in a fresh browser). */
async function openDeskList(page: Page, name: string) {
  await page.goto(`${studio.origin}/structure`);
  await page.getByRole('link', { name }).click({ timeout: 30_000 });
}

/** A new page in the KR list, its path typed (the form's code loads on its first opening). */
async function newKrPage(page: Page, pagePath: string) {
  await openDeskList(page, 'KR · ko-KR');
  await page.getByRole('link', { name: 'Pages' }).click();
  await page.getByTestId('action-intent-button').last().click();
  await page.getByLabel('Path').fill(pagePath, { timeout: 20_000 });
}

/**
 * The site on the hosted backend draws its pictures from Sanity's image CDN; the stand-in answers the same
 * paths with the seeded assets.
 */
const imagesFromStandIn = (context: BrowserContext) =>
  context.route('https://cdn.sanity.io/images/**', (route) =>
    route.continue({ url: `${standIn.httpsUrl}${new URL(route.request().url()).pathname}` }),
  );

/** From the desk, UK Flagship Megatron's promotion price, typed as an editor types it (a draft). */
async function typeUkMegatronPromotionPrice(page: Page, price: string) {
  await openDeskList(page, 'UK · en-GB');
  await page.getByRole('link', { name: 'Products' }).click();
  await page.getByRole('link', { name: /Flagship Megatron/ }).click();
  await page.getByRole('tab', { name: 'Promotion' }).click({ timeout: 20_000 });
  const promotion = page.getByLabel('Promotion price');
  await promotion.fill(price);
  await promotion.press('Tab');
}

/** The UK home and Flagship Bumblebee as a shopper sees them: Halloween on (menu, countdown, price) or off. */
async function ukHalloween(page: Page, on: boolean) {
  await page.goto(`${site.origin}/uk`);
  await expect(page.getByTestId('countdown')).toHaveCount(on ? 1 : 0);
  const menuItem = page.locator('header nav').getByText('Halloween', { exact: false });
  if (on) await expect(menuItem.first()).toBeVisible();
  else await expect(menuItem).toHaveCount(0);
  await page.goto(`${site.origin}/uk/flagship-bumblebee`);
  await expect(page.getByTestId('price')).toHaveText(formatPrice('uk', on ? 999 : 1299));
}

/** The schedule's dates, in order: the form titles each "Stage N starts". */
const dateInput = (page: Page, index: number) => page.getByRole('textbox', { name: `Stage ${index + 1} starts` });

test('an editor moves the UK Halloween end; the timeline shows it and the site ends the sale then', async ({
  page,
  context,
  browser,
}) => {
  // The Studio's first start in a fresh browser parses some megabytes of script before it shows anything; the
  // site starts twice on its controlled clock (and up to three times more for the flip, see beforeBoundary).
  await asEditor(context, 240_000);
  const [start, end, newEnd] = ['2025-10-25T07:00:00.000Z', '2025-11-09T23:00:00.000Z', '2025-11-16T23:00:00.000Z'];
  expect(stored(SCHEDULE).timestamps).toEqual([start, end]);
  const shopper = await browser.newPage();

  await test.step('the site, three days after the sale ended', async () => {
    await site.startAt(BETWEEN_ENDS);
    await ukHalloween(shopper, false);
  });

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

  await test.step('the end date moves: a draft, which shoppers do not see', async () => {
    const input = dateInput(page, 1);
    await input.fill('2025-11-16 23:00');
    await input.press('Tab');
    await expect.poll(() => storedIfAny(`drafts.${SCHEDULE}`)?.timestamps).toEqual([start, newEnd]);
    // "Saved" once the stand-in's listener has told the Studio of its own edit.
    await expect(page.getByText('Saved')).toBeVisible();
    expect(stored(SCHEDULE).timestamps).toEqual([start, end]);
    await page.screenshot({ path: path.join(outDir, 'schedule-zones.png') });
    expect(await delivered('schedule')).toEqual([]);
    await ukHalloween(shopper, false);
  });

  await test.step('publish: the webhook brings the sale back on the site', async () => {
    await page.getByTestId('action-publish').click();
    await expect(page.getByText('Halloween (UK) was published')).toBeVisible();
    await expect.poll(() => storedIfAny(`drafts.${SCHEDULE}`)).toBeUndefined();
    expect(stored(SCHEDULE)).toMatchObject({ _type: 'schedule', regions: ['uk'], timestamps: [start, newEnd] });
    await expect.poll(async () => (await delivered('schedule')).length).toBe(1);
    expect(await delivered('schedule')).toEqual([expect.objectContaining({ code: 2000 })]);
    await ukHalloween(shopper, true);
    // The countdown counts to the new end: a little under four days and eleven hours after midday on the 12th
    // (before this change it counted to the old end, and stood at zero).
    await shopper.goto(`${site.origin}/uk`);
    await expect(shopper.getByTestId('countdown').getByRole('timer')).toContainText(/04\s*Days\s*10\s*Hours/);
  });

  await test.step('the price tied to the schedule names the dates of its stage, in London time', async () => {
    await page.goto(`${studio.origin}/structure`);
    await page.getByRole('link', { name: 'UK · en-GB' }).click({ timeout: 30_000 });
    await page.getByRole('link', { name: 'Products' }).click();
    await page.getByRole('link', { name: /Flagship Bumblebee/ }).click();
    await page.getByRole('tab', { name: 'Promotion' }).click({ timeout: 20_000 });
    // Stage 1 of the schedule as just published: from its first date to its new second one.
    const dates = page.getByTestId('stage-dates');
    await expect(dates).toContainText(/Stage 1: Oct 25, 2025, 8:00\sAM – Nov 16, 2025, 11:00\sPM/, { timeout: 20_000 });
    await expect(dates).toContainText('Time zone: Europe/London (UK)');
    await dates.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(outDir, 'stage-dates.png') });
  });

  await test.step('the promotion timeline shows the new end, in London time', async () => {
    await page.goto(`${studio.origin}/promotion-timeline`);
    await expect(page.getByRole('heading', { name: 'Promotion timeline' })).toBeVisible({ timeout: 30_000 });
    await page.getByLabel('Region').selectOption('uk');
    // Every UK Halloween item (menu item, countdown, the price tied to the schedule) now ends on 16 November,
    // 23:00 GMT; none ends on the 9th any more.
    for (const item of [
      'UK · Menu: Halloween Sale',
      'UK · Countdown: Halloween Sale ends in',
      'UK · Flagship Bumblebee promotion price',
    ])
      await expect(page.getByRole('row').filter({ hasText: item }).getByTestId('periods')).toHaveText(
        'Stage 1: 25 Oct 2025, 08:00 → 16 Nov 2025, 23:00 Europe/London',
      );
    await expect(page.getByText('9 Nov 2025, 23:00 Europe/London')).toHaveCount(0);
    // What changes at an hour before the new end, against now (after it): the sale is on again then.
    await page.getByLabel('Instant (Europe/London)').fill('2025-11-16T22:00');
    await expect(page.getByTestId('changes-summary')).toContainText('between now and 16 Nov 2025, 22:00 Europe/London');
    for (const what of ['countdown “Halloween Sale ends in”', 'menu, item “Halloween Sale”'])
      await expect(page.getByTestId('changes').getByRole('row').filter({ hasText: what })).toHaveText(
        new RegExp(`^UK\\s*${what}\\s*hidden\\s*shown\\s*every uk page$`),
      );
    await page.screenshot({ path: path.join(outDir, 'timeline.png'), fullPage: true });
  });

  await test.step('the sale ends at the new instant', async () => {
    await site.beforeBoundary(newEnd, async () => {
      await ukHalloween(shopper, true);
      await shopper.goto(`${site.origin}/uk`);
      await expect(shopper.getByTestId('countdown').getByRole('timer')).toContainText(
        /00\s*Days\s*00\s*Hours\s*00\s*Minutes/,
      );
    });
    await site.untilPast(newEnd);
    await ukHalloween(shopper, false);
  });
  await shopper.close();
});

test('an editor previews a draft price at a chosen instant; shoppers keep the published one', async ({
  page,
  context,
  browser,
}) => {
  await asEditor(context, 150_000);
  const published = stored(UK_MEGATRON);
  const shopper = await browser.newPage();
  const productPage = `${site.origin}/uk/flagship-megatron`;
  await site.startAt(BETWEEN_ENDS);

  await test.step('a new promotion price, as a draft', async () => {
    await typeUkMegatronPromotionPrice(page, '1099');
    await expect.poll(() => storedIfAny(`drafts.${UK_MEGATRON}`)?.activityPrice).toBe(1099);
    await expect(page.getByText('Saved')).toBeVisible();
  });

  await test.step('Preview at… a chosen instant, in the region’s zone', async () => {
    await page.getByTestId('action-menu-button').click();
    await page.getByRole('menuitem', { name: 'Preview at…' }).click();
    const when = page.getByLabel('Date and time (Europe/London)');
    await when.fill('2025-11-12T12:00:00');
    // The dialog fades in: the guide's picture waits until it has (the document behind showed through).
    await when.evaluate(() =>
      Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))),
    );
    await page.screenshot({ path: path.join(outDir, 'preview-at.png') });
    // So the preview an editor is shown (and the guide's screenshot) has its pictures.
    await imagesFromStandIn(context);
    const [preview] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('button', { name: 'Open preview' }).click(),
    ]);
    // The instant the editor typed, in the zone they typed it in. The bar first, then the address: Playwright can
    // miss the end of a popup's first navigation (toHaveURL then waits on it for good); the page itself knows.
    await expect(preview.getByRole('status').filter({ hasText: 'Preview at' })).toContainText(
      'Preview at 12 Nov 2025, 12:00:00 (Europe/London)',
      { timeout: 20_000 },
    );
    expect(await preview.evaluate(() => location.pathname)).toBe('/uk/flagship-megatron');
    await expect(preview.getByTestId('price')).toHaveText(formatPrice('uk', 1099));
    // The countdown runs from the chosen instant (the sale now ends on 16 November, 23:00): about 4 days 11 hours
    // left, still after it has ticked five seconds in the browser, never the real clock's 00:00:00:00.
    const timer = preview.getByTestId('countdown').getByRole('timer');
    await expect(timer).toContainText(/04\s*Days\s*1[01]\s*Hours/);
    const seconds = async () => {
      const [d = 0, h = 0, m = 0, sec = 0] = (await timer.locator('strong').allTextContents()).map(Number);
      return ((d * 24 + h) * 60 + m) * 60 + sec;
    };
    const first = await seconds();
    await expect.poll(seconds, { timeout: 30_000 }).toBeLessThanOrEqual(first - 5);
    await expect(timer).toContainText(/04\s*Days\s*1[01]\s*Hours/);
    const picture = preview.locator('main img').first();
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    // The page has scrolled to the product (SPEC §2.4); the guide's picture shows the preview bar above it.
    await preview.evaluate(() => window.scrollTo(0, 0));
    await preview.screenshot({ path: path.join(outDir, 'preview-draft.png') });
  });

  await test.step('shoppers still see the published price', async () => {
    await shopper.goto(productPage);
    await expect(shopper.getByTestId('price')).toHaveText(formatPrice('uk', published.activityPrice as number));
    expect(stored(UK_MEGATRON).activityPrice).toBe(published.activityPrice);
  });
  await shopper.close();
});

test('what validation refuses: a promotion above the list price, a schedule that runs backwards', async ({
  page,
  context,
}) => {
  // Two documents opened, each the first time in this browser (the Studio loads their form code then).
  await asEditor(context, 150_000);
  const published = { ...stored(UK_MEGATRON) };

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
    await typeUkMegatronPromotionPrice(page, '1500');
    await refused(
      'The promotion price (1500) must be lower than the list price (1299), or shoppers would see no saving.',
    );
    // The message as an editor reads it, in the document's list of validation issues.
    await page.getByRole('button', { name: /validation/i }).click();
    await expect(page.getByRole('complementary').getByText(/must be lower than the list price/)).toBeVisible();
    await page.screenshot({ path: path.join(outDir, 'refused-price.png') });
    // Refused means not published: shoppers keep the price they had.
    expect(stored(UK_MEGATRON)).toMatchObject({ price: published.price, activityPrice: published.activityPrice });
  });

  await test.step('a schedule whose second date comes before its first', async () => {
    await openDeskList(page, 'Schedules');
    await page.getByRole('link', { name: /Halloween \(US\)/ }).click();
    const second = dateInput(page, 1);
    await expect(second).toBeVisible({ timeout: 20_000 });
    await second.fill('2025-01-01 00:00');
    await second.press('Tab');
    // Both dates named as the editor typed and reads them: in the schedule's zone (the US's), whatever the browser's.
    await refused(
      "Date 2 (1 Jan 2025, 00:00 America/Los_Angeles) must come after date 1 (25 Oct 2025, 00:00 America/Los_Angeles): a schedule's dates run forward in time.",
    );
  });

  await test.step('removing toy-revolution dates that banners still wait for', async () => {
    // An editor's draft of the schedule with its last two dates gone (as the Studio saves one: a draft beside it).
    const schedule = stored('schedule-toy-revolution');
    const timestamps = schedule.timestamps as string[];
    await standIn.publish({ ...schedule, _id: 'drafts.schedule-toy-revolution', timestamps: timestamps.slice(0, 3) });
    await openDeskList(page, 'Schedules');
    await page.getByRole('link', { name: /Toy revolution/ }).click();
    await expect(dateInput(page, 2)).toBeVisible({ timeout: 20_000 });
    await expect(dateInput(page, 3)).toHaveCount(0);
    // Every banner still showing in stage 4 is named, and nothing is published.
    await refused('would wait for a stage that never comes');
    await page.screenshot({ path: path.join(outDir, 'refused-schedule.png') });
    expect(stored('schedule-toy-revolution').timestamps).toHaveLength(5);
    // The editor thinks better of it: the draft is discarded, and the five dates are back.
    await page.getByTestId('action-menu-button').click();
    await page.getByRole('menuitem', { name: /Discard changes/ }).click();
    await page
      .getByRole('button', { name: /Discard/ })
      .last()
      .click();
    await expect.poll(() => storedIfAny('drafts.schedule-toy-revolution')).toBeUndefined();
    await expect(dateInput(page, 4)).toBeVisible();
  });

  await test.step('a second KR page at a path another KR page has', async () => {
    await newKrPage(page, 'manuals');
    await page.getByLabel('Path').press('Tab');
    await refused('Another page of this region already has this path');
  });
});

test('Presentation: an editor clicks a price on the page, lands in its field, and the preview follows typing', async ({
  page,
  context,
}) => {
  await asEditor(context, 150_000);
  // Whatever earlier stories left in its draft, the editor starts from a promotion below the list price, which
  // is the price the page shows (a refused 1500 would leave the list price shown, and the click on its field).
  await standIn.publish({ ...stored(UK_MEGATRON), _id: `drafts.${UK_MEGATRON}`, activityPrice: 1099 });
  await site.startAt(BETWEEN_ENDS);
  await imagesFromStandIn(context);
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });

  await test.step('the page in Presentation, in draft mode, with overlays', async () => {
    await page.goto(`${studio.origin}/presentation?preview=${encodeURIComponent('/uk/flagship-megatron')}`);
    const preview = page.frameLocator('iframe').first();
    await expect(preview.getByTestId('price')).toBeVisible({ timeout: 30_000 });
    await expect(preview.getByRole('status').filter({ hasText: 'Preview at' })).toBeVisible();
    // The price block names its field for the overlay; text carries stega markers (never in <title>).
    await expect(preview.locator('[data-sanity]').first()).toBeAttached();
    await page.screenshot({ path: path.join(outDir, 'presentation.png') });
  });

  await test.step('a click on the price opens that field of UK Flagship Megatron', async () => {
    const preview = page.frameLocator('iframe').first();
    // Overlays come on once the page and the Studio have shaken hands: until then a click is the page's own.
    await expect(async () => {
      await preview.getByTestId('price').hover();
      await preview.getByTestId('price').click();
      await expect(page.getByLabel('Promotion price')).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 45_000 });
    // That field of that document: UK Flagship Megatron's promotion price, with the value the page shows.
    await expect(page.getByLabel('Promotion price')).toHaveValue('1099');
    await expect(page.getByRole('heading', { name: 'Flagship Megatron' }).first()).toBeVisible();
    await page.screenshot({ path: path.join(outDir, 'presentation-clicked.png') });
  });

  await test.step('typing a price: the preview changes before anything is published', async () => {
    const field = page.getByLabel('Promotion price');
    await field.fill('1049');
    await field.press('Tab');
    await expect.poll(() => storedIfAny(`drafts.${UK_MEGATRON}`)?.activityPrice).toBe(1049);
    await expect(page.frameLocator('iframe').first().getByTestId('price')).toHaveText(formatPrice('uk', 1049), {
      timeout: 30_000,
    });
    expect(stored(UK_MEGATRON).activityPrice).not.toBe(1049);
    await page.screenshot({ path: path.join(outDir, 'presentation-typed.png') });
  });
  // The site's preview must not fail in the frame (its policy, its scripts).
  expect(consoleErrors.filter((text) => /Content Security Policy|Refused to frame/.test(text))).toEqual([]);
});

test('an editor makes a where-to-buy page in KR: the site serves it with its retailers, no deploy', async ({
  page,
  context,
  browser,
}) => {
  await asEditor(context, 150_000);
  const shopper = await browser.newPage();
  const url = `${site.origin}/kr/where-to-buy`;
  await site.startAt(BETWEEN_ENDS);
  expect((await shopper.goto(url))?.status()).toBe(404);

  await test.step('a new page in the KR list, its region filled in', async () => {
    await newKrPage(page, 'where-to-buy');
    await page.getByLabel('Heading').fill('구매처');
    await page.getByRole('tab', { name: 'Search & sharing' }).click();
    await page.getByLabel('Browser title').fill('구매처 | Roboshift');
    await page.getByRole('tab', { name: 'Content' }).click();
    await page.getByRole('button', { name: 'Add item...' }).click();
    await page.getByRole('menuitem', { name: 'Retailers list' }).click();
    // The new item opens in a dialog of its own (its optional heading): left empty, and closed with its own
    // close button, as an editor would (an Escape is lost when focus has not reached the dialog: CI saw it stay).
    const itemDialog = page.getByTestId('document-panel-portal').getByRole('dialog');
    await itemDialog.getByRole('button', { name: /close/i }).click();
    await expect(itemDialog).toHaveCount(0);
    await expect
      .poll(() => standIn.documents().find((d) => d._id.startsWith('drafts.') && d.path === 'where-to-buy'))
      .toMatchObject({
        _type: 'page',
        region: 'kr',
        sections: [expect.objectContaining({ _type: 'retailersSection' })],
      });
    await expect(page.getByText('Saved')).toBeVisible();
    await page.screenshot({ path: path.join(outDir, 'new-page.png') });
  });

  await test.step('published: the webhook for KR pages, and the page is there', async () => {
    // Publish refuses with a "Validation errors" toast while the Studio still validates the page's last edits (its
    // path's uniqueness is a query to the API): an editor presses it again, until the page was published.
    await expect(async () => {
      if (await page.getByTestId('action-publish').isEnabled()) await page.getByTestId('action-publish').click();
      await expect(page.getByText(/was published/)).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 40_000 });
    await expect.poll(async () => (await delivered('page')).length).toBe(1);
    expect(await delivered('page')).toEqual([expect.objectContaining({ code: 2000 })]);
    await expect.poll(async () => (await shopper.goto(url))?.status()).toBe(200);
    await expect(shopper.getByRole('heading', { level: 1 })).toHaveText('구매처');
    for (const retailer of ['하비스테이션 용산점', '토이캐슬 판교', '로봇갤러리 서면'])
      await expect(shopper.getByRole('heading', { name: retailer })).toBeVisible();
    await expect(shopper).toHaveTitle(/구매처/);
  });
  await shopper.close();
});

test('a Content Release in fr: a price and a banner put in it, previewed in Presentation at an instant, then run', async ({
  page,
  context,
}) => {
  await asEditor(context, 240_000);
  await site.startAt(BETWEEN_ENDS);
  await imagesFromStandIn(context);
  const PRODUCT = 'product-fr-flagshipBumblebee';
  const BANNER = 'textBanner-fr-toy-revolution';
  const label = 'Black Friday : la révolution du jouet à prix cassé.';
  const release = await createRelease(page, studio.origin, 'Black Friday FR', standIn.documents);

  await test.step('a price and a banner put in the release', async () => {
    const product = { desk: 'FR · fr-FR', list: 'Products', document: /^Bumblebee Flagship/, id: PRODUCT };
    await addToRelease(page, studio.origin, release.id, product, standIn.documents);
    await page.getByRole('tab', { name: 'Price & stock', exact: true }).click();
    await typeInto(page, 'List price', '1199', () => storedIfAny(`versions.${release.id}.${PRODUCT}`)?.price, 1199);
    const banner = { desk: 'FR · fr-FR', list: 'Text banners', document: /La révolution du jouet/, id: BANNER };
    await addToRelease(page, studio.origin, release.id, banner, standIn.documents);
    await typeInto(page, 'Text', label, () => storedIfAny(`versions.${release.id}.${BANNER}`)?.label, label);
  });

  await test.step('previewed in Presentation through the release, at an instant the banner shows', async () => {
    const pagePath = encodeURIComponent('/fr/flagship-bumblebee');
    await page.goto(`${studio.origin}/presentation?perspective=${release.id}&preview=${pagePath}`);
    const preview = page.frameLocator('iframe').first();
    await expect(preview.getByTestId('price')).toBeVisible({ timeout: 30_000 });
    // The toy revolution's banner shows in its first four stages: a night in September 2025, Paris time.
    await preview.locator('#preview-instant').fill('2025-09-23T02:00:00');
    await preview.getByRole('button', { name: 'Afficher' }).click();
    await expect(preview.locator('.preview-bar time')).toHaveAttribute('datetime', '2025-09-23T00:00:00.000Z', {
      timeout: 30_000,
    });
    await expect(preview.getByTestId('price')).toHaveText(formatPrice('fr', 1199));
    await expect(preview.getByTestId('text-banner')).toContainText('Black Friday');
    // The guide's picture shows the bar and the banner above the product.
    await preview.locator('html').evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: path.join(outDir, 'presentation-release.png') });
  });
  // Shoppers see none of it before the release runs.
  const shopperHtml = await (await fetch(`${site.origin}/fr/flagship-bumblebee`)).text();
  expect(shopperHtml).not.toContain(formatPrice('fr', 1199));
  expect(shopperHtml).not.toContain(label);

  await test.step('the release run: both published together', async () => {
    await runRelease(page, release.page);
    await expect.poll(() => stored(PRODUCT).price).toBe(1199);
    expect(stored(BANNER).label).toBe(label);
    expect(storedIfAny(`versions.${release.id}.${PRODUCT}`)).toBeUndefined();
  });
});
