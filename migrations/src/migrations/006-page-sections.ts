import { at, defineMigration, setIfMissing } from 'sanity/migrate';
import type { NamedMigration } from './seed-migration';

/** A section as stored in a page's `sections` array; keys are fixed so a dataset built twice is the same. */
export interface SeededSection {
  _key: string;
  _type: string;
  form?: 'registration' | 'rma';
}

const retailers: SeededSection = { _key: 'retailers', _type: 'retailersSection' };
const faq: SeededSection = { _key: 'faq', _type: 'faqSection' };

/**
 * What the site drew below a page's text by its path alone until pages chose their sections (the `Extras` of
 * web/components/pages/page-body.tsx before this migration). Kept here as it was, so that every page looks as
 * it did; from now on the page document is the only source.
 */
export const SECTIONS_BY_PATH: ReadonlyMap<string, readonly SeededSection[]> = new Map([
  ['product-registration', [{ _key: 'support-form', _type: 'supportFormSection', form: 'registration' }]],
  ['return-manufacturer', [{ _key: 'support-form', _type: 'supportFormSection', form: 'rma' }]],
  ['where-to-buy', [retailers]],
  ['where-to-buy/hongkong-macao', [retailers]],
  ['manuals', [{ _key: 'manuals', _type: 'manualsSection' }]],
  ['faq', [faq]],
  ['support', [faq]],
  ['choose-your-region', [{ _key: 'regions', _type: 'regionChooserSection' }]],
]);

/**
 * Gives each page (seeded or an editor's, in any region) the sections its path implied. A page that already has
 * a `sections` field, even an empty one an editor left, is not touched, and neither is any other field: a
 * re-run sends nothing.
 */
const pageSections: NamedMigration = {
  id: '006-page-sections',
  migration: defineMigration({
    title: 'Pages list the sections their path used to imply (retailers, manuals, FAQ, forms, regions)',
    documentTypes: ['page'],
    migrate: {
      document(page) {
        const sections = typeof page.path === 'string' ? SECTIONS_BY_PATH.get(page.path) : undefined;
        if (!sections || page.sections !== undefined) return undefined;
        return at('sections', setIfMissing(sections.map((section) => ({ ...section }))));
      },
    },
  }),
};

export default pageSections;
