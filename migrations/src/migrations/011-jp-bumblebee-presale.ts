import { at, defineMigration, type Mutation, type NodePatch, patch, set } from 'sanity/migrate';
import { JP_BUMBLEBEE_ON_SALE } from '../data/content-fixes';
import { ids } from '../seed/ids';
import type { NamedMigration } from './seed-migration';

type Doc = { _id: string; _type: string; [field: string]: unknown };
type Keyed = { _key: string; [field: string]: unknown };
const keyed = (value: unknown): Keyed[] => (Array.isArray(value) ? (value as Keyed[]) : []);

/**
 * 007 took jp's Flagship Bumblebee off pre-sale because its copy says the pre-order offer ended on May 6. SPEC §3
 * lists it at 174,900 as a presale, and the copy speaks of the pre-order bonus campaign (予約特典キャンペーン),
 * which ended while pre-orders went on, as its next sentence said before 007 rewrote it. So the pre-sale
 * comes back, and the sentence says pre-orders go on, in words other than the seeded ones (which 007 would
 * rewrite again on every run): only where the document still holds what 007 wrote, so an editor's choice
 * stays and a second run sends nothing.
 */
function presalePatches(doc: Doc): NodePatch[] {
  if (doc._id !== ids.product('jp', 'flagshipBumblebee') || doc.isPreSale !== false) return [];
  for (const block of keyed(doc.sections))
    for (const span of keyed(block.children))
      if (span.text === JP_BUMBLEBEE_ON_SALE.text)
        return [
          at('isPreSale', set(true)),
          at(
            ['sections', { _key: block._key }, 'children', { _key: span._key }, 'text'],
            set(JP_BUMBLEBEE_ON_SALE.preSale),
          ),
        ];
  return [];
}

const jpBumblebeePresale: NamedMigration = {
  id: '011-jp-bumblebee-presale',
  migration: defineMigration({
    title: 'jp Flagship Bumblebee is a pre-sale again (SPEC §3); its bonus campaign ended, not its pre-orders',
    documentTypes: ['product'],
    async *migrate(documents) {
      for await (const document of documents()) {
        // The offline runner hands every document over whatever `documentTypes` says.
        if (document._type !== 'product') continue;
        const patches = presalePatches(document as Doc);
        if (patches.length > 0) yield patch(document._id, patches) as Mutation;
      }
    },
  }),
};

export default jpBumblebeePresale;
