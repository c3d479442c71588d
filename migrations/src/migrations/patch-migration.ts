import { at, defineMigration, type Mutation, type NodePatch, patch, set } from 'sanity/migrate';
import type { NamedMigration } from './seed-migration';

export type Doc = { _id: string; _type: string; [field: string]: unknown };
export type Keyed = { _key: string; [field: string]: unknown };
export const keyed = (value: unknown): Keyed[] => (Array.isArray(value) ? (value as Keyed[]) : []);

/** For each document type a migration patches, the patches one document of it needs: none when it needs nothing. */
export type PatchesByType = Readonly<Record<string, (doc: Doc) => NodePatch[]>>;

/**
 * A migration that patches each document of the types `byType` names, after yielding what `first` returns (a
 * document its patches point at). Each function conditions its patches on the value they replace, so that a
 * re-run sends nothing and an editor's own change stays: the idempotence lives in those, not here.
 */
export function patchMigration(
  id: string,
  title: string,
  byType: PatchesByType,
  first: () => Mutation[] = () => [],
): NamedMigration {
  return {
    id,
    migration: defineMigration({
      title,
      documentTypes: Object.keys(byType),
      async *migrate(documents) {
        yield* first();
        for await (const document of documents()) {
          // Own keys only, so a type named like an Object method (toString) is not taken for one of ours.
          const patchesOf = Object.hasOwn(byType, document._type) ? byType[document._type] : undefined;
          const patches = patchesOf?.(document as Doc) ?? [];
          if (patches.length > 0) yield patch(document._id, patches) as Mutation;
        }
      },
    }),
  };
}

/**
 * The patch that rewrites the first span of the Portable Text field `field` reading exactly `from` to `to`, or
 * undefined when no span reads `from` (already rewritten, or an editor's own words).
 */
export function rewriteSpan(doc: Doc, field: string, from: string, to: string): NodePatch | undefined {
  for (const block of keyed(doc[field]))
    for (const span of keyed(block.children))
      if (span.text === from)
        return at([field, { _key: block._key }, 'children', { _key: span._key }, 'text'], set(to));
  return undefined;
}
