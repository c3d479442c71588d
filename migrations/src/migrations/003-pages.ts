import { pageDocuments } from '../seed/pages';
import { seedMigration } from './seed-migration';

export default seedMigration(
  '003-pages',
  'The page matrix of SPEC §2.2 with meta, bodies and the Halloween home title',
  pageDocuments,
);
