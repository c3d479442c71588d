import { at, type NodePatch, set } from 'sanity/migrate';
import { ids } from '../seed/ids';
import { type Doc, patchMigration } from './patch-migration';

/**
 * kr's and jp's footers ended in English ("Roboshift. All rights reserved.") on pages otherwise in Korean and
 * Japanese. Each says it in its own language; only where the document still holds the English line, so an
 * editor's own wording stays and a second run sends nothing.
 */
const ENGLISH = 'Roboshift. All rights reserved.';
const LOCAL: Record<string, string> = {
  [ids.regionSettings('kr')]: 'Roboshift. 모든 권리 보유.',
  [ids.regionSettings('jp')]: 'Roboshift. 無断複写・転載を禁じます。',
};

const copyrightPatches = (doc: Doc): NodePatch[] => {
  const local = LOCAL[doc._id];
  return local && doc.copyright === ENGLISH ? [at('copyright', set(local))] : [];
};

const krJpCopyright = patchMigration(
  '012-kr-jp-copyright',
  'kr and jp say their copyright line in their own language',
  { regionSettings: copyrightPatches },
);

export default krJpCopyright;
