/**
 * Content releases as Sanity keeps them: a release is the document `_.releases.<releaseId>` of type
 * `system.release` (its `name`, `state` and `metadata`), and its content is the version documents
 * `versions.<releaseId>.<publishedId>`. The release actions move the release through its states
 * (active → scheduled → published, active → archived → active) and publish, archive or restore its versions,
 * each in the one transaction of its request, so publishing a release publishes all its versions or none.
 */
import type { DocumentStore, Patch } from './store';
import { type Draft, isVersionId, publishedIdOf, RequestError, releaseIdOf, type StandInDocument } from './store';

export type ReleaseState = 'active' | 'archived' | 'published' | 'scheduled';

export type ReleaseAction =
  | { actionType: 'sanity.action.release.create'; releaseId: string; metadata?: Record<string, unknown> }
  | { actionType: 'sanity.action.release.edit'; releaseId: string; patch: Omit<Patch, 'id'> }
  | { actionType: 'sanity.action.release.publish'; releaseId: string }
  | { actionType: 'sanity.action.release.schedule'; releaseId: string; publishAt: string }
  | { actionType: 'sanity.action.release.unschedule'; releaseId: string }
  | { actionType: 'sanity.action.release.archive'; releaseId: string }
  | { actionType: 'sanity.action.release.unarchive'; releaseId: string }
  | { actionType: 'sanity.action.release.delete'; releaseId: string };

export const RELEASE_TYPE = 'system.release';
export const releaseDocumentId = (releaseId: string) => `_.releases.${releaseId}`;
export const isReleaseAction = (action: { actionType: string }): action is ReleaseAction =>
  action.actionType.startsWith('sanity.action.release.');

/** The version documents of a release, as the transaction sees them. */
export const versionsOf = (draft: Draft, releaseId: string) =>
  draft.all().filter((doc) => isVersionId(doc._id) && releaseIdOf(doc._id) === releaseId);

/** A version marked by `version.unpublish`: publishing its release removes the published document. */
export const marksUnpublish = (doc: StandInDocument) =>
  (doc._system as { delete?: unknown } | undefined)?.delete === true;

const withoutSystemFields = ({ _rev, _updatedAt, _createdAt, _system, ...rest }: StandInDocument): StandInDocument =>
  rest;

function releaseIn(draft: Draft, releaseId: string, allowed: ReleaseState[], verb: string) {
  const release = draft.get(releaseDocumentId(releaseId));
  if (!release) throw new RequestError(404, `Release "${releaseId}" not found`);
  const state = release.state as ReleaseState;
  if (!allowed.includes(state))
    throw new RequestError(
      409,
      `Release "${releaseId}" cannot be ${verb}: it is ${state}, not ${allowed.join(' or ')}`,
    );
  return release;
}

/** The versions the last archive of the release removed, as they were (what unarchive brings back). */
function archivedVersions(draft: Draft, releaseId: string): StandInDocument[] {
  const releaseDoc = releaseDocumentId(releaseId);
  const archive = [...draft.log()]
    .reverse()
    .find((tx) => tx.changes.some((c) => c.id === releaseDoc && c.after?.state === 'archived'));
  return (archive?.changes ?? []).flatMap((c) =>
    c.before && !c.after && isVersionId(c.id) && releaseIdOf(c.id) === releaseId ? [c.before] : [],
  );
}

