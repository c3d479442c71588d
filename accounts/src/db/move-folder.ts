/**
 * The one-time move of a group's accounts from its own PGlite folder (`accounts/<group>`, as releases before
 * the shared embedded database kept them) into its schema of the shared database. It runs when the group is
 * first opened: every table is copied in one transaction, so a move either happens whole or not at all, and the
 * old folder is then renamed `<group>.moved` rather than deleted, for the operator to remove once satisfied.
 */
import { existsSync, renameSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { consoleTelemetry } from '../ports';
import { type AccountDatabase, openDatabase } from './open';
import type { OpenFolders } from './pglite';

const BATCH = 1_000;

async function tables(database: AccountDatabase): Promise<string[]> {
  const found = await database.db.execute<{ name: string }>(
    sql`select tablename as name from pg_tables where schemaname = current_schema() order by tablename`,
  );
  return found.rows.map((row) => row.name);
}

async function holdsRows(database: AccountDatabase, names: string[]): Promise<boolean> {
  for (const name of names) {
    const found = await database.db.execute(sql`select 1 from ${sql.identifier(name)} limit 1`);
    if (found.rows.length > 0) return true;
  }
  return false;
}

/** Where an earlier release kept this group's folder, and where it goes once moved. */
export function movedName(earlier: string): string {
  let name = `${earlier}.moved`;
  for (let n = 2; existsSync(name); n++) name = `${earlier}.moved-${n}`;
  return name;
}

/**
 * Moves `earlier` (a PGlite folder holding one group in 'public') into `target`, unless it is not there. Returns
 * whether a folder was found. A target that already holds rows was filled by an earlier try that stopped before
 * the rename, so only the rename is left.
 */
export async function moveEarlierFolder(
  target: AccountDatabase,
  earlier: string,
  migrations: string,
  { log = consoleTelemetry.log.info, folders }: { log?: (line: string) => void; folders?: OpenFolders } = {},
): Promise<boolean> {
  if (!existsSync(path.join(earlier, 'PG_VERSION'))) return false;
  // Opening applies any migration the old folder had not had yet, so both sides have the same tables.
  const source = await openDatabase({ dir: earlier }, migrations, folders);
  let copied = 0;
  try {
    const names = await tables(source);
    if (!(await holdsRows(target, names))) {
      await target.db.transaction(async (tx) => {
        // Rows go in table by table; the foreign keys are whole again at commit, as they were in the source.
        await tx.execute(sql`set local session_replication_role = replica`);
        for (const name of names) {
          const table = sql.identifier(name);
          for (let offset = 0; ; offset += BATCH) {
            // JSON carries every column type both ways exactly (timestamps, jsonb, arrays), by column name.
            const { rows } = await source.db.execute<{ batch: string | null; n: number }>(
              sql`select json_agg(t)::text as batch, count(*)::int as n
                  from (select * from ${table} order by ctid offset ${offset} limit ${BATCH}) t`,
            );
            const batch = rows[0];
            if (!batch?.batch || batch.n === 0) break;
            await tx.execute(
              sql`insert into ${table} select * from json_populate_recordset(null::${table}, ${batch.batch}::json)`,
            );
            copied += batch.n;
            if (batch.n < BATCH) break;
          }
        }
      });
    }
  } finally {
    await source.close();
  }
  const moved = movedName(earlier);
  renameSync(earlier, moved);
  log(`accounts: moved ${copied} row(s) from ${earlier} into the shared database; the old folder is now ${moved}`);
  return true;
}
