import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** The test files that mock modules (vi.mock) or set process.env before importing what reads it. */
const ISOLATED = [
  'scripts/lib/push.test.ts',
  'studio/structure.test.ts',
  'tests/operations/env-example.test.ts',
  'tests/security/bundle-secrets.test.ts',
  'web/app/api/preview/at/route.test.ts',
  'web/cache/{front-cache,shared-store,shared-store-outage,stage-cache-handler}.test.ts',
  'web/components/pages/sections/page-sections.test.tsx',
  'web/lib/{region-page,analytics}.test.ts',
  'web/lib/{account-service/service,content/backends,content/image,head/metadata}.test.ts',
  'web/lib/{media/embedded-assets,preview/access,publishing/webhook,region-store/visitor-country}.test.ts',
  'web/lib/{stage/boundaries,telemetry/log,toast/store}.test.ts',
];

export default defineConfig({
  resolve: {
    alias: {
      '@/': fileURLToPath(new URL('./web/', import.meta.url)),
      // Next's guard against importing server code into client bundles; tests run on the server side.
      'server-only': fileURLToPath(new URL('./tests/support/empty-module.ts', import.meta.url)),
    },
  },
  test: {
    // Processed by vitest rather than loaded by Node, so that a test can mock what it imports (push.test.ts).
    server: { deps: { inline: ['@sanity/migrate', /sanity\/lib\/migrate/] } },
    // A worker keeps its modules from one file to the next (importing them anew took a third of the run), except
    // for the files that mock modules or set the environment before importing what reads it: those get fresh ones.
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          include: ['{schemas,accounts,migrations,web,scripts,tests,studio}/**/*.test.{ts,tsx}'],
          exclude: [
            '**/node_modules/**',
            '**/.next/**',
            'tests/e2e/**',
            'tests/faults/**',
            'tests/load/**',
            ...ISOLATED,
          ],
          isolate: false,
        },
      },
      { extends: true, test: { name: 'isolated', include: ISOLATED } },
    ],
    environment: 'node',
    // Vitest's default leaves one core free (one worker on two cores); most files here wait on servers, databases
    // and child processes, so a worker per core finishes sooner: 3.5 min against 5.2 on two cores.
    maxWorkers: '100%',
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
