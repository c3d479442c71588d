import { at, insert, type NodePatch, setIfMissing } from 'sanity/migrate';
import { type Doc, keyed, patchMigration } from './patch-migration';

/**
 * The sale pages (black-friday, christmas-sale: us, uk, eu, fr, de) told shoppers to "look for the sale badge on
 * each product" and listed none. Each gets the section of the robots on sale at the instant it is shown, after
 * its text and any section an editor put there; a page that has one already (a re-run, or an editor's) is left.
 */
const SALE_PAGES = new Set(['black-friday', 'christmas-sale']);
const SECTION = { _key: 'sale-products', _type: 'saleProductsSection' };

const saleSection = (page: Doc): NodePatch[] => {
  if (typeof page.path !== 'string' || !SALE_PAGES.has(page.path)) return [];
  const sections = keyed(page.sections);
  if (sections.some((section) => section._type === SECTION._type)) return [];
  return [at('sections', setIfMissing([])), at('sections', insert([{ ...SECTION }], 'after', -1))];
};

const saleProducts = patchMigration('013-sale-products', 'Sale pages list the robots on sale', {
  page: saleSection,
});

export default saleProducts;
