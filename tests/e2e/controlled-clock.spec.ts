/**
 * The stage evaluator drives what a page shows, checked in a real browser on a controlled clock:
 * the built site runs under Debian's faketime, started two seconds before a documented boundary.
 * Each check forces a fresh render (Next's on-demand revalidation header), so this proves the
 * rendering at each instant; serving cached pages across a boundary is the exact-flip work of issue 4.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';

const port = Number(process.env.E2E_CLOCK_PORT ?? 3213);
const origin = `http://localhost:${port}`;
const previewId = () =>
  (
    JSON.parse(readFileSync(path.resolve('web/.next/prerender-manifest.json'), 'utf8')) as {
      preview: { previewModeId: string };
    }
  ).preview.previewModeId;

let server: ChildProcess | undefined;

async function startAt(instant: string) {
  const clock = `@${instant.replace('T', ' ').replace(/(\.\d+)?Z$/, '')}`;
  server = spawn('faketime', ['-f', clock, 'npx', 'next', 'start', '-p', String(port)], {
    cwd: path.resolve('web'),
    env: { ...process.env, TZ: 'UTC', NEXT_TELEMETRY_DISABLED: '1' },
    detached: true,
    stdio: 'ignore',
  });
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${origin}/ssr/timestamp`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the faketime server did not start');
}

test.afterEach(() => {
  if (server?.pid) process.kill(-server.pid, 'SIGTERM');
  server = undefined;
});

async function visit(page: Page, request: APIRequestContext, url: string) {
  await request.get(`${origin}${url}`, { headers: { 'x-prerender-revalidate': previewId() } });
  await page.goto(`${origin}${url}`);
}

const untilPast = async (instant: string) => {
  const serverNow = async () =>
    ((await (await fetch(`${origin}/ssr/timestamp`)).json()) as { data: { timestamp: number } }).data.timestamp;
  while ((await serverNow()) < Date.parse(instant) + 50) await new Promise((r) => setTimeout(r, 100));
};

test.describe.configure({ mode: 'serial' });

test('US Halloween start: nav item, countdown and home title appear at 2025-10-25 15:00 +08:00', async ({
  page,
  request,
}) => {
  const boundary = '2025-10-25T07:00:00.000Z';
  await startAt('2025-10-25T06:59:57Z');
  const clock = (await (await fetch(`${origin}/ssr/timestamp`)).json()) as {
    code: number;
    data: { timestamp: number };
  };
  expect(clock.code).toBe(2000);
  expect(clock.data.timestamp).toBeLessThan(Date.parse(boundary));
  await visit(page, request, '/us');
  await expect(page.getByTestId('countdown')).toHaveCount(0);
  await expect(page.locator('header').getByText('Halloween', { exact: false })).toHaveCount(0);
  await expect(page).not.toHaveTitle(/Halloween/);

  await untilPast(boundary);
  await visit(page, request, '/us');
  await expect(page.getByTestId('countdown')).toBeVisible();
  await expect(page.getByTestId('countdown').getByRole('link')).toHaveAttribute('href', /collections\/halloween/);
  await expect(page.locator('header nav').getByText('Halloween', { exact: false }).first()).toBeVisible();
  await expect(page).toHaveTitle(/Halloween/);
  await expect(page.getByTestId('home-offer')).toContainText('$278');
});

test('US Halloween end: everything Halloween is gone at 2025-11-01 15:00 +08:00', async ({ page, request }) => {
  const boundary = '2025-11-01T07:00:00.000Z';
  await startAt('2025-11-01T06:59:57Z');
  await visit(page, request, '/us');
  await expect(page.getByTestId('countdown')).toBeVisible();
  // The countdown counts the seconds left to its own end, on the server's clock.
  await expect(page.getByTestId('countdown').getByRole('timer')).toContainText(/00\s*Days\s*00\s*Hours\s*00\s*Minutes/);
  await untilPast(boundary);
  await visit(page, request, '/us');
  await expect(page.getByTestId('countdown')).toHaveCount(0);
  await expect(page).not.toHaveTitle(/Halloween/);
});

test('toy revolution: the banner shows in stage 4 and is gone in stage 5', async ({ page, request }) => {
  const boundary = '2025-09-24T16:00:00.000Z';
  await startAt('2025-09-24T15:59:57Z');
  await visit(page, request, '/jp');
  await expect(page.getByTestId('text-banner')).toContainText('10月10日');
  await untilPast(boundary);
  await visit(page, request, '/jp');
  await expect(page.getByTestId('text-banner')).toHaveCount(0);
});

test('UK Megatron presale price starts at 2025-09-22 08:00 +08:00', async ({ page, request }) => {
  const boundary = '2025-09-22T00:00:00.000Z';
  await startAt('2025-09-21T23:59:57Z');
  await visit(page, request, '/uk/flagship-megatron');
  await expect(page.getByTestId('price')).toHaveText('£1,299');
  await expect(page.getByTestId('list-price')).toHaveCount(0);
  await untilPast(boundary);
  await visit(page, request, '/uk/flagship-megatron');
  await expect(page.getByTestId('price')).toHaveText('£1,169');
  await expect(page.getByTestId('list-price')).toHaveText('£1,299');
});
