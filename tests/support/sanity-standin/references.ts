/**
 * Sanity's referential integrity: a document that another document references strongly (a reference without
 * `_weak: true`) cannot be deleted while that reference stands. The whole transaction is refused (409) with
 * Sanity's mutation error, whose items name the deleted document and every document still referencing it; the
 * Studio reads them (`documentHasExistingReferencesError`) and tells the editor the document is referenced.
 */
import type { Draft, StandInDocument } from './store';
import { RequestError } from './store';

interface Reference {
  _ref: string;
  _weak?: boolean;
}

const isReference = (value: unknown): value is Reference =>
  !!value && typeof value === 'object' && typeof (value as { _ref?: unknown })._ref === 'string';

/** Every reference in a document, at any depth (arrays, objects, portable text marks). */
export function referencesIn(value: unknown, found: Reference[] = []): Reference[] {
  if (Array.isArray(value)) for (const item of value) referencesIn(item, found);
  else if (value && typeof value === 'object') {
    if (isReference(value)) found.push(value);
    for (const child of Object.values(value)) referencesIn(child, found);
  }
  return found;
}

/** The ids a document references strongly. */
export const strongReferencesOf = (document: StandInDocument) =>
  new Set(
    referencesIn(document)
      .filter((ref) => ref._weak !== true)
      .map((ref) => ref._ref),
  );

/** The ids of the documents that reference `id` strongly, among `documents`. */
export const strongReferrers = (documents: StandInDocument[], id: string) =>
  documents.filter((document) => document._id !== id && strongReferencesOf(document).has(id)).map((d) => d._id);

/** Throws Sanity's refusal when the transaction deletes a document that what remains still references. */
export function refuseDeletingReferenced(draft: Draft) {
  if (draft.deletedAt.size === 0) return;
  const deleted = [...draft.deletedAt].filter(([id]) => draft.existedBefore(id));
  if (deleted.length === 0) return;
  const remaining = draft.all();
  const items = deleted.flatMap(([id, index]) => {
    const referencingIDs = strongReferrers(remaining, id);
    if (referencingIDs.length === 0) return [];
    return [
      {
        index,
        error: {
          type: 'documentHasExistingReferencesError',
          description: `Document "${id}" cannot be deleted as there are references to it from "${referencingIDs[0]}"`,
          id,
          referencingIDs,
        },
      },
    ];
  });
  if (items.length === 0) return;
  const description = `Mutation(s) failed with ${items.length} error(s)`;
  throw new RequestError(409, items[0]?.error.description ?? description, {
    type: 'mutationError',
    description,
    items,
  });
}
