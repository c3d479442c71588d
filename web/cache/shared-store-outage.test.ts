/**
 * A page store whose Redis does not answer (its own file: the store is made once per process): every read is
 * a miss and every write is dropped, so a Redis outage costs renders, not errors.
 */

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';

const dir = mkdtempSync(path.join(os.tmpdir(), 'shared-store-outage-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

it('answers a miss and drops writes while Redis is down', async () => {
  const boundaries = path.join(dir, 'boundaries.json');
  writeFileSync(boundaries, JSON.stringify({ boundaries: [] }));
  Object.assign(process.env, {
    ISR_CACHE_REDIS_URL: `redis://127.0.0.1:${await closedPort()}`,
    STAGE_BOUNDARIES_FILE: boundaries,
  });
  const StageKeyedCache = (await import('./stage-cache-handler')).default as unknown as new (
    ctx: unknown,
  ) => {
    get: (key: string, ctx: unknown) => Promise<unknown>;
    set: (key: string, data: unknown, ctx: unknown) => Promise<void>;
  };
  const handler = new StageKeyedCache({ serverDistDir: path.join(dir, 'server'), dev: false, revalidatedTags: [] });
  const page = { kind: 'APP_PAGE', html: '<html></html>', rscData: Buffer.from(''), headers: {}, status: 200 };
  const ctx = { cacheControl: { revalidate: 300, expire: 31_536_000 }, isFallback: false, isRoutePPREnabled: false };

  expect(await handler.get('/us', { kind: 'APP_PAGE' })).toBeNull();
  await handler.set('/us', page, ctx);
  expect(await handler.get('/us', { kind: 'APP_PAGE' })).toBeNull();
});
