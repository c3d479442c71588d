import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { moveEarlierFolder } from './move-folder';
import { type AccountDatabase, migrationsFolder, openDatabase } from './open';
import { subscriptions, users } from './schema';

const migrations = migrationsFolder({ ACCOUNT_MIGRATIONS_DIR: 'accounts/src/db/migrations' });
const folder = () => mkdtempSync(path.join(tmpdir(), 'accounts-pglite-'));

const user = (email: string) => ({
  id: randomUUID(),
  email,
  region: 'us',
  locale: 'en',
  passwordHash: 'x',
  shippingAddress: { line1: '1 Main St', city: 'Austin', postalCode: '78701', country: 'US' },
  createdAt: new Date('2026-03-01T12:00:00.123Z'),
  updatedAt: new Date('2026-03-02T12:00:00Z'),
});
async function addUser(database: AccountDatabase, email: string) {
  await database.db.insert(users).values(user(email));
}
const emails = async (database: AccountDatabase) =>
  (await database.db.select({ email: users.email }).from(users)).map((row) => row.email).sort();

describe('the embedded database: one PGlite for every group', () => {
  it('has migrations that name no schema, so each lands in its group', () => {
    // drizzle-kit writes REFERENCES "public"."users"; in a group's schema that would point at no table.
    for (const file of readdirSync(migrations).filter((name) => name.endsWith('.sql')))
      expect(readFileSync(path.join(migrations, file), 'utf8'), file).not.toMatch(/"public"\.|\bpublic\./);
  });

  it('gives each group its own tables in one instance, locked once for the folder', async () => {
    const dir = path.join(folder(), 'embedded');
    const [us, eu] = await Promise.all([
      openDatabase({ dir, schema: 'us' }, migrations),
      openDatabase({ dir, schema: 'eu' }, migrations),
    ]);
    try {
      await Promise.all([addUser(us, 'a@example.com'), addUser(eu, 'b@example.com'), addUser(eu, 'c@example.com')]);
      // Work of both groups interleaved: each still sees only its own rows, also inside a transaction.
      await Promise.all([
        us.db.transaction(async (tx) => {
          await tx.insert(users).values(user('d@example.com'));
          expect((await tx.select().from(users)).length).toBe(2);
        }),
        eu.db.transaction(async (tx) => expect((await tx.select().from(users)).length).toBe(2)),
      ]);
      expect(await emails(us)).toEqual(['a@example.com', 'd@example.com']);
      expect(await emails(eu)).toEqual(['b@example.com', 'c@example.com']);
      expect(readFileSync(`${dir}.lock`, 'utf8')).toBe(String(process.pid));
      // A rolled-back transaction of one group leaves the other's schema choice and rows alone.
      await expect(
        us.db.transaction(async (tx) => {
          await tx.insert(users).values(user('e@example.com'));
          throw new Error('stop');
        }),
      ).rejects.toThrow('stop');
      expect(await emails(us)).toEqual(['a@example.com', 'd@example.com']);
      // The schema is the group's, and nothing landed in public.
      const schemas = await us.db.execute<{ name: string }>(
        sql`select distinct table_schema as name from information_schema.tables where table_name = 'users'`,
      );
      expect(schemas.rows.map((row) => row.name).sort()).toEqual(['eu', 'us']);
    } finally {
      await us.close();
      expect(existsSync(`${dir}.lock`)).toBe(true);
      await eu.close();
    }
    // The last group to close releases the folder; a reopen finds every group's rows.
    expect(existsSync(`${dir}.lock`)).toBe(false);
    const again = await openDatabase({ dir, schema: 'eu' }, migrations);
    try {
      expect(await emails(again)).toEqual(['b@example.com', 'c@example.com']);
    } finally {
      await again.close();
    }
  });

  it('moves a group kept in its own folder by an earlier release, once and whole', async () => {
    const root = folder();
    const earlier = path.join(root, 'us');
    const old = await openDatabase({ dir: earlier }, migrations);
    await addUser(old, 'kept@example.com');
    const at = new Date('2026-03-01T12:00:00Z');
    await old.db.insert(subscriptions).values({
      id: randomUUID(),
      email: 'news@example.com',
      region: 'us',
      locale: 'en',
      consent: true,
      optIn: true,
      source: 'footer',
      createdAt: at,
      updatedAt: at,
    });
    const [kept] = await old.db.select().from(users).where(eq(users.email, 'kept@example.com'));
    await old.close();

    const lines: string[] = [];
    const target = await openDatabase({ dir: path.join(root, 'embedded'), schema: 'us' }, migrations);
    try {
      expect(await moveEarlierFolder(target, earlier, migrations, { log: (line) => lines.push(line) })).toBe(true);
      const [moved] = await target.db.select().from(users).where(eq(users.email, 'kept@example.com'));
      // Every column as it was, the id and timestamps included.
      expect(moved).toEqual(kept);
      expect((await target.db.select().from(subscriptions)).map((row) => row.email)).toEqual(['news@example.com']);
      expect(readdirSync(root).sort()).toEqual(['embedded', 'embedded.lock', 'us.moved']);
      expect(lines.join('\n')).toMatch(/moved 2 row\(s\)/);
      // Nothing left to move the second time.
      expect(await moveEarlierFolder(target, earlier, migrations, { log: () => {} })).toBe(false);
    } finally {
      await target.close();
    }
  });
});
