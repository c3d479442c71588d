import { faqDocuments, legalDocuments, manualDocuments, retailerDocuments } from '../seed/support';
import { seedMigration } from './seed-migration';

export default seedMigration('005-support-content', 'Legal texts, manuals, retailers and FAQ entries', () => [
  ...legalDocuments(),
  ...manualDocuments(),
  ...retailerDocuments(),
  ...faqDocuments(),
]);
