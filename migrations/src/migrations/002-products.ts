import { productDocuments } from '../seed/products';
import { seedMigration } from './seed-migration';

export default seedMigration(
  '002-products',
  'Every documented product in every region, with prices, presale and stock',
  productDocuments,
);
