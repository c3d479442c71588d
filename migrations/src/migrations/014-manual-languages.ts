import { at, type NodePatch, set } from 'sanity/migrate';
import { type Doc, keyed, patchMigration } from './patch-migration';

/**
 * Every region's manuals are English PDFs (assets/pdf.ts writes them, one per product and kind, for every region)
 * listed under titles in the region's language, so a French shopper could not tell the download was in English.
 * Each file now records its language: English for every file that has none yet, so an editor's own choice stays
 * and a second run sends nothing.
 */
const languages = (manual: Doc): NodePatch[] =>
  keyed(manual.files)
    .filter((file) => file.language === undefined)
    .map((file) => at(['files', { _key: file._key }, 'language'], set('en')));

const manualLanguages = patchMigration('014-manual-languages', 'Manuals say the language of each file', {
  manual: languages,
});

export default manualLanguages;
