/**
 * `npm run db:generate -w accounts` writes a new versioned migration from changes to the account schema. The account
 * service owns its schema, its migrations and this configuration; paths are from accounts/, where the script runs.
 */
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './src/db/migrations',
});
