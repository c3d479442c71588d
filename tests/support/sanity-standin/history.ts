/**
 * Sanity's history API over the stand-in's transaction log (every committed transaction, store.ts), which is
 * what the Studio's "Review changes", its history timeline and a release's activity read:
 *   GET /data/history/{dataset}/transactions/{ids}     the transactions that touched the documents, NDJSON,
 *        oldest first (`reverse=true`: newest first), from `fromTransaction` to `toTransaction` (both kept),
 *        at most `limit`; each with its `effects` per document as mendoza patches (`[0, value]`: "the result
 *        is this value", which Sanity's own patches reduce to for a whole document)
 *   GET /data/history/{dataset}/documents/{ids}        the documents as they were at `revision` (a transaction
 *        id: as that transaction left them), at `time`, or their `lastRevision` (the last that existed)
 *   GET /data/history/{dataset}/events/documents/{id}  the document's lifecycle events (created, published,
 *        unpublished, discarded, deleted), newest first; the Studio derives edits from the transactions
 *   GET /data/history/{dataset}/events/releases/{id}   a release's scheduling and its documents coming and going
 * A seeded document's first revision is the seed (its `_rev`), from before any transaction.
 */
import { marksUnpublish, releaseDocumentId } from './releases';
import {
  type Change,
  type DocumentStore,
  isDraftId,
  isVersionId,
  publishedIdOf,
  releaseIdOf,
  type StandInDocument,
  type Transaction,
} from './store';

type Query = URLSearchParams;

const withoutRev = (doc: StandInDocument | null) => {
  if (!doc) return null;
  const { _rev, ...rest } = doc;
  return rest;
};

/** Each document as it stood after the first `count` transactions of the log (0: as seeded). */
function stateAfter(store: DocumentStore, ids: string[], count: number): StandInDocument[] {
  const log = store.log().slice(0, count);
  return ids.flatMap((id) => {
    for (let i = log.length - 1; i >= 0; i--) {
      const change = log[i]?.changes.find((c) => c.id === id);
      if (change) return change.after ?? [];
    }
    return store.seeded(id) ?? [];
  });
}

export function documentsAt(store: DocumentStore, ids: string[], query: Query): { documents: StandInDocument[] } {
  const log = store.log();
  const revision = query.get('revision');
  const time = query.get('time');
  if (query.get('lastRevision') === 'true')
    return {
      documents: ids.flatMap((id) => {
        const changes = log.flatMap((tx) => tx.changes.filter((c) => c.id === id));
        const last = changes.map((c) => c.after ?? c.before).findLast(Boolean);
        return last ?? store.get(id) ?? store.seeded(id) ?? [];
      }),
    };
  if (revision) {
    const index = log.findIndex((tx) => tx.id === revision);
    if (index >= 0) return { documents: stateAfter(store, ids, index + 1) };
    // A seeded revision: the documents that still had it when the first transaction touched them.
    return { documents: stateAfter(store, ids, 0).filter((doc) => doc._rev === revision) };
  }
  const at = time ? Date.parse(time) : Date.now();
  if (Number.isNaN(at)) return { documents: [] };
  const count = log.filter((tx) => Date.parse(tx.timestamp) <= at).length;
  return { documents: stateAfter(store, ids, count) };
}

/** The transaction log lines for `ids`, as Sanity's translog streams them. */
export function transactionsOf(store: DocumentStore, ids: string[], query: Query): string {
  const wanted = new Set(ids);
  const onlyIdentified = query.get('includeIdentifiedDocumentsOnly') === 'true';
  const withMutations = query.get('excludeContent') !== 'true' && query.get('excludeMutations') !== 'true';
  let touching = store.log().filter((tx) => tx.changes.some((c) => wanted.has(c.id)));
  const from = query.get('fromTransaction');
  const to = query.get('toTransaction');
  const fromTime = query.get('fromTime');
  const toTime = query.get('toTime');
  if (from)
    touching = touching.slice(
      Math.max(
        0,
        touching.findIndex((tx) => tx.id === from),
      ),
    );
  if (to) {
    const end = touching.findIndex((tx) => tx.id === to);
    if (end >= 0) touching = touching.slice(0, end + 1);
  }
  if (fromTime) touching = touching.filter((tx) => Date.parse(tx.timestamp) >= Date.parse(fromTime));
  if (toTime) touching = touching.filter((tx) => Date.parse(tx.timestamp) <= Date.parse(toTime));
  if (query.get('reverse') === 'true') touching = [...touching].reverse();
  const limit = Number(query.get('limit') ?? 100);
  return touching
    .slice(0, Number.isFinite(limit) && limit > 0 ? limit : undefined)
    .map((tx) => {
      const changes = onlyIdentified ? tx.changes.filter((c) => wanted.has(c.id)) : tx.changes;
      return `${JSON.stringify({
        id: tx.id,
        timestamp: tx.timestamp,
        author: tx.identity,
        documentIDs: changes.map((c) => c.id),
        ...(withMutations && {
          mutations: changes.map((c) => (c.after ? { createOrReplace: c.after } : { delete: { id: c.id } })),
        }),
        effects: Object.fromEntries(
          changes.map((c) => [c.id, { apply: [0, withoutRev(c.after)], revert: [0, withoutRev(c.before)] }]),
        ),
      })}\n`;
    })
    .join('');
}

interface DocumentEvent {
  type: string;
  documentId: string;
  timestamp: string;
  author: string;
  [field: string]: unknown;
}

