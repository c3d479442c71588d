/**
 * Sanity's Actions API (POST /data/actions/{dataset}), which the Studio edits and publishes documents through
 * since it moved off raw mutations: each request's actions are one transaction. The document actions of the
 * drafts model, the version actions of the release model (a draft is the version `drafts.<id>`, a release's is
 * `versions.<releaseId>.<id>`) and the release actions (releases.ts); variant actions answer 400.
 */
import { applyReleaseAction, isReleaseAction, type ReleaseAction, releaseDocumentId } from './releases';
import {
  type Draft,
  isDraftId,
  isVersionId,
  type Patch,
  publishedIdOf,
  RequestError,
  releaseIdOf,
  type StandInDocument,
} from './store';

export type VersionAction =
  | { actionType: 'sanity.action.document.version.create'; publishedId: string; document: StandInDocument }
  | {
      actionType: 'sanity.action.document.version.create';
      publishedId: string;
      baseId: string;
      versionId: string;
      ifBaseRevisionId?: string;
    }
  | { actionType: 'sanity.action.document.version.discard'; versionId: string; purge?: boolean }
  | { actionType: 'sanity.action.document.version.replace'; document: StandInDocument }
  | { actionType: 'sanity.action.document.version.unpublish'; versionId: string; publishedId: string };

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
  | { actionType: 'sanity.action.document.delete'; publishedId: string; includeDrafts?: string[] }
  | VersionAction
  | ReleaseAction;

/** What a copied document keeps: the store stamps the copy's own revision and times. */
const withoutSystemFields = ({ _rev, _updatedAt, _createdAt, ...rest }: StandInDocument): StandInDocument => rest;

/** A version id names its document (`publishedId`) and, for a release's version, a release that is open. */
function checkVersionId(draft: Draft, versionId: string, publishedId?: string) {
  if (!isDraftId(versionId) && !isVersionId(versionId))
    throw new RequestError(400, `"${versionId}" is not a version id (drafts.<id> or versions.<release>.<id>)`);
  if (publishedId !== undefined && publishedIdOf(versionId) !== publishedId)
    throw new RequestError(400, `"${versionId}" is not a version of "${publishedId}"`);
  const releaseId = releaseIdOf(versionId);
  if (releaseId === undefined) return;
  const release = draft.get(releaseDocumentId(releaseId));
  if (!release) throw new RequestError(404, `Release "${releaseId}" not found`);
  if (release.state !== 'active') throw new RequestError(409, `Release "${releaseId}" is ${String(release.state)}`);
}

export async function applyAction(draft: Draft, action: Action) {
  if (isReleaseAction(action)) return applyReleaseAction(draft, action);
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
    case 'sanity.action.document.version.create': {
      if ('document' in action) {
        const id = action.document._id;
        checkVersionId(draft, id, action.publishedId);
        if (draft.get(id)) throw new RequestError(409, `Document by ID "${id}" already exists`);
        draft.put(id, withoutSystemFields(action.document));
        return;
      }
      checkVersionId(draft, action.versionId, action.publishedId);
      const base = draft.get(action.baseId);
      if (!base || publishedIdOf(action.baseId) !== action.publishedId)
        throw new RequestError(409, `Cannot create "${action.versionId}": its base "${action.baseId}" does not exist`);
      if (action.ifBaseRevisionId !== undefined && action.ifBaseRevisionId !== base._rev)
        throw new RequestError(409, `"${action.baseId}" changed since revision ${action.ifBaseRevisionId}`);
      if (draft.get(action.versionId))
        throw new RequestError(409, `Document by ID "${action.versionId}" already exists`);
      const { _system, ...content } = withoutSystemFields(base);
      draft.put(action.versionId, { ...content, _id: action.versionId });
      return;
    }
    case 'sanity.action.document.version.discard': {
      if (!isDraftId(action.versionId) && !isVersionId(action.versionId))
        throw new RequestError(400, `"${action.versionId}" is not a version id`);
      if (!draft.get(action.versionId))
        throw new RequestError(409, `Cannot discard "${action.versionId}": no such version`);
      draft.put(action.versionId, null);
      return;
    }
    case 'sanity.action.document.version.replace': {
      const id = action.document._id;
      checkVersionId(draft, id);
      if (!draft.get(id)) throw new RequestError(409, `Cannot replace "${id}": no such version`);
      draft.put(id, withoutSystemFields(action.document));
      return;
    }
    case 'sanity.action.document.version.unpublish': {
      if (!isVersionId(action.versionId))
        throw new RequestError(400, `"${action.versionId}" is not a release version (versions.<release>.<id>)`);
      checkVersionId(draft, action.versionId, action.publishedId);
      const published = draft.get(action.publishedId);
      if (!published) throw new RequestError(409, `Cannot unpublish "${action.publishedId}": it is not published`);
      // Marked, not removed: the published document goes when the release is published.
      const version = draft.get(action.versionId) ?? { ...withoutSystemFields(published), _id: action.versionId };
      draft.put(action.versionId, {
        ...withoutSystemFields(version),
        _system: { ...(version._system as object | undefined), delete: true },
      });
      return;
    }
    default:
      throw new RequestError(400, `unsupported action ${(action as { actionType: string }).actionType}`);
  }
}
