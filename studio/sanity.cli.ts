import { defineCliConfig } from 'sanity/cli';

export default defineCliConfig({
  api: {
    projectId: process.env.SANITY_STUDIO_PROJECT_ID ?? 'offline',
    dataset: process.env.SANITY_STUDIO_DATASET ?? 'production',
  },
  // Offline builds: no telemetry, no update checks, no auto-updating studio bundle.
  deployment: { autoUpdates: false },
  typegen: {
    path: '../web/**/*.{ts,tsx}',
    schema: 'schema.json',
    generates: '../web/sanity.types.ts',
  },
});
