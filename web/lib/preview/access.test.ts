import { AccountError } from '@showcase/accounts/errors';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTestAccounts, type TestAccounts } from '../../../tests/support/accounts';
import { PREVIEW_FAILURES, previewAccess } from './access';

const SECRET = 'a-preview-secret-of-exactly-32-c';

let accounts: TestAccounts;
beforeAll(async () => {
  accounts = await openTestAccounts('pglite', { config: { requestsPerMinute: 1000 } });
}, 60_000);
afterAll(async () => accounts?.close());
afterEach(() => vi.unstubAllEnvs());

/** A preview call from `ip` (the address the server writes for a connection, no proxy trusted). */
function ask(secret: string, ip = '203.0.113.7') {
  const url = new URL(`http://localhost/api/preview?secret=${encodeURIComponent(secret)}&at=2025-10-30T00:00:00Z`);
  const request = new Request(url, { headers: { 'x-showcase-peer-address': ip } });
  return previewAccess(request, url, async () => accounts.ctx);
}

const outcome = (secret: string, ip?: string) =>
  ask(secret, ip).catch((error: unknown) => (error instanceof AccountError ? error.code : Promise.reject(error)));

describe('"Preview at…" with PREVIEW_SECRET', () => {
  it('takes the right secret and refuses a wrong one', async () => {
    vi.stubEnv('PREVIEW_SECRET', SECRET);
    expect(await outcome(SECRET, '198.51.100.1')).toBe('granted');
    expect(await outcome(`${SECRET}x`, '198.51.100.1')).toBe('refused');
  });

  it('blocks a client after ten wrong secrets in 15 minutes, the right one included, for 15 minutes', async () => {
    vi.stubEnv('PREVIEW_SECRET', SECRET);
    const ip = '198.51.100.2';
    for (let i = 0; i < PREVIEW_FAILURES.limit; i++) expect(await outcome(`guess-${i}`, ip)).toBe('refused');
    expect(await outcome('guess-11', ip)).toBe('tooManyRequests');
    expect(await outcome(SECRET, ip)).toBe('tooManyRequests');
    // Another client is not blocked by this one's guesses.
    expect(await outcome(SECRET, '198.51.100.3')).toBe('granted');
    accounts.clock.advance(PREVIEW_FAILURES.blockSeconds + 1);
    expect(await outcome(SECRET, ip)).toBe('granted');
  });

  it('without a secret, preview is not configured (one shorter than 32 characters stops the start)', async () => {
    vi.stubEnv('PREVIEW_SECRET', '');
    expect(await outcome('', '198.51.100.4')).toBe('not-configured');
  });

  it('answers unavailable, rather than unthrottled, when the throttles cannot be opened', async () => {
    vi.stubEnv('PREVIEW_SECRET', SECRET);
    const url = new URL(`http://localhost/api/preview?secret=${SECRET}`);
    const failing = previewAccess(new Request(url), url, async () => {
      throw new Error('database down');
    });
    await expect(failing).rejects.toMatchObject({ code: 'unavailable' });
  });
});
