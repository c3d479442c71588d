import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/support/chromium';

/**
 * Browser tests run Debian's Chromium (no Playwright browser download is possible here) against
 * the production build served by `next start`, never the dev server.
 */
const port = Number(process.env.E2E_PORT ?? 3210);
// Each run's accounts live in a folder of their own, so a second run never sees the first one's data.
// Set once here, in the runner; the workers inherit it.
process.env.E2E_ACCOUNT_DATA_DIR ??= path.resolve('test-results', `accounts-${Date.now()}`);
process.env.E2E_STUDIO_DIR ??= path.resolve('test-results', `studio-${Date.now()}`);
// The test servers mail to the outbox, where the tests read codes and links: a production start has none unless
// the operator opts in by name (production-safety.spec.ts starts one without it).
process.env.MAIL_OUTBOX ??= '1';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  // No second attempts: a test that passes only on a retry is a bug in the test or the product, found the day it
  // appears. Should someone add retries, a test that needed one still fails the run.
  retries: 0,
  failOnFlakyTests: true,
  // Upper bounds, never waits: a passing test takes what it takes. Generous, because a run on a busy machine
  // (two cores, a build or a second run beside it) takes two to three times as long as on a quiet one.
  timeout: 60_000,
  // scripts/test.sh runs one project per invocation, each with a report of its own (E2E_REPORT).
  reporter: [['list'], ['json', { outputFile: process.env.E2E_REPORT ?? 'test-results/e2e.json' }]],
  use: {
    baseURL: `http://localhost:${port}`,
    // The US new-user popup shows once per browser; tests other than its own start as a returning visitor.
    storageState: {
      cookies: [],
      origins: [port, 3213, 3214, 3215, 3216, 3219, 3224, 3225, 3226].map((p) => ({
        origin: `http://localhost:${p}`,
        localStorage: [{ name: 'us:newUserPopup', value: 'dismissed' }],
      })),
    },
    launchOptions: chromiumLaunchOptions,
  },
  // The order below is kept by `dependencies` when all run in one invocation (`npx playwright test`), where a
  // failure in one project skips the ones after it; `npm test` runs them one invocation each with --no-deps,
  // so every project always runs and reports (scripts/test.sh lists them again: add a new project there too).
  // Each project writes to a folder of its own: an invocation empties only the folders of the projects it runs,
  // so an earlier project's traces stay.
  projects: [
    // The other two serving paths (docs/ARCHITECTURE.md, "Request path") are proven where their answers are:
    // serving-paths.spec.ts compares Next's own server with `npm start`, tests/faults/topology.spec.ts runs nginx.
    { name: 'site', testIgnore: /(controlled-clock|hosted|studio(-[\w-]+)?)\.spec\.ts/ },
    // After the site: it renders pages at past instants into the build's shared ISR cache (its final renders are
    // all past their boundaries, as the real clock is), which the site's server must not meet. Beside hosted in
    // npm test: hosted removes only renders of future stages, and each keys by its own server's origins.
    { name: 'controlled-clock', testMatch: /controlled-clock\.spec\.ts/, dependencies: ['site'] },
    // Its own server on the hosted backend (a stand-in of Sanity's API).
    { name: 'hosted', testMatch: /hosted\.spec\.ts/, dependencies: ['controlled-clock'] },
    // The Studio against the stand-in of Sanity's API, with a Studio it builds for it. The stand-in's HTTPS has a
    // throwaway certificate; in UTC, a date typed into the Studio is that instant. Its files are serial groups,
    // handed to the two workers in name order: studio-editor (the longest) third, so both end together.
    {
      name: 'studio',
      testMatch: /studio(-[\w-]+)?\.spec\.ts/,
      dependencies: ['hosted'],
      use: { ignoreHTTPSErrors: true, timezoneId: 'UTC' },
      // The Studio is a large single-page app: on a busy machine a list can take longer than 5 s to appear.
      expect: { timeout: 20_000 },
    },
    // Faults start servers of their own, each file on its own ports, beside each other; load last and one at a
    // time, since it saturates the cores.
    { name: 'faults', testDir: 'tests/faults', dependencies: ['studio'] },
    { name: 'load', testDir: 'tests/load', workers: 1, dependencies: ['faults'] },
  ].map((project) => ({ ...project, outputDir: `test-results/playwright/${project.name}` })),
  // The site project's server; the projects after it start servers of their own (scripts/test.sh says so with
  // E2E_SITE_SERVER=0, and a run of them alone need not wait for a server they never ask).
  webServer:
    process.env.E2E_SITE_SERVER === '0'
      ? undefined
      : {
          command: 'npm start',
          // Ready once its account databases are open (they open at start here): the first tests must not wait for them.
          url: `http://localhost:${port}/api/ready`,
          env: {
            PORT: String(port),
            NEXT_TELEMETRY_DISABLED: '1',
            SANITY_REVALIDATE_SECRET: process.env.SANITY_REVALIDATE_SECRET ?? 'e2e-revalidate-secret',
            PREVIEW_SECRET: process.env.PREVIEW_SECRET ?? 'e2e-preview-secret-of-32-characters-or-more',
            ACCOUNT_DATA_DIR: process.env.E2E_ACCOUNT_DATA_DIR,
            // The browser tests' first account calls would otherwise wait seconds for PGlite to open.
            ACCOUNT_WARM_START: '1',
            NEXT_MANUAL_SIG_HANDLE: '1',
            // Every browser test calls the account API from one address; the per-IP limit has its own tests.
            ACCOUNT_REQUESTS_PER_MINUTE: '100000',
            ACCOUNT_GUESSES_PER_HOUR: '100000',
            // A second e-mail to one address waits this long (SPEC: 60 s): the countdown shows, and the two tests that
            // send twice wait it out.
            ACCOUNT_RESEND_SECONDS: '8',
            CHAT_WIDGET_SRC: process.env.CHAT_WIDGET_SRC ?? 'https://chat.example/widget.js',
            ANALYTICS_TAG_SRC: process.env.ANALYTICS_TAG_SRC ?? 'https://tags.example/tag.js',
          },
          reuseExistingServer: !process.env.CI,
          timeout: 120_000,
        },
});