/** The lifecycle events of one transaction for the document group of `publishedId`. */
function groupEvents(tx: Transaction, publishedId: string): DocumentEvent[] {
  const inGroup = tx.changes.filter((c) => publishedIdOf(c.id) === publishedId && !c.id.startsWith('_.'));
  if (inGroup.length === 0) return [];
  const base = { documentId: publishedId, timestamp: tx.timestamp, author: tx.identity };
  const release = (id: string) => (isVersionId(id) ? { releaseId: releaseIdOf(id) } : {});
  const published = inGroup.find((c) => c.id === publishedId);
  const versions = inGroup.filter((c) => c !== published);
  const events: DocumentEvent[] = [];
  let publishedFrom: Change | undefined;
  if (published?.after) {
    publishedFrom = versions.find((c) => c.before && !c.after);
    if (publishedFrom?.before) {
      const releaseId = releaseIdOf(publishedFrom.id);
      events.push({
        ...base,
        type: 'publishDocumentVersion',
        versionId: publishedFrom.id,
        revisionId: tx.id,
        versionRevisionId: publishedFrom.before._rev,
        publishCause: releaseId ? 'release.publish' : 'document.publish',
        ...release(publishedFrom.id),
      });
    } else
      events.push({ ...base, type: published.before ? 'updateLiveDocument' : 'createLiveDocument', revisionId: tx.id });
  } else if (published?.before) {
    const kept = versions.find((c) => c.after && isDraftId(c.id));
    if (kept) events.push({ ...base, type: 'unpublishDocument', versionId: kept.id, versionRevisionId: tx.id });
    else if (versions.every((c) => !c.after)) return [{ ...base, type: 'deleteDocumentGroup' }];
    // A release's publish that removes a document it marked for unpublishing.
    publishedFrom = versions.find((c) => c.before && !c.after && marksUnpublish(c.before));
  }
  for (const change of versions) {
    if (change === publishedFrom) continue;
    if (!change.before && change.after)
      events.push({
        ...base,
        type: 'createDocumentVersion',
        versionId: change.id,
        versionRevisionId: tx.id,
        ...release(change.id),
      });
    else if (change.before && !change.after)
      events.push({
        ...base,
        type: 'deleteDocumentVersion',
        versionId: change.id,
        versionRevisionId: change.before._rev,
        ...release(change.id),
      });
  }
  return events;
}

/** `{events: {[id]: events newest first}, nextCursor}`; a draft or version sees the events of its own variant. */
export function documentEvents(store: DocumentStore, id: string, query: Query) {
  const publishedId = publishedIdOf(id);
  const all = store.log().flatMap((tx) => groupEvents(tx, publishedId));
  const mine = id === publishedId ? all : all.filter((e) => e.versionId === id || e.type === 'deleteDocumentGroup');
  const limit = Number(query.get('limit') ?? 100);
  return { events: { [id]: mine.reverse().slice(0, limit > 0 ? limit : undefined) }, nextCursor: '' };
}

/** A release's events from the events API (its edits, publish and archive the Studio reads from the translog). */
export function releaseEvents(store: DocumentStore, releaseId: string) {
  const releaseDoc = releaseDocumentId(releaseId);
  const events = store.log().flatMap((tx) => {
    const base = { timestamp: tx.timestamp, author: tx.identity, releaseName: releaseId };
    return tx.changes.flatMap((c): Record<string, unknown>[] => {
      if (c.id === releaseDoc) {
        if (!c.before && c.after) return [{ ...base, type: 'createRelease' }];
        if (c.before?.state !== 'scheduled' && c.after?.state === 'scheduled')
          return [{ ...base, type: 'scheduleRelease', publishAt: c.after.publishAt }];
        if (c.before?.state === 'scheduled' && c.after?.state === 'active')
          return [{ ...base, type: 'unscheduleRelease' }];
        return [];
      }
      if (!isVersionId(c.id) || releaseIdOf(c.id) !== releaseId) return [];
      const document = { documentId: publishedIdOf(c.id), documentType: (c.after ?? c.before)?._type };
      if (!c.before && c.after) return [{ ...base, ...document, type: 'addDocumentToRelease' }];
      const closing = tx.changes.find((r) => r.id === releaseDoc)?.after?.state;
      if (c.before && !c.after && closing !== 'published' && closing !== 'archived')
        return [{ ...base, ...document, type: 'discardDocumentFromRelease' }];
      return [];
    });
  });
  return { events: events.reverse(), nextCursor: '' };
}

const HISTORY = /^\/data\/history\/[\w-]+\/(transactions|documents|events\/documents|events\/releases)\/([^/]+)$/;

/** The history API's answer for `path` (after /v{version}), or undefined when it is not a history path. */
export function historyAnswer(
  store: DocumentStore,
  path: string,
  query: Query,
): { ndjson: string } | { json: unknown } | undefined {
  const match = HISTORY.exec(path);
  if (!match) return undefined;
  const [, kind, rawIds] = match as unknown as [string, string, string];
  const ids = decodeURIComponent(rawIds).split(',').filter(Boolean);
  switch (kind) {
    case 'transactions':
      return { ndjson: transactionsOf(store, ids, query) };
    case 'documents':
      return { json: documentsAt(store, ids, query) };
    case 'events/documents':
      return { json: documentEvents(store, ids[0] ?? '', query) };
    default:
      return { json: releaseEvents(store, ids[0] ?? '') };
  }
}
