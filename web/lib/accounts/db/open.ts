/**
 * Opening an account database: PGlite in a folder (the embedded default), PGlite in memory (tests), or
 * PostgreSQL by URL. Every open applies the versioned migrations first. PGlite folders are locked to one
 * process: two PGlite instances on one folder lose committed rows (NODE20.md).
 */
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { Pool } from 'pg';
import { schema } from './schema';

export type AccountDb = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface AccountDatabase {
  kind: 'pglite' | 'postgres';
  db: AccountDb;
  close: () => Promise<void>;
}

/** Where the database is: a PostgreSQL URL, a PGlite folder, or 'memory'. */
export type DatabaseLocation = { url: string } | { dir: string } | 'memory';

/** The versioned SQL migrations (drizzle-kit), found from the app folder or the repository root. */
export function migrationsFolder(env: Readonly<Record<string, string | undefined>> = process.env): string {
  if (env.ACCOUNT_MIGRATIONS_DIR) return path.resolve(env.ACCOUNT_MIGRATIONS_DIR);
  const candidates = [
    path.resolve('lib', 'accounts', 'db', 'migrations'),
    path.resolve('web', 'lib', 'accounts', 'db', 'migrations'),
  ];
  return candidates.find((dir) => existsSync(path.join(dir, 'meta', '_journal.json'))) ?? (candidates[0] as string);
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** An exclusive lock beside the folder holding the owner's pid; a dead owner's lock is taken over. */
function lockFolder(dir: string): () => void {
  const file = `${dir}.lock`;
  for (let tries = 0; tries < 2; tries++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(file, 'utf8'));
      if (Number.isInteger(owner) && owner > 0 && alive(owner))
        throw new Error(`The account database ${dir} is open in process ${owner}; one process may open it.`);
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock the account database ${dir}`);
}

export async function openDatabase(
  location: DatabaseLocation,
  folder: string = migrationsFolder(),
): Promise<AccountDatabase> {
  if (location !== 'memory' && 'url' in location) {
    const pool = new Pool({ connectionString: location.url, max: 10, connectionTimeoutMillis: 5_000 });
    // An idle connection that the server drops (a restart, a failover) must not take the process down: the
    // pool replaces it, and calls meanwhile answer "temporarily unavailable".
    pool.on('error', (error) => console.error(`accounts: a PostgreSQL connection was lost (${error.message})`));
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
  let unlock = () => {};
  let client: PGlite;
  if (location === 'memory') client = new PGlite();
  else {
    mkdirSync(path.dirname(location.dir), { recursive: true });
    unlock = lockFolder(location.dir);
    try {
      client = new PGlite(location.dir);
    } catch (error) {
      unlock();
      throw error;
    }
  }
  const db = drizzlePglite(client, { schema });
  try {
    await migratePglite(db, { migrationsFolder: folder });
  } catch (error) {
    await client.close().catch(() => {});
    unlock();
    throw error;
  }
  return {
    kind: 'pglite',
    db: db as unknown as AccountDb,
    close: async () => {
      await client.close();
      unlock();
    },
  };
}
