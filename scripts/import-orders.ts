/**
 * Imports orders from the external stores into the account database of a region group:
 *   npm run accounts:import-orders -- us orders.json
 * The file is a JSON array of orders (fields in accounts/src/orders-import.ts). An order goes to the account
 * of its address once that address is verified; until then it waits, and the address' proof attaches it. With
 * PGlite, stop the server first (one process may open the folder); with PostgreSQL (DATABASE_URL_<GROUP>) run it
 * any time.
 */
import { readFileSync } from 'node:fs';
import { accountConfig } from '@showcase/accounts/config';
import { migrationsFolder, openDatabase } from '@showcase/accounts/db/open';
import { createMailer } from '@showcase/accounts/mail/mailer';
import { importOrders } from '@showcase/accounts/orders-import';
import { consoleTelemetry } from '@showcase/accounts/ports';
import { databaseLocation } from '@showcase/accounts/registry';
import { databaseThrottles } from '@showcase/accounts/throttle-db';
import { REGION_GROUPS, type RegionGroup } from '@showcase/schemas/regions';
import { accountWords } from '../web/lib/account-service/words';

const [group, file] = process.argv.slice(2);
if (!REGION_GROUPS.includes(group as RegionGroup) || !file) {
  console.error('usage: npm run accounts:import-orders -- <us|eu|cn> <orders.json>');
  process.exit(2);
}
const records = JSON.parse(readFileSync(file, 'utf8')) as unknown;
if (!Array.isArray(records)) throw new Error(`${file} must hold a JSON array of orders`);
const database = await openDatabase(
  databaseLocation(group as RegionGroup),
  migrationsFolder({ ACCOUNT_MIGRATIONS_DIR: 'accounts/src/db/migrations' }),
);
try {
  const config = accountConfig();
  const ctx = {
    group: group as RegionGroup,
    db: database.db,
    throttles: databaseThrottles(database.db),
    mailer: createMailer(),
    words: accountWords,
    telemetry: consoleTelemetry,
    config,
    now: () => new Date(),
  };
  const { stored, waiting } = await importOrders(ctx, records);
  console.log(
    `imported ${stored} order(s); ${waiting.length} wait for their address to be verified${waiting.length ? `: ${waiting.join(', ')}` : ''}`,
  );
} finally {
  await database.close();
}
