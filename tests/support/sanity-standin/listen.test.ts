/**
 * The listener's events chain as the Studio chains them: every event names the revision it leaves
 * (`resultRev`), a delete's too, so that a discarded draft disappears from an open form.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDITOR_TOKEN } from '../sanity-standin';
import { type Api, standInWith } from './testing';

let api: Api;

beforeAll(async () => {
  api = await standInWith([{ _id: 'p', _type: 'product', price: 1 }]);
});
afterAll(async () => {
  await api.close();
});

describe('listener events', () => {
  it('an edit and a discard of the draft: both chained by previousRev → resultRev', async () => {
    const controller = new AbortController();
    const query = encodeURIComponent('*[_id in ["p", "drafts.p"]]');
    const response = await fetch(`${api.standIn.url}/v2025-02-19/data/listen/production?query=${query}`, {
      headers: { authorization: `Bearer ${EDITOR_TOKEN}` },
      signal: controller.signal,
    });
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let text = '';
    const events = () =>
      [...text.matchAll(/event: mutation\ndata: (.*)\n/g)].map(
        (m) => JSON.parse(m[1] as string) as { transition: string; previousRev?: string; resultRev?: string },
      );
    const readUntil = async (count: number) => {
      while (events().length < count) text += decoder.decode((await reader.read()).value, { stream: true });
    };
    const edit = await api.actions({
      actionType: 'sanity.action.document.edit',
      draftId: 'drafts.p',
      publishedId: 'p',
      patch: { set: { price: 2 } },
    });
    const discard = await api.actions({ actionType: 'sanity.action.document.version.discard', versionId: 'drafts.p' });
    await readUntil(2);
    controller.abort();
    expect(events()).toEqual([
      expect.objectContaining({ transition: 'appear', resultRev: edit.body.transactionId }),
      expect.objectContaining({
        transition: 'disappear',
        previousRev: edit.body.transactionId,
        resultRev: discard.body.transactionId,
      }),
    ]);
  });
});
