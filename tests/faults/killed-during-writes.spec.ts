import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { expect, test } from '@playwright/test';
import type { DatabaseLocation } from '@showcase/accounts/db/open';
import { databaseLocation } from '@showcase/accounts/registry';
import { settingsFrom } from '@showcase/schemas/settings';
import { Client } from 'pg';
import { type NextServer, startNext } from '../../scripts/lib/next-server';
import { accountCall } from '../support/account-api';
import { freshPostgres } from '../support/accounts';

/**
 * The server is killed (SIGKILL, as a crash or the OOM killer would) while subscriptions and
 * registrations stream in. After a restart on the same data, every subscription and account whose request
 * was answered 2000 is there: an acknowledgement means committed to disk, on PGlite and on PostgreSQL.
 */
const port = Number(process.env.FAULTS_KILL_PORT ?? 3219);
const origin = `http://localhost:${port}`;
const password = 'Robots4ever!x';

test.describe.configure({ mode: 'serial' });

const post = async (call: string, body: unknown) => (await accountCall(origin, call, body)).code;

async function storedEmails(table: 'subscription_requests' | 'users', where: DatabaseLocation) {
  const sql = `select email from ${where !== 'memory' && 'schema' in where ? `"${where.schema}".` : ''}${table}`;
  if (where === 'memory') throw new Error('the server keeps its accounts in a folder');
  if ('url' in where) {
    const client = new Client({ connectionString: where.url });
    await client.connect();
    try {
      return new Set((await client.query<{ email: string }>(sql)).rows.map((row) => row.email));
    } finally {
      await client.end();
    }
  }
  const db = new PGlite(where.dir);
  try {
    return new Set((await db.query<{ email: string }>(sql)).rows.map((row) => row.email));
  } finally {
    await db.close();
  }
}

for (const backend of ['pglite', 'postgres'] as const) {
  test(`${backend}: killed in the middle of writes, nothing acknowledged is lost`, async () => {
    test.setTimeout(90_000);
    const dataDir = path.resolve('test-results', `faults-kill-${backend}-${Date.now()}`);
    const database = backend === 'postgres' ? await freshPostgres() : null;
    const env: Record<string, string> = {
      ACCOUNT_DATA_DIR: dataDir,
      ACCOUNT_REQUESTS_PER_MINUTE: '100000',
      ACCOUNT_GUESSES_PER_HOUR: '100000',
    };
    if (database) env.DATABASE_URL_US = database.url;
    let server: NextServer | null = await startNext(port, env);
    try {
      expect(await post('subscribe/create', { email: `warm-${backend}@example.com` })).toBe(2000);

      const acknowledged = { subscriptions: [] as string[], accounts: [] as string[] };
      let writing = true;
      const writers = Array.from({ length: 8 }, async (_, writer) => {
        for (let i = 0; writing; i++) {
          const account = i % 4 === 3;
          const email = `kill-${backend}-${writer}-${i}@example.com`;
          try {
            const code = account
              ? await post('register/pwd', { email, password })
              : await post('subscribe/create', { email });
            if (code === 2000) (account ? acknowledged.accounts : acknowledged.subscriptions).push(email);
          } catch {
            // The connection died with the server: not acknowledged, so nothing is owed.
          }
        }
      });
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      server.kill();
      await server.exited;
      writing = false;
      await Promise.all(writers);
      server = null;
      expect(acknowledged.subscriptions.length).toBeGreaterThan(20);
      expect(acknowledged.accounts.length).toBeGreaterThan(2);

      // A restart on the same data (the dead process's PGlite lock is taken over), then every account logs in.
      server = await startNext(port, env);
      for (const email of acknowledged.accounts) expect(await post('login/pwd', { email, password }), email).toBe(2000);
      await server.stop();
      server = null;

      const where = databaseLocation('us', settingsFrom(env));
      // Double opt-in: an acknowledged subscription is a stored request (with its mail), confirmed by its link later.
      const subscribed = await storedEmails('subscription_requests', where);
      const users = await storedEmails('users', where);
      expect(acknowledged.subscriptions.filter((email) => !subscribed.has(email))).toEqual([]);
      expect(acknowledged.accounts.filter((email) => !users.has(email))).toEqual([]);
    } finally {
      await server?.stop();
      await database?.drop();
    }
  });
}
