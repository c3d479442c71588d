/** `npm run db:generate -w web` writes a new versioned migration from changes to the account schema. */
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './lib/accounts/db/schema.ts',
  out: './lib/accounts/db/migrations',
});
