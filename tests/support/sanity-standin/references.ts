/**
 * Sanity's referential integrity: a document that another document references strongly (a reference without
 * `_weak: true`) cannot be deleted while that reference stands. The whole transaction is refused (409) with
 * Sanity's mutation error, whose items name the deleted document and every document still referencing it; the
 * Studio reads them (`documentHasExistingReferencesError`) and tells the editor the document is referenced.
 */

/** A stored document as far as references go. */
type Document = { _id: string };

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
export const strongReferencesOf = (document: Document) =>
  new Set(
    referencesIn(document)
      .filter((ref) => ref._weak !== true)
      .map((ref) => ref._ref),
  );

/** The ids of the documents that reference `id` strongly, among `documents`. */
export const strongReferrers = (documents: Document[], id: string) =>
  documents.filter((document) => document._id !== id && strongReferencesOf(document).has(id)).map((d) => d._id);

/**
 * Sanity's refusal (the body of its 409) when a transaction deletes documents (`deleted`: id and the mutation's
 * index) that `remaining` still references strongly; null when nothing refuses it.
 */
export function deletingReferenced(deleted: [id: string, index: number][], remaining: Document[]) {
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
  if (items.length === 0) return null;
  const description = `Mutation(s) failed with ${items.length} error(s)`;
  return {
    message: items[0]?.error.description ?? description,
    details: { type: 'mutationError', description, items },
  };
}
