/**
 * The page store several instances share (shared-store.ts on @fortedigital/nextjs-cache-handler and redis 5),
 * under the stage-key wrapper: a stored page is read back, a publish's revision hides it, and a Redis that does
 * not answer is a miss within the store's timeout, never an error or a wait for the connection.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { contentStateText } from '@showcase/schemas/boundaries';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_REDIS_URL, testRedisAnswers } from '../../tests/support/redis';
import StageKeyedCacheClass from './stage-cache-handler';

type Entry = { value?: { html?: string; headers?: Record<string, string> } } | null;
type Handler = {
  get: (key: string, ctx: unknown) => Promise<Entry>;
  set: (key: string, data: unknown, ctx: unknown) => Promise<void>;
};

const dir = mkdtempSync(path.join(os.tmpdir(), 'shared-store-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A handler as Next makes one per request, on the given Redis (the module keeps one store per process). */
function handlerOn(url: string): Handler {
  const boundaries = path.join(dir, 'boundaries.json');
  writeFileSync(boundaries, JSON.stringify({ boundaries: [Date.now() + 3_600_000] }));
  Object.assign(process.env, {
    ISR_CACHE_REDIS_URL: url,
    ISR_CACHE_PREFIX: `test-${randomUUID()}`,
    STAGE_BOUNDARIES_FILE: boundaries,
  });
  const StageKeyedCache = StageKeyedCacheClass as unknown as new (ctx: unknown) => Handler;
  return new StageKeyedCache({ serverDistDir: path.join(dir, 'server'), dev: false, revalidatedTags: [] });
}

const page = () => ({
  kind: 'APP_PAGE',
  html: '<html><body>price $1,219</body></html>',
  rscData: Buffer.from('flight'),
  headers: {},
  status: 200,
  postponed: undefined,
  segmentData: undefined,
});
const storeCtx = { cacheControl: { revalidate: 300, expire: 31_536_000 }, isFallback: false, isRoutePPREnabled: false };
const readCtx = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false };

describe('the shared page store', () => {
  it('reads back what one instance stored, and not once a publish has raised the revision', async () => {
    if (!(await testRedisAnswers('the shared page store'))) return;
    const handler = handlerOn(TEST_REDIS_URL);
    await handler.set('/us/flagship-bumblebee', page(), { ...storeCtx, cacheControl: { ...storeCtx.cacheControl } });
    const entry = await handler.get('/us/flagship-bumblebee', readCtx);
    expect(entry?.value?.html).toContain('price $1,219');
    // Served as stored, with its policy: every instance hands every visitor the same bytes.
    expect(entry?.value?.headers?.['content-security-policy']).toMatch(/script-src 'self'/);
    expect((await handlerOn(TEST_REDIS_URL).get('/us/flagship-bumblebee', readCtx))?.value).toEqual(entry?.value);

    writeFileSync(
      process.env.STAGE_BOUNDARIES_FILE ?? '',
      contentStateText({ boundaries: [Date.now() + 3_600_000], revision: Date.now() }),
    );
    expect(await handler.get('/us/flagship-bumblebee', readCtx)).toBeNull();
  });
});
