/**
 * 006-page-sections: every page shows what its path showed before pages chose their sections, and nothing else
 * in the dataset moves. The expected table is restated by hand from the site's former path rules.
 */
import { describe, expect, it } from 'vitest';
import { MIGRATIONS } from '../src/index';
import pageSections from '../src/migrations/006-page-sections';
import { applyMigration, applyMigrations, type DatasetDocument, toNdjson } from '../src/runner';
import { seededDataset } from './dataset';

const EXPECTED: Record<string, unknown[]> = {
  'product-registration': [{ _type: 'supportFormSection', form: 'registration' }],
  'return-manufacturer': [{ _type: 'supportFormSection', form: 'rma' }],
  'where-to-buy': [{ _type: 'retailersSection' }],
  'where-to-buy/hongkong-macao': [{ _type: 'retailersSection' }],
  manuals: [{ _type: 'manualsSection' }],
  faq: [{ _type: 'faqSection' }],
  support: [{ _type: 'faqSection' }],
  'choose-your-region': [{ _type: 'regionChooserSection' }],
  // Added by 013-sale-products.
  'black-friday': [{ _type: 'saleProductsSection' }],
  'christmas-sale': [{ _type: 'saleProductsSection' }],
  // Added by 015-contact-form.
  'technical-support': [{ _type: 'supportFormSection', form: 'contact' }],
};

const before006 = () =>
  applyMigrations(
    [],
    MIGRATIONS.filter((m) => m.id < '006'),
  );
const through006 = () =>
  applyMigrations(
    [],
    MIGRATIONS.filter((m) => m.id < '007'),
  );

/** A page as it was before: products have `sections` of their own (their body), which stay. */
const withoutPageSections = (document: DatasetDocument) => {
  if (document._type !== 'page') return document;
  const { sections: _sections, ...rest } = document;
  return rest;
};

describe('006-page-sections', () => {
  it('is registered after every earlier migration, in order', () => {
    const order = MIGRATIONS.map((m) => m.id);
    expect(order).toEqual([...order].sort());
    expect(order.filter((id) => id < '006')).toHaveLength(5);
    expect(order).toContain('006-page-sections');
  });

  it('every page whose path implied a list or form now lists it as its section', async () => {
    const pages = (await seededDataset()).filter((d) => d._type === 'page');
    const withSections = pages.filter((page) => page.sections !== undefined);
    expect(withSections.length).toBe(45);
    for (const page of pages) {
      const expected = EXPECTED[page.path as string];
      if (!expected) {
        expect(page.sections, page._id).toBeUndefined();
        continue;
      }
      const sections = page.sections as { _key: string; _type: string; form?: string }[];
      expect(
        sections.map(({ _key, ...section }) => section),
        page._id,
      ).toEqual(expected);
      for (const section of sections) expect(section._key, page._id).toMatch(/^[a-z-]+$/);
    }
  });

  it('changes nothing but pages’ sections', async () => {
    const before = await before006();
    const after = await through006();
    expect(toNdjson(after.map(withoutPageSections))).toBe(toNdjson(before));
  });

  it('leaves a page that already has sections alone, even none, and adds them to an editor’s new page', async () => {
    const before = structuredClone(await before006());
    const kept = { _key: 'mine', _type: 'faqSection', heading: 'Questions' };
    const faq = before.find((d) => d._id === 'page-us-faq');
    const manuals = before.find((d) => d._id === 'page-uk-manuals');
    if (!faq || !manuals) throw new Error('seeded pages missing');
    faq.sections = [kept];
    manuals.sections = [];
    before.push(
      { _id: 'page-kr-where-to-buy', _type: 'page', region: 'kr', path: 'where-to-buy', title: '구매처' },
      { _id: 'drafts.page-us-support', _type: 'page', region: 'us', path: 'support', title: 'Support' },
    );
    const after = new Map((await applyMigration(before, pageSections.migration)).map((d) => [d._id, d]));
    expect(after.get('page-us-faq')?.sections).toEqual([kept]);
    expect(after.get('page-uk-manuals')?.sections).toEqual([]);
    expect(after.get('page-kr-where-to-buy')?.sections).toEqual([{ _key: 'retailers', _type: 'retailersSection' }]);
    expect(after.get('drafts.page-us-support')?.sections).toEqual([{ _key: 'faq', _type: 'faqSection' }]);
  });

  it('a second run changes nothing', async () => {
    const once = await seededDataset();
    expect(toNdjson(await applyMigration(structuredClone(once), pageSections.migration))).toBe(toNdjson(once));
  });
});
