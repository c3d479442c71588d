/**
 * The history API over the stand-in's transactions: what the Studio's "Review changes" and history read — the
 * transaction log (NDJSON, with mendoza effects), a document at a past revision or time, and its events.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, standInWith } from './testing';

let api: Api;
const tx: string[] = [];
let beforeEdits: string;

beforeAll(async () => {
  api = await standInWith([{ _id: 'p', _type: 'product', price: 10 }]);
  beforeEdits = new Date().toISOString();
  const steps = [
    { actionType: 'sanity.action.document.edit', draftId: 'drafts.p', publishedId: 'p', patch: { set: { price: 11 } } },
    { actionType: 'sanity.action.document.edit', draftId: 'drafts.p', publishedId: 'p', patch: { set: { price: 12 } } },
    { actionType: 'sanity.action.document.publish', draftId: 'drafts.p', publishedId: 'p' },
    { actionType: 'sanity.action.document.edit', draftId: 'drafts.p', publishedId: 'p', patch: { set: { price: 13 } } },
    { actionType: 'sanity.action.document.version.discard', versionId: 'drafts.p' },
  ];
  for (const step of steps) {
    const { status, body } = await api.actions(step);
    if (status !== 200) throw new Error(JSON.stringify(body));
    tx.push(body.transactionId as string);
  }
});
afterAll(async () => {
  await api.close();
});

const lines = async (path: string) =>
  (await (await api.call(path)).text())
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { id: string; documentIDs: string[]; effects: Record<string, unknown> });

describe('transactions', () => {
  it('every transaction that touched the documents, oldest first, with mendoza effects', async () => {
    const response = await api.call('/data/history/production/transactions/p,drafts.p?excludeContent=true');
    expect(response.headers.get('content-type')).toBe('application/x-ndjson');
    const log = await lines('/data/history/production/transactions/p,drafts.p?excludeContent=true');
    expect(log.map((t) => t.id)).toEqual(tx);
    expect(log[2]?.documentIDs.sort()).toEqual(['drafts.p', 'p']);
    // The publish: the published document became the draft's content; the draft went.
    expect(log[2]?.effects.p).toEqual({
      apply: [0, expect.objectContaining({ _id: 'p', price: 12 })],
      revert: [0, expect.objectContaining({ _id: 'p', price: 10 })],
    });
    expect(log[2]?.effects['drafts.p']).toEqual({
      apply: [0, null],
      revert: [0, expect.objectContaining({ price: 12 })],
    });
  });

  it('a range (both ends kept), newest first with reverse, at most limit', async () => {
    const range = await lines(
      `/data/history/production/transactions/drafts.p?fromTransaction=${tx[1]}&toTransaction=${tx[3]}`,
    );
    expect(range.map((t) => t.id)).toEqual([tx[1], tx[2], tx[3]]);
    const newest = await lines('/data/history/production/transactions/drafts.p?reverse=true&limit=2');
    expect(newest.map((t) => t.id)).toEqual([tx[4], tx[3]]);
  });
});

describe('documents at a revision', () => {
  const at = async (query: string) =>
    (
      (await (await api.call(`/data/history/production/documents/p,drafts.p?${query}`)).json()) as {
        documents: { _id: string; price: number; _rev: string }[];
      }
    ).documents;

  it('as a transaction left them', async () => {
    expect(await at(`revision=${tx[1]}`)).toEqual([
      expect.objectContaining({ _id: 'p', price: 10, _rev: 'standin-seed' }),
      expect.objectContaining({ _id: 'drafts.p', price: 12, _rev: tx[1] }),
    ]);
  });

  it('as seeded, before any transaction', async () => {
    expect(await at('revision=standin-seed')).toEqual([expect.objectContaining({ _id: 'p', price: 10 })]);
    expect(await at(`time=${beforeEdits}`)).toEqual([expect.objectContaining({ _id: 'p', price: 10 })]);
  });

  it('now, and the last revision of a document that is gone', async () => {
    expect(await at(`time=${new Date().toISOString()}`)).toEqual([expect.objectContaining({ _id: 'p', price: 12 })]);
    expect(await at('lastRevision=true')).toEqual([
      expect.objectContaining({ _id: 'p', price: 12 }),
      expect.objectContaining({ _id: 'drafts.p', price: 13 }),
    ]);
  });
});

describe('events', () => {
  const events = async (id: string) =>
    (
      (await (await api.call(`/data/history/production/events/documents/${id}?limit=100`)).json()) as {
        events: Record<string, { type: string; versionId?: string; revisionId?: string; versionRevisionId?: string }[]>;
      }
    ).events[id];

  it('the document’s lifecycle, newest first: draft created, published, draft created, discarded', async () => {
    expect(await events('p')).toEqual([
      expect.objectContaining({ type: 'deleteDocumentVersion', versionId: 'drafts.p', versionRevisionId: tx[3] }),
      expect.objectContaining({ type: 'createDocumentVersion', versionId: 'drafts.p', versionRevisionId: tx[3] }),
      expect.objectContaining({
        type: 'publishDocumentVersion',
        versionId: 'drafts.p',
        revisionId: tx[2],
        versionRevisionId: tx[1],
        publishCause: 'document.publish',
      }),
      expect.objectContaining({ type: 'createDocumentVersion', versionId: 'drafts.p', versionRevisionId: tx[0] }),
    ]);
    expect((await events('drafts.p'))?.length).toBe(4);
  });
});
