/**
 * A publish on the embedded backend: its signed webhook raises the content's revision, so every stored page renders
 * anew on its next request, and a page stored before a publish is not served after a restart either (the revision
 * is kept in the boundaries file beside the dataset: web/cache/stored-page.ts). Its own server on a copy of the
 * dataset, which the test edits as `npm run content:seed` would.
 */
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { type NextServer, startNext } from '../../scripts/lib/next-server';
import { sendWebhook } from '../support/sanity-standin';

const port = Number(process.env.E2E_PUBLISH_PORT ?? 3227);
const webhookSecret = 'e2e-embedded-webhook-secret';
const dir = path.resolve('test-results/published-dataset');
const env = {
  CONTENT_DATASET_DIR: dir,
  SANITY_REVALIDATE_SECRET: webhookSecret,
  PREVIEW_SECRET: '',
  ACCOUNT_DATA_DIR: path.resolve('test-results', `accounts-publish-${Date.now()}`),
};
let server: NextServer;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  cpSync(path.resolve('content/dataset'), dir, { recursive: true });
  rmSync(path.join(dir, 'cache'), { recursive: true, force: true });
  server = await startNext(port, env);
});

test.afterAll(async () => {
  await server?.stop();
});

/** Gives the first US FAQ question new words in the dataset file, as a seed of edited content would. */
function editFaq(question: string) {
  const file = path.join(dir, 'data.ndjson');
  const lines = readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => {
      if (!line.startsWith('{"_id":"faqEntry-us-1"')) return line;
      return JSON.stringify({ ...(JSON.parse(line) as Record<string, unknown>), question });
    });
  writeFileSync(file, lines.join('\n'));
}

const get = async (request: import('@playwright/test').APIRequestContext, pathname: string) => {
  const response = await request.get(`${server.origin}${pathname}`);
  expect(response.status()).toBe(200);
  return { cache: response.headers()['x-nextjs-cache'], html: await response.text() };
};

test('a signed publish re-renders every page once, at once, then serves each from the cache', async ({ request }) => {
  test.setTimeout(90_000);
  for (const warm of ['/us/faq', '/us/where-to-buy']) {
    await get(request, warm);
    expect((await get(request, warm)).cache).toBe('HIT');
  }
  const published = `Is this answer published? (${Date.now()})`;
  editFaq(published);
  // Not published yet: the stored page answers.
  const before = await get(request, '/us/faq');
  expect(before.cache).toBe('HIT');
  expect(before.html).not.toContain(published);

  const reply = await sendWebhook(server.origin, { _type: 'faqEntry', region: 'us' }, webhookSecret);
  expect(reply.code).toBe(2000);
  expect(reply.data.revision).toBeGreaterThan(0);
  const after = await get(request, '/us/faq');
  expect(after.cache).not.toBe('HIT');
  expect(after.html).toContain(published);
  // The new render is what is stored now.
  const again = await get(request, '/us/faq');
  expect(again.cache).toBe('HIT');
  expect(again.html).toContain(published);
  // Every other page too renders once after the publish, then is stored again.
  expect((await get(request, '/us/where-to-buy')).cache).not.toBe('HIT');
  expect((await get(request, '/us/where-to-buy')).cache).toBe('HIT');
});

test('a page stored before a publish is not served after a restart', async ({ request }) => {
  // Two server starts (up to 10 s each on a busy machine).
  test.setTimeout(90_000);
  await get(request, '/us/faq');
  expect((await get(request, '/us/faq')).cache).toBe('HIT');
  const published = `Published just before a restart? (${Date.now()})`;
  editFaq(published);
  const reply = await sendWebhook(server.origin, { _type: 'faqEntry', region: 'us' }, webhookSecret);
  expect(reply.code).toBe(2000);
  // Nobody asks for the page before the server restarts: the copy on disk is still the one before the publish.
  await server.stop();
  server = await startNext(port, env);
  const after = await get(request, '/us/faq');
  expect(after.cache).not.toBe('HIT');
  expect(after.html).toContain(published);
});

test('a replayed webhook is refused and revalidates nothing', async ({ request }) => {
  await get(request, '/us/faq');
  expect((await get(request, '/us/faq')).cache).toBe('HIT');
  const signedAt = Date.now();
  const first = await sendWebhook(server.origin, { _type: 'faqEntry', region: 'us' }, webhookSecret, signedAt);
  expect(first.code).toBe(2000);
  await get(request, '/us/faq');
  expect((await get(request, '/us/faq')).cache).toBe('HIT');
  // The same delivery again, byte for byte, within its five minutes.
  const replay = await sendWebhook(server.origin, { _type: 'faqEntry', region: 'us' }, webhookSecret, signedAt);
  expect(replay.code).toBe(4003);
  expect((await get(request, '/us/faq')).cache).toBe('HIT');
});