export function applyReleaseAction(draft: Draft, action: ReleaseAction) {
  const id = releaseDocumentId(action.releaseId);
  switch (action.actionType) {
    case 'sanity.action.release.create': {
      if (!/^[a-zA-Z0-9_-]+$/.test(action.releaseId))
        throw new RequestError(400, `"${action.releaseId}" is not a valid release id`);
      if (draft.get(id)) throw new RequestError(409, `Release "${action.releaseId}" already exists`);
      draft.put(id, {
        _id: id,
        _type: RELEASE_TYPE,
        name: action.releaseId,
        state: 'active',
        metadata: { releaseType: 'undecided', ...action.metadata },
      });
      return;
    }
    case 'sanity.action.release.edit': {
      releaseIn(draft, action.releaseId, ['active', 'scheduled'], 'edited');
      draft.patch(id, action.patch);
      return;
    }
    case 'sanity.action.release.schedule': {
      const release = releaseIn(draft, action.releaseId, ['active'], 'scheduled');
      if (Number.isNaN(Date.parse(action.publishAt)))
        throw new RequestError(400, `publishAt "${action.publishAt}" is not a date`);
      draft.put(id, { ...release, state: 'scheduled', publishAt: action.publishAt });
      return;
    }
    case 'sanity.action.release.unschedule': {
      const { publishAt, ...release } = releaseIn(draft, action.releaseId, ['scheduled'], 'unscheduled');
      draft.put(id, { ...release, state: 'active' });
      return;
    }
    case 'sanity.action.release.publish': {
      const release = releaseIn(draft, action.releaseId, ['active', 'scheduled'], 'published');
      const versions = versionsOf(draft, action.releaseId);
      for (const version of versions) {
        const publishedId = publishedIdOf(version._id);
        if (marksUnpublish(version)) {
          draft.put(publishedId, null);
        } else draft.put(publishedId, { ...withoutSystemFields(version), _id: publishedId });
        draft.put(version._id, null);
      }
      draft.put(id, {
        ...release,
        state: 'published',
        publishedAt: new Date().toISOString(),
        finalDocumentStates: versions.map((v) => ({ id: v._id })),
      });
      return;
    }
    case 'sanity.action.release.archive': {
      const release = releaseIn(draft, action.releaseId, ['active'], 'archived');
      for (const version of versionsOf(draft, action.releaseId)) draft.put(version._id, null);
      draft.put(id, { ...release, state: 'archived' });
      return;
    }
    case 'sanity.action.release.unarchive': {
      const release = releaseIn(draft, action.releaseId, ['archived'], 'unarchived');
      for (const { _rev, _updatedAt, ...version } of archivedVersions(draft, action.releaseId))
        draft.put(version._id, version);
      draft.put(id, { ...release, state: 'active' });
      return;
    }
    case 'sanity.action.release.delete': {
      releaseIn(draft, action.releaseId, ['archived', 'published'], 'deleted');
      for (const version of versionsOf(draft, action.releaseId)) draft.put(version._id, null);
      draft.put(id, null);
      return;
    }
  }
}

/**
 * Sanity publishes a scheduled release at its `publishAt`, as no editor's request: one timer for the earliest,
 * set again after every transaction (a release can be scheduled, moved or unscheduled at any time). Returns the
 * stop. Timers wait at most 2^31-1 ms, so one further off wakes early and sets itself again.
 */
export function publishScheduledReleases(store: DocumentStore): () => void {
  let timer: NodeJS.Timeout | undefined;
  const scheduled = () =>
    store.all().filter((doc) => doc._type === RELEASE_TYPE && doc.state === 'scheduled' && doc.publishAt);
  const arm = () => {
    clearTimeout(timer);
    const next = Math.min(...scheduled().map((release) => Date.parse(String(release.publishAt))));
    if (Number.isFinite(next)) timer = setTimeout(publishDue, Math.min(Math.max(0, next - Date.now()), 2 ** 31 - 1));
  };
  const publishDue = async () => {
    const now = Date.now();
    for (const release of scheduled().filter((doc) => Date.parse(String(doc.publishAt)) <= now)) {
      const releaseId = release._id.slice(releaseDocumentId('').length);
      // A release unscheduled in the meantime is refused (409) and stays as the editor left it.
      await store
        .transact({ identity: 'system' }, async (draft) =>
          applyReleaseAction(draft, { actionType: 'sanity.action.release.publish', releaseId }),
        )
        .catch(() => undefined);
    }
    arm();
  };
  const unsubscribe = store.subscribe(arm);
  arm();
  return () => {
    unsubscribe();
    clearTimeout(timer);
  };
}
