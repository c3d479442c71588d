/**
 * Sanity's Actions API (POST /data/actions/{dataset}), which the Studio edits and publishes documents through
 * since it moved off raw mutations: each request's actions are one transaction. Only the document actions of
 * the drafts model are here; release and variant actions answer 400.
 */
import { type Draft, type Patch, RequestError, type StandInDocument } from './store';

export type Action =
  | {
      actionType: 'sanity.action.document.create';
      publishedId: string;
      attributes: StandInDocument;
      ifExists?: 'fail' | 'ignore';
    }
  | { actionType: 'sanity.action.document.edit'; draftId: string; publishedId: string; patch: Omit<Patch, 'id'> }
  | {
      actionType: 'sanity.action.document.publish';
      draftId: string;
      publishedId: string;
      ifDraftRevisionId?: string;
      ifPublishedRevisionId?: string;
    }
  | { actionType: 'sanity.action.document.discard'; draftId: string }
  | { actionType: 'sanity.action.document.replaceDraft'; publishedId: string; attributes: StandInDocument }
  | { actionType: 'sanity.action.document.unpublish'; draftId: string; publishedId: string }
  | { actionType: 'sanity.action.document.delete'; publishedId: string; includeDrafts?: string[] };

/** What a copied document keeps: the store stamps the copy's own revision and times. */
const withoutSystemFields = ({ _rev, _updatedAt, _createdAt, ...rest }: StandInDocument): StandInDocument => rest;

export async function applyAction(draft: Draft, action: Action) {
  switch (action.actionType) {
    case 'sanity.action.document.create': {
      const id = action.attributes._id;
      if (!id) throw new RequestError(400, 'create needs attributes._id (the draft id)');
      if (draft.get(id)) {
        if (action.ifExists === 'ignore') return;
        throw new RequestError(409, `Document by ID "${id}" already exists`);
      }
      draft.put(id, action.attributes);
      return;
    }
    case 'sanity.action.document.edit': {
      // An edit of a document that has no draft yet starts the draft from the published version.
      if (!draft.get(action.draftId)) {
        const published = draft.get(action.publishedId);
        if (!published)
          throw new RequestError(409, `Cannot edit "${action.publishedId}": it has no draft or published version`);
        draft.put(action.draftId, { ...withoutSystemFields(published), _id: action.draftId });
      }
      draft.patch(action.draftId, action.patch);
      return;
    }
    case 'sanity.action.document.publish': {
      const source = draft.get(action.draftId);
      if (!source) throw new RequestError(409, `Cannot publish "${action.draftId}": it does not exist`);
      if (action.ifDraftRevisionId !== undefined && action.ifDraftRevisionId !== source._rev)
        throw new RequestError(409, `The draft changed since revision ${action.ifDraftRevisionId}`);
      const current = draft.get(action.publishedId);
      if (action.ifPublishedRevisionId !== undefined && action.ifPublishedRevisionId !== current?._rev)
        throw new RequestError(409, `The published document changed since revision ${action.ifPublishedRevisionId}`);
      draft.put(action.publishedId, { ...withoutSystemFields(source), _id: action.publishedId });
      draft.put(action.draftId, null);
      return;
    }
    case 'sanity.action.document.discard': {
      if (!draft.get(action.draftId)) throw new RequestError(409, `Cannot discard "${action.draftId}": no such draft`);
      draft.put(action.draftId, null);
      return;
    }
    case 'sanity.action.document.replaceDraft': {
      const id = action.attributes._id;
      if (!id) throw new RequestError(400, 'replaceDraft needs attributes._id (the draft id)');
      draft.put(id, action.attributes);
      return;
    }
    case 'sanity.action.document.unpublish': {
      const published = draft.get(action.publishedId);
      if (!published) throw new RequestError(409, `Cannot unpublish "${action.publishedId}": it is not published`);
      if (!draft.get(action.draftId))
        draft.put(action.draftId, { ...withoutSystemFields(published), _id: action.draftId });
      draft.put(action.publishedId, null);
      return;
    }
    case 'sanity.action.document.delete': {
      draft.put(action.publishedId, null);
      for (const id of action.includeDrafts ?? []) draft.put(id, null);
      return;
    }
    default:
      throw new RequestError(400, `unsupported action ${(action as { actionType: string }).actionType}`);
  }
}
