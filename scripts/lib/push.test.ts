/**
 * content:push against a local stand-in of Sanity's API: the hosted dataset it produces must hold
 * exactly the documents the embedded backend is built from, and a second push must change nothing.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { applyMigrations, toNdjson } from '../../migrations/src/runner';
import { type StandIn, startSanityStandIn } from '../../tests/support/sanity-standin';
import { pushContent } from './push';

let standIn: StandIn;

// Sanity's migration runner always calls https://<project>.<apiHost>, through get-it's own undici fetch (not
// the global one); its calls go to the stand-in. vitest.config.ts inlines @sanity/migrate so this mock reaches it.
vi.mock('get-it/node', async (original) => ({
  ...(await original<typeof import('get-it/node')>()),
  createNodeFetch: () => (input: string | URL | Request, init?: RequestInit) => {
    const url = typeof input === 'string' || input instanceof URL ? String(input) : input.url;
    return fetch(url.replace(/^https:\/\/standin\.sanity\.test/, standIn.url), init);
  },
}));

beforeAll(async () => {
  standIn = await startSanityStandIn();
});

afterAll(async () => {
  await standIn?.close();
});

const target = () => ({
  projectId: 'standin',
  dataset: 'production',
  token: 'test-token',
  clientApiHost: standIn.url,
  migrationApiHost: 'sanity.test',
});

/**
 * Asset documents are described by whoever stores the bytes; compare their ids, and everything else whole
 * but for the stamps the store adds to every write.
 */
const comparable = (docs: { _id: string; _type: string }[]) =>
  toNdjson(
    docs.map((d) => {
      if (d._type.startsWith('sanity.')) return { _id: d._id, _type: d._type };
      const { _createdAt, _updatedAt, _rev, ...stored } = d as typeof d & Record<string, unknown>;
      return stored;
    }),
  );

describe('content:push', () => {
  it('uploads the assets and runs every migration, giving the same documents as the embedded dataset', async () => {
    await pushContent(target(), undefined, () => {});
    expect(comparable(standIn.documents())).toBe(comparable(await applyMigrations()));
    expect(standIn.requests.some((r) => r.startsWith('POST /v2025-09-01/data/mutate/production'))).toBe(true);
    expect(standIn.requests.some((r) => r.startsWith('POST /v2025-09-01/assets/images/production'))).toBe(true);
  });

  it('a second push uploads nothing and changes nothing', async () => {
    const before = toNdjson(standIn.documents());
    const uploads = standIn.requests.filter((r) => r.includes('/assets/')).length;
    await pushContent(target(), undefined, () => {});
    expect(toNdjson(standIn.documents())).toBe(before);
    expect(standIn.requests.filter((r) => r.includes('/assets/')).length).toBe(uploads);
  });
});
