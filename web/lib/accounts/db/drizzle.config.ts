/**
 * `npm run db:generate -w web` writes a new versioned migration from changes to the account schema. The account
 * service owns its schema, its migrations and this configuration; paths are from web/, where the script runs.
 */
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './lib/accounts/db/schema.ts',
  out: './lib/accounts/db/migrations',
});
