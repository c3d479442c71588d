/**
 * The account service as this app mounts it (service.ts): its databases where the environment says, one
 * registry per process, and its throttles on the app's Redis clients. The service's own suites (accounts/)
 * open contexts by hand; these open them as the routes do.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrationsFolder, openDatabase } from '@showcase/accounts/db/open';
import { users } from '@showcase/accounts/db/schema';
import { AccountError } from '@showcase/accounts/errors';
import { databaseLocation, earlierFolder } from '@showcase/accounts/registry';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountContext, closeAccountDatabases } from './service';

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'account-service-'));
  vi.stubEnv('ACCOUNT_DATA_DIR', root);
  vi.stubEnv('THROTTLE_REDIS_URL', '');
});
afterEach(async () => {
  await closeAccountDatabases();
  vi.unstubAllEnvs();
  rmSync(root, { recursive: true, force: true });
});

describe('the embedded database, as the app opens it', () => {
  it('is where a group opens by default, after moving what an earlier release kept', async () => {
    const earlier = await openDatabase({ dir: earlierFolder('eu') }, migrationsFolder());
    const at = new Date('2026-03-01T12:00:00Z');
    await earlier.db.insert(users).values({
      id: randomUUID(),
      email: 'eu-kept@example.com',
      region: 'fr',
      locale: 'fr',
      createdAt: at,
      updatedAt: at,
    });
    await earlier.close();
    const ctx = await accountContext('eu');
    expect((await ctx.db.select({ email: users.email }).from(users)).map((row) => row.email)).toEqual([
      'eu-kept@example.com',
    ]);
    expect(databaseLocation('eu')).toEqual({ dir: path.join(root, 'accounts', 'embedded'), schema: 'eu' });
    expect(readdirSync(path.join(root, 'accounts')).sort()).toEqual(['embedded', 'embedded.lock', 'eu.moved']);
  }, 60_000);

  it('counts the mails to one address once for every group: the groups share the us schema’s throttles', async () => {
    // eu opens first: the us schema opens when a count is first asked for, not before.
    const eu = await accountContext('eu');
    const cn = await accountContext('cn');
    const once = { limit: 0, windowSeconds: 60, blockSeconds: 60 };
    expect(await eu.sharedThrottles?.hit('mail-to:test', once, new Date())).toBeGreaterThan(0);
    expect(await cn.sharedThrottles?.blockedUntil('mail-to:test')).toBeGreaterThan(0);
    const us = await accountContext('us');
    expect(await us.throttles.blockedUntil('mail-to:test')).toBeGreaterThan(0);
    expect(await us.sharedThrottles?.blockedUntil('mail-to:test')).toBeGreaterThan(0);
    // Each group's own throttles stay its own.
    expect(await eu.throttles.blockedUntil('mail-to:test')).toBe(0);
  }, 60_000);
});

describe('the throttles in a Redis that is away', () => {
  it('answer "temporarily unavailable" within the connect timeout instead of waiting for Redis', async () => {
    vi.stubEnv('THROTTLE_REDIS_URL', 'redis://127.0.0.1:1');
    const { throttles } = await accountContext('us');
    const started = Date.now();
    const failure = await throttles
      .hit('k', { limit: 5, windowSeconds: 900, blockSeconds: 900 }, new Date())
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AccountError);
    expect((failure as AccountError).code).toBe('unavailable');
    expect(Date.now() - started).toBeLessThan(3_000);
  }, 60_000);
});
