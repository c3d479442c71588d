/**
 * Opening an account database: a schema of the PGlite in a folder (the embedded default, one instance for every
 * group: `pglite.ts`), PGlite in memory (tests), or PostgreSQL by URL. Every open applies the versioned
 * migrations first, into the database's own schema.
 */

import { existsSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { type Settings, settings } from '@showcase/schemas/settings';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { Pool } from 'pg';
import { type AccountTelemetry, consoleTelemetry } from '../ports';
import { type OpenFolders, scopedClient, sharedPglite } from './pglite';
import { schema } from './schema';

/** What both drivers answer to a raw `execute`: node-postgres's QueryResult and PGlite's Results hold `rows`. */
interface Rows<Row> {
  rows: Row[];
}
interface RowsResult extends PgQueryResultHKT {
  type: Rows<this['row']>;
}

export type AccountDb = PgDatabase<RowsResult, typeof schema>;

export interface AccountDatabase {
  kind: 'pglite' | 'postgres';
  db: AccountDb;
  close: () => Promise<void>;
}

/**
 * Where the database is: a PostgreSQL URL, a schema of a PGlite folder (default 'public'), or 'memory'. Opening
 * several schemas of one folder shares one PGlite instance.
 */
export type DatabaseLocation = { url: string } | { dir: string; schema?: string } | 'memory';

/**
 * The versioned SQL migrations (drizzle-kit), found from the folder of the app the service is mounted in (web/,
 * and the standalone server's copy of it, beside which the build places them: web/next.config.ts) or from the
 * repository root.
 */
export function migrationsFolder(env: Pick<Settings, 'ACCOUNT_MIGRATIONS_DIR'> = settings()): string {
  if (env.ACCOUNT_MIGRATIONS_DIR) return path.resolve(env.ACCOUNT_MIGRATIONS_DIR);
  const candidates = [
    path.resolve('..', 'accounts', 'src', 'db', 'migrations'),
    path.resolve('accounts', 'src', 'db', 'migrations'),
  ];
  return candidates.find((dir) => existsSync(path.join(dir, 'meta', '_journal.json'))) ?? (candidates[0] as string);
}

export async function openDatabase(
  location: DatabaseLocation,
  folder: string = migrationsFolder(),
  folders?: OpenFolders,
  log: AccountTelemetry['log'] = consoleTelemetry.log,
): Promise<AccountDatabase> {
  if (location !== 'memory' && 'url' in location) {
    const pool = new Pool({ connectionString: location.url, max: 10, connectionTimeoutMillis: 5_000 });
    // An idle connection that the server drops (a restart, a failover) must not take the process down: the
    // pool replaces it, and calls meanwhile answer "temporarily unavailable".
    pool.on('error', (error) => log.error(`accounts: a PostgreSQL connection was lost (${error.message})`));
    const db = drizzlePg(pool, { schema });
    // Instances starting together take turns, so each migration runs once.
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock(7270001)');
      await migratePg(db, { migrationsFolder: folder });
    } finally {
      await client.query('select pg_advisory_unlock(7270001)').catch(() => {});
      client.release();
    }
    return { kind: 'postgres', db: db as unknown as AccountDb, close: () => pool.end() };
  }
  const schemaName = location === 'memory' ? 'public' : (location.schema ?? 'public');
  const { client, release } =
    location === 'memory'
      ? await PGlite.create().then((memory) => ({ client: memory, release: () => memory.close() }))
      : await sharedPglite(location.dir, folders);
  // The driver needs only `query` and `transaction` (the scoped client's pair); its type asks for a PGlite.
  const db = drizzlePglite(scopedClient(client, schemaName) as PGlite, { schema });
  try {
    // A group's ledger of applied migrations lives in its schema; 'public' keeps drizzle's own place for it.
    await migratePglite(db, {
      migrationsFolder: folder,
      migrationsSchema: schemaName === 'public' ? 'drizzle' : schemaName,
    });
  } catch (error) {
    await release().catch(() => {});
    throw error;
  }
  return { kind: 'pglite', db: db as unknown as AccountDb, close: release };
}
