import { at, defineMigration, type Mutation, type NodePatch, patch, set, setIfMissing } from 'sanity/migrate';
import type { NamedMigration } from './seed-migration';

type Doc = { _id: string; _type: string; [field: string]: unknown };

/** "© 2025 " (or "(c) 2024–2025 "): what the footer now writes itself before the holder. */
const COPYRIGHT_PREFIX = /^\s*(?:©|\(c\))\s*(?:(?:19|20|21)\d{2}(?:\s*[-–]\s*(?:19|20|21)\d{2})?)?\s*/i;

function regionSettingsFixes(doc: Doc): NodePatch[] {
  const copyright = typeof doc.copyright === 'string' ? doc.copyright : undefined;
  const holder = copyright?.replace(COPYRIGHT_PREFIX, '');
  return copyright && holder && holder !== copyright ? [at('copyright', set(holder))] : [];
}

function productFixes(doc: Doc): NodePatch[] {
  // Mini Robot has no price anywhere and was labelled "Unlocking soon" for it: it is not on sale yet.
  if (doc.key === 'miniRobot' && doc.unlockingSoon === undefined) return [at('unlockingSoon', setIfMissing(true))];
  return [];
}

const FIXES: Record<string, (doc: Doc) => NodePatch[]> = {
  regionSettings: regionSettingsFixes,
  product: productFixes,
};

/**
 * Content that contradicted itself (issue 17): the copyright year written into content, and Mini Robot's
 * "Unlocking soon" beside a Buy button. Every patch is conditioned on the content being as seeded, so a re-run
 * sends nothing and an editor's own change stays.
 */
const contentFixes: NamedMigration = {
  id: '007-content-fixes',
  migration: defineMigration({
    title: 'Content fixes: copyright year, Mini Robot is unlocking soon',
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
