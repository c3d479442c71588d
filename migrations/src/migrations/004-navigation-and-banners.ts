import { bannerDocuments, navigationDocuments } from '../seed/navigation';
import { seedMigration } from './seed-migration';

export default seedMigration(
  '004-navigation-and-banners',
  'Header and footer menus, the toy-revolution banner and the Halloween countdowns',
  () => [...navigationDocuments(), ...bannerDocuments()],
);
