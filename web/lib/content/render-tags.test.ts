/** The embedded backend's queries name their cache tags to Next, as the hosted backend's fetches do. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

const marked: string[][] = [];
vi.mock('next/cache', () => ({
  unstable_cache: (run: () => Promise<unknown>, _keys: string[], options: { tags: string[] }) => async () => {
    marked.push(options.tags);
    return run();
  },
}));

let dir: string;
const saved = { dir: process.env.CONTENT_DATASET_DIR, project: process.env.SANITY_PROJECT_ID };
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'render-tags-'));
  const entry = { _id: 'faq-us-1', _type: 'faqEntry', region: 'us', question: 'Q?', answer: [], order: 1 };
  writeFileSync(path.join(dir, 'data.ndjson'), `${JSON.stringify(entry)}\n`);
  process.env.CONTENT_DATASET_DIR = dir;
  delete process.env.SANITY_PROJECT_ID;
});
afterAll(() => {
  if (saved.dir === undefined) delete process.env.CONTENT_DATASET_DIR;
  else process.env.CONTENT_DATASET_DIR = saved.dir;
  if (saved.project !== undefined) process.env.SANITY_PROJECT_ID = saved.project;
  rmSync(dir, { recursive: true, force: true });
});

describe('an embedded query', () => {
  it('tags the page it renders with the query’s tags, and answers from the dataset', async () => {
    const { getFaq, getPagePaths } = await import('./index');
    await getFaq('us');
    expect(marked).toContainEqual(['faqEntry:us']);
    await getPagePaths();
    expect(marked).toContainEqual(['type:page']);
  });

  it('is answered even where Next has no cache to tag in (a script, the start)', async () => {
    vi.resetModules();
    vi.doMock('next/cache', () => ({
      unstable_cache: () => async () => {
        throw new Error('Invariant: incrementalCache missing in unstable_cache');
      },
    }));
    const { tagRender } = await import('./render-tags');
    await expect(tagRender(['faqEntry:us'])).resolves.toBeUndefined();
  });
});
