import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { cnHost } from '@showcase/schemas/hosts';
import { REGION_INFO, REGIONS } from '@showcase/schemas/regions';
import { catalogFor } from '../../web/lib/i18n/catalog';
import { expectScriptsAdmitted, violations, watchViolations } from '../support/csp';

/** The same build, started with a dataset folder that does not exist. */
const port = Number(process.env.E2E_BROKEN_PORT ?? 3211);
let server: ChildProcess;
// One broken server for the file: its tests run in one worker, in order.
test.describe.configure({ mode: 'serial' });
let log = '';

test.beforeAll(async () => {
  server = spawn('npx', ['next', 'start', '-p', String(port)], {
    cwd: path.resolve('web'),
    env: {
      ...process.env,
      CONTENT_DATASET_DIR: path.resolve('test-results/no-such-dataset'),
      NEXT_TELEMETRY_DISABLED: '1',
    },
    detached: true,
  });
  server.stdout?.on('data', (chunk) => {
    log += chunk;
  });
  server.stderr?.on('data', (chunk) => {
    log += chunk;
  });
  for (let i = 0; i < 100 && !log.includes('Ready'); i++) await new Promise((r) => setTimeout(r, 200));
});

test.afterAll(() => {
  if (server.pid) process.kill(-server.pid, 'SIGTERM');
});

test('a missing dataset: the visitor gets a friendly localized page, the log names the file and the fix', async ({
  page,
}) => {
  await watchViolations(page);
  // A policy the client sends in its own request is replaced, never echoed into the answer.
  await page.setExtraHTTPHeaders({ 'content-security-policy': "script-src 'nonce-chosen-by-client'" });
  const response = await page.goto(`http://localhost:${port}/fr/not-prerendered-page`);
  expect(response?.status()).toBe(503);
  expect(response?.headers()['retry-after']).toBe('30');
  await expect(page.getByRole('heading', { name: 'Nous revenons tout de suite' })).toBeVisible();
  // The page Next renders for this request carries one policy, naming the nonce its scripts carry, and hydrates.
  const policies = (await response?.headersArray())?.filter((h) => h.name.toLowerCase() === 'content-security-policy');
  expect(policies).toHaveLength(1);
  const policy = policies?.[0]?.value ?? '';
  expect(policy).not.toContain('chosen-by-client');
  expectScriptsAdmitted((await response?.text()) ?? '', policy);
  await page.waitForFunction(() => Boolean((window as unknown as { next?: unknown }).next));
  expect(await violations(page)).toEqual([]);
  await expect(page.locator('body')).not.toContainText('ContentUnavailableError');
  await expect(page.locator('body')).not.toContainText('data.ndjson');
  expect(log).toContain('no-such-dataset/data.ndjson is missing. Rebuild it with: npm run content:seed');
});

for (const region of REGIONS)
  test(`${region}: the content outage page in ${REGION_INFO[region].locale}`, async ({ page }) => {
    const { site } = catalogFor(REGION_INFO[region].locale);
    const url = region === 'cn' ? `http://${cnHost()}:${port}/any-page` : `http://localhost:${port}/${region}/any-page`;
    const response = await page.goto(url);
    expect(response?.status()).toBe(503);
    await expect(page.locator('html')).toHaveAttribute('lang', REGION_INFO[region].hreflang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.unavailableTitle);
    await expect(page.getByText(site.unavailableBody)).toBeVisible();
    await expect(page.getByRole('button', { name: site.retry })).toBeVisible();
  });
