/** Every migration, in the order they apply. A new migration is a new file here, never an edit of an old one. */
import regionsAndSchedules from './migrations/001-regions-and-schedules';
import products from './migrations/002-products';
import pages from './migrations/003-pages';
import navigationAndBanners from './migrations/004-navigation-and-banners';
import supportContent from './migrations/005-support-content';
import pageSections from './migrations/006-page-sections';
import contentFixes from './migrations/007-content-fixes';
import scheduleRegions from './migrations/008-schedule-regions';
import menuProducts from './migrations/009-menu-products';
import legalHead from './migrations/010-legal-head';
import jpBumblebeePresale from './migrations/011-jp-bumblebee-presale';
import krJpCopyright from './migrations/012-kr-jp-copyright';
import saleProducts from './migrations/013-sale-products';
import manualLanguages from './migrations/014-manual-languages';
import contactForm from './migrations/015-contact-form';
import type { NamedMigration } from './migrations/seed-migration';

export type { NamedMigration };
export const MIGRATIONS: readonly NamedMigration[] = [
  regionsAndSchedules,
  products,
  pages,
  navigationAndBanners,
  supportContent,
  pageSections,
  contentFixes,
  scheduleRegions,
  menuProducts,
  legalHead,
  jpBumblebeePresale,
  krJpCopyright,
  saleProducts,
  manualLanguages,
  contactForm,
];
