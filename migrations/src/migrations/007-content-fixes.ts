import { at, defineMigration, type Mutation, type NodePatch, patch, setIfMissing } from 'sanity/migrate';
import type { NamedMigration } from './seed-migration';

type Doc = { _id: string; _type: string; [field: string]: unknown };

function productFixes(doc: Doc): NodePatch[] {
  // Mini Robot has no price anywhere and was labelled "Unlocking soon" for it: it is not on sale yet.
  if (doc.key === 'miniRobot' && doc.unlockingSoon === undefined) return [at('unlockingSoon', setIfMissing(true))];
  return [];
}

const FIXES: Record<string, (doc: Doc) => NodePatch[]> = {
  product: productFixes,
};

/**
 * Content that contradicted itself (issue 17): Mini Robot's "Unlocking soon" beside a Buy button.
 * Every patch is conditioned on the content being as seeded, so a re-run sends nothing and an editor's own
 * change stays.
 */
const contentFixes: NamedMigration = {
  id: '007-content-fixes',
  migration: defineMigration({
    title: 'Content fixes: Mini Robot is unlocking soon',
    documentTypes: Object.keys(FIXES),
    async *migrate(documents) {
      for await (const document of documents()) {
        const patches = FIXES[document._type]?.(document as Doc) ?? [];
        if (patches.length > 0) yield patch(document._id, patches) as Mutation;
      }
    },
  }),
};

export default contentFixes;
