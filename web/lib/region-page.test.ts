import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadPage } from './region-page';

const state = vi.hoisted(() => ({ draft: false }));
// A content backend that would answer any path it is asked for, as a preview's (drafts are not listed first).
vi.mock('next/headers', () => ({ draftMode: async () => ({ isEnabled: state.draft }) }));
vi.mock('@/lib/content', () => ({
  getPagePaths: async () => [{ region: 'us', path: 'flagship-bumblebee', redirect: false }],
  getPage: async (_region: string, path: string) => ({ path, title: 'Bumblebee' }),
}));

beforeEach(() => {
  state.draft = false;
});

describe('a region page looked up by its path', () => {
  it('finds a page of the content', async () => {
    expect(await loadPage('us', 'flagship-bumblebee')).toMatchObject({ region: 'us', path: 'flagship-bumblebee' });
    expect(await loadPage('xx', 'flagship-bumblebee')).toBeNull();
  });

  it('refuses a path the content’s path rule refuses (control characters, whitespace), preview or not', async () => {
    for (const draft of [false, true]) {
      state.draft = draft;
      for (const tail of ['\n', '\t', '\r', ' ', '\u0000', '\u00a0', '\u2028'])
        expect(await loadPage('us', `flagship-bumblebee${tail}`), `${draft} ${JSON.stringify(tail)}`).toBeNull();
      expect(await loadPage('us', 'Flagship-Bumblebee'), `${draft}`).toBeNull();
    }
    state.draft = true;
    expect(await loadPage('us', 'flagship-bumblebee')).not.toBeNull();
  });
});
