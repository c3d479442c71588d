import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

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
    include: ['{schemas,accounts,migrations,web,scripts,tests,studio}/**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', '**/.next/**', 'tests/e2e/**', 'tests/faults/**', 'studio/dist/**'],
    environment: 'node',
    // Vitest's default leaves one core free (one worker on two cores); most files here wait on servers, databases
    // and child processes, so a worker per core finishes sooner: 3.5 min against 5.2 on two cores.
    maxWorkers: '100%',
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
