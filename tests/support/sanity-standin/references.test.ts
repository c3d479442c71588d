/**
 * Referential integrity as Sanity keeps it: a document another one references strongly cannot be deleted,
 * through the Actions API (the Studio's Delete) or the mutate API; a weak reference does not hold it. The
 * refusal is Sanity's 409 with the referencing documents, and GROQ's references() finds them.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Api, standInWith } from './testing';

let api: Api;

beforeEach(async () => {
  api = await standInWith([
    { _id: 'schedule-a', _type: 'schedule' },
    { _id: 'schedule-b', _type: 'schedule' },
    { _id: 'schedule-c', _type: 'schedule' },
    {
      _id: 'countdown-a',
      _type: 'countdown',
      activation: { _type: 'activation', schedule: { _type: 'reference', _ref: 'schedule-a' } },
    },
    // Deep in an array, as the navigation's items hold theirs.
    {
      _id: 'drafts.menu',
      _type: 'navigation',
      items: [{ _key: 'k', link: { _type: 'reference', _ref: 'schedule-b' } }],
    },
    { _id: 'banner', _type: 'textBanner', schedule: { _type: 'reference', _ref: 'schedule-c', _weak: true } },
  ]);
});
afterEach(async () => {
  await api.close();
});

const deleteAction = (publishedId: string) => ({
  actionType: 'sanity.action.document.delete',
  publishedId,
  includeDrafts: [],
});

describe('deleting a referenced document', () => {
  it('is refused (409, documentHasExistingReferencesError) when a published document references it', async () => {
    const { status, body } = await api.actions(deleteAction('schedule-a'));
    expect(status).toBe(409);
    expect(body.error).toEqual({
      type: 'mutationError',
      description: 'Mutation(s) failed with 1 error(s)',
      items: [
        {
          index: 0,
          error: {
            type: 'documentHasExistingReferencesError',
            description: 'Document "schedule-a" cannot be deleted as there are references to it from "countdown-a"',
            id: 'schedule-a',
            referencingIDs: ['countdown-a'],
          },
        },
      ],
    });
    expect(api.stored('schedule-a')).toBeDefined();
  });

  it('is refused when a draft references it, through the mutate API too, naming the mutation that deleted it', async () => {
    const { status, body } = await api.mutate({ delete: { id: 'schedule-c' } }, { delete: { id: 'schedule-b' } });
    expect(status).toBe(409);
    expect(body.error?.items).toEqual([
      expect.objectContaining({ index: 1, error: expect.objectContaining({ referencingIDs: ['drafts.menu'] }) }),
    ]);
    // The whole transaction is refused: the unreferenced schedule is not deleted either.
    expect(api.stored('schedule-c')).toBeDefined();
    expect(api.stored('schedule-b')).toBeDefined();
  });

  it('goes through when only a weak reference points at it, or when the referrer goes in the same transaction', async () => {
    expect((await api.actions(deleteAction('schedule-c'))).status).toBe(200);
    expect(api.stored('schedule-c')).toBeUndefined();
    const both = await api.mutate({ delete: { id: 'countdown-a' } }, { delete: { id: 'schedule-a' } });
    expect(both.status).toBe(200);
    expect(api.stored('schedule-a')).toBeUndefined();
  });

  it('a deleted document’s referrers are what the Studio lists: references() over published and drafts', async () => {
    const referrers = await api.query<{ _id: string }[]>(
      '*[references($documentId) && _system.group._ref != $documentId]{_id}',
      'drafts',
      { documentId: 'schedule-b' },
    );
    expect(referrers).toEqual([{ _id: 'menu' }]);
    const cross = await api.call('/data/references/production/documents/schedule-a/to?excludeInternalReferences=true');
    expect(await cross.json()).toEqual({ totalCount: 0, references: [] });
  });
});
