/**
 * The embedded account database: one PGlite per folder per process, each region group in its own schema.
 * A PGlite instance holds about 200 MB of WebAssembly memory that it never gives back, so three groups in three
 * instances cost 600 MB before the site serves a page; in one instance they cost one.
 *
 * A group sees only its schema: every statement it sends runs in a transaction that first sets `search_path`
 * to that schema (`SET LOCAL`, so it ends with the transaction). PGlite runs one statement at a time for the
 * whole instance, so two groups' work never interleaves inside one transaction, and a table name without a
 * schema (every one in `schema.ts` and the migrations) is that group's table.
 *
 * A folder is locked to one process (its `.lock` file, db/pglite.test.ts): PGlite is a database of one process, and
 * two instances writing one folder each keep their own view of its files and lose each other's committed rows.
 */

import { execFile } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite, type Transaction } from '@electric-sql/pglite';

/** What drizzle's PGlite driver calls on its client: `query` and `transaction`, nothing else. */
type Client = Pick<PGlite, 'query' | 'transaction'>;

interface Shared {
  instance: Promise<PGlite>;
  users: number;
  unlock: () => void;
}

/**
 * PGlite's postgres starts with 128 MB of shared buffers, a server's setting: in WebAssembly they stay resident
 * once touched and are never given back, and an instance held 190 MB of WebAssembly memory against 128 MB with
 * 16 MB of buffers (bench/results/2026-11-27-history.md). The account tables are small and the folder's files sit in the
 * operating system's page cache anyway.
 */
const START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/**
 * Creating a folder (postgres's initdb) grows an instance's WebAssembly memory to about 600 MB, which it keeps for
 * good, where opening a folder that exists takes about 140 MB (bench/results/2026-12-02-memory.md). So a new
 * folder is made by a short-lived Node process of its own, with this process's flags, and only opened here.
 */
async function createApart(dir: string): Promise<void> {
  if (existsSync(path.join(dir, 'PG_VERSION'))) return;
  const create = `const { PGlite } = await import('@electric-sql/pglite');
    const db = await PGlite.create(process.argv[1], { startParams: JSON.parse(process.argv[2]) });
    await db.close();`;
  const args = [...process.execArgv, '--input-type=module', '-e', create, dir, JSON.stringify(START_PARAMS)];
  await promisify(execFile)(process.execPath, args, { timeout: 120_000 });
}

/**
 * Open folders by path. The server keeps one map per process (the registry's, on the state the app hands the
 * service), since a second instance on a folder would lose rows; the folder lock makes a second map fail loudly.
 */
export type OpenFolders = Map<string, Shared>;

/** For scripts and tests, which load this module once: the server passes its own. */
const scriptFolders: OpenFolders = new Map();

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** An exclusive lock beside the folder holding the owner's pid; a dead owner's lock is taken over. */
export function lockFolder(dir: string): () => void {
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

/** The folder's instance, opened (and locked) by its first user, closed (and unlocked) by its last. */
export async function sharedPglite(
  dir: string,
  open: OpenFolders = scriptFolders,
): Promise<{ client: PGlite; release: () => Promise<void> }> {
  const key = path.resolve(dir);
  let shared = open.get(key);
  if (!shared) {
    mkdirSync(path.dirname(key), { recursive: true });
    const unlock = lockFolder(key);
    const instance = createApart(key).then(() => PGlite.create(key, { startParams: START_PARAMS }));
    shared = { instance, users: 0, unlock };
    open.set(key, shared);
    instance.catch(() => {
      open.delete(key);
      unlock();
    });
  }
  shared.users++;
  const held = shared;
  const client = await held.instance.catch((error) => {
    held.users--;
    throw error;
  });
  let released = false;
  return {
    client,
    release: async () => {
      if (released) return;
      released = true;
      if (--held.users > 0) return;
      open.delete(key);
      try {
        await client.close();
      } finally {
        held.unlock();
      }
    },
  };
}

const identifier = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * The client a group's drizzle database is given: PGlite's own `query` and `transaction`, each inside a
 * transaction that starts by choosing the group's schema. 'public' needs no choosing (a single-group
 * database, as the tests and the first releases made).
 */
export function scopedClient(client: PGlite, schema: string): Client {
  if (schema === 'public') return client;
  const enter = `set local search_path to ${identifier(schema)}`;
  const within = <T>(work: (tx: Transaction) => Promise<T>) =>
    client.transaction(async (tx) => {
      await tx.exec(enter);
      return work(tx);
    });
  return {
    query: ((query: string, params?: unknown[], options?: Parameters<PGlite['query']>[2]) =>
      within((tx) => tx.query(query, params, options))) as PGlite['query'],
    transaction: within as PGlite['transaction'],
  };
}
