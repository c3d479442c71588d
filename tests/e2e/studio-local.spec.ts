/**
 * `npm run studio` beside the site, as a newcomer runs them: the script itself (its content API and its Studio)
 * and a site on a copy of the dataset with the secret they share. The Studio opens with no token (the trial's
 * one editor), a price is published and the site shows it; the dataset file holds it, and so does the Studio
 * after the script restarts. The Studio is the run's build (STUDIO_BUILD_DIR): the script builds nothing.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { formatPrice } from '@showcase/schemas/regions';
import { type NextServer, startNext } from '../../scripts/lib/next-server';
import { answerSanityHosts } from '../support/sanity-standin/sanity-hosts';
import { testStudio } from '../support/studio';
import { typeInto } from '../support/studio-editor';

const dir = path.resolve('test-results/local-trial-dataset');
const [sitePort, studioPort, apiPort] = [3361, 3362, 3363];
const secret = 'e2e-local-trial-webhook-secret';
const PRODUCT = 'product-uk-flagshipBumblebee';
let site: NextServer;
let trial: { process: ChildProcess; output: string[] } | undefined;

test.describe.configure({ mode: 'serial' });

/** `npm run studio`'s script, started and ready (it has printed the Studio's address). */
async function startTrial() {
  const child = spawn('npx', ['--no-install', 'tsx', 'scripts/studio.ts'], {
    env: {
      ...process.env,
      CONTENT_DATASET_DIR: dir,
      SITE_ORIGIN: site.origin,
      STUDIO_PORT: String(studioPort),
      CONTENT_API_PORT: String(apiPort),
      STUDIO_BUILD_DIR: await testStudio(),
      SANITY_REVALIDATE_SECRET: secret,
    },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  await new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output.push(chunk.toString());
      if (output.join('').includes('content        ')) resolve();
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.on('exit', (code) => reject(new Error(`npm run studio exited ${code}:\n${output.join('')}`)));
  });
  trial = { process: child, output };
}

async function stopTrial() {
  const child = trial?.process;
  if (!child?.pid || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid, 'SIGTERM');
  await exited;
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  rmSync(dir, { recursive: true, force: true });
  cpSync(path.resolve('content/dataset'), dir, { recursive: true });
  rmSync(path.join(dir, 'cache'), { recursive: true, force: true });
  site = await startNext(sitePort, {
    CONTENT_DATASET_DIR: dir,
    SANITY_REVALIDATE_SECRET: secret,
    PREVIEW_SECRET: '',
    ACCOUNT_DATA_DIR: path.resolve('test-results', `accounts-local-trial-${Date.now()}`),
  });
  await startTrial();
});

test.afterAll(async () => {
  await stopTrial();
  await site?.stop();
});

/** The document as the dataset file holds it now. */
const written = (id: string) =>
  readFileSync(path.join(dir, 'data.ndjson'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { _id: string; price?: number })
    .find((document) => document._id === id);

/** From the desk, UK Flagship Bumblebee's list price. */
async function openBumblebee(page: Page) {
  await page.goto(`http://localhost:${studioPort}/structure`);
  await page.getByRole('link', { name: 'UK · en-GB' }).click({ timeout: 60_000 });
  await page.getByRole('link', { name: 'Products' }).click();
  await page.getByRole('link', { name: /^Flagship Bumblebee/ }).click();
  await page.getByRole('tab', { name: 'Price & stock', exact: true }).click({ timeout: 20_000 });
}

test('the script says it is a local trial; its API walks a browser through both its names to the Studio', async ({
  page,
  context,
}) => {
  const output = trial?.output.join('') ?? '';
  expect(output).toContain('a local trial, never production');
  expect(output).toContain(`content API    https://localhost:${apiPort}`);
  await answerSanityHosts(context);
  const hosts: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest()) hosts.push(new URL(request.url()).host);
  });
  await page.goto(`https://localhost:${apiPort}/`);
  await expect(page).toHaveURL(new RegExp(`^http://localhost:${studioPort}/`));
  expect(hosts.slice(0, 3)).toEqual([
    `localhost:${apiPort}`,
    `standin.localhost:${apiPort}`,
    `localhost:${studioPort}`,
  ]);
  // Signed in with no token: the trial's one editor.
  await expect(page.getByRole('link', { name: 'UK · en-GB' })).toBeVisible({ timeout: 60_000 });
});

test('a price published in the Studio reaches the site, the dataset file, and the Studio after a restart', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const shopper = await context.newPage();
  await shopper.goto(`${site.origin}/uk/flagship-bumblebee`);
  await expect(shopper.getByTestId('price')).toHaveText(formatPrice('uk', 1299));

  await answerSanityHosts(context);
  await openBumblebee(page);
  await typeInto(page, 'List price', '1249', () => written(`drafts.${PRODUCT}`)?.price, 1249);
  // Launches are releases here: a draft's own "Schedule publish" (Sanity's scheduled drafts) is not offered.
  await page.getByTestId('action-menu-button').last().click();
  await expect(page.getByRole('menuitem', { name: 'Discard changes' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: /Schedule/ })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.getByTestId('action-publish').click();
  await expect.poll(() => written(PRODUCT)?.price, { timeout: 20_000 }).toBe(1249);
  expect(written(`drafts.${PRODUCT}`)).toBeUndefined();

  await expect
    .poll(
      async () => {
        await shopper.reload();
        return shopper.getByTestId('price').textContent();
      },
      { timeout: 20_000 },
    )
    .toBe(formatPrice('uk', 1249));
  expect(trial?.output.join('')).toContain('published a product');

  await stopTrial();
  await startTrial();
  await openBumblebee(page);
  await expect(page.getByLabel('List price', { exact: true })).toHaveValue('1249');
});
