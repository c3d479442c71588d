import { at, type NodePatch, set } from 'sanity/migrate';
import { JP_BUMBLEBEE_ON_SALE } from '../data/content-fixes';
import { ids } from '../seed/ids';
import { type Doc, patchMigration, rewriteSpan } from './patch-migration';

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
  const text = rewriteSpan(doc, 'sections', JP_BUMBLEBEE_ON_SALE.text, JP_BUMBLEBEE_ON_SALE.preSale);
  return text ? [at('isPreSale', set(true)), text] : [];
}

const jpBumblebeePresale = patchMigration(
  '011-jp-bumblebee-presale',
  'jp Flagship Bumblebee is a pre-sale again (SPEC §3); its bonus campaign ended, not its pre-orders',
  { product: presalePatches },
);

export default jpBumblebeePresale;
