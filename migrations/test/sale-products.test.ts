/**
 * 013-sale-products: the ten sale pages get the list of robots on sale after their text; no other page or field
 * moves, an editor's own sections stay (the list after them), and a second run sends nothing.
 */
import { describe, expect, it } from 'vitest';
import { MIGRATIONS } from '../src/index';
import saleProducts from '../src/migrations/013-sale-products';
import { applyMigration, applyMigrations, type DatasetDocument } from '../src/runner';

let before: Promise<DatasetDocument[]> | undefined;
const before013 = () => {
  before ??= applyMigrations(
    [],
    MIGRATIONS.filter((m) => m.id < '013'),
  );
  return before;
};
const salePages = (docs: readonly DatasetDocument[]) =>
  docs.filter((d) => d._type === 'page' && ['black-friday', 'christmas-sale'].includes(d.path as string));

describe('013-sale-products', () => {
  it('gives each of the ten sale pages the list, and changes nothing else', async () => {
    const was = await before013();
    expect(salePages(was).map((d) => d._id)).toHaveLength(10);
    expect(salePages(was).every((d) => d.sections === undefined)).toBe(true);
    const after = await applyMigration(structuredClone(was), saleProducts.migration);
    for (const page of salePages(after))
      expect(page.sections, page._id).toEqual([{ _key: 'sale-products', _type: 'saleProductsSection' }]);
    const others = (docs: readonly DatasetDocument[]) => docs.filter((d) => !salePages([d]).length);
    expect(others(after)).toEqual(others(was));
    expect(await applyMigration(structuredClone(after), saleProducts.migration)).toEqual(after);
  });

  it('puts the list after the sections an editor added, once', async () => {
    const faq = { _key: 'faq', _type: 'faqSection' };
    const edited = structuredClone(await before013()).map((d) =>
      d._id === 'page-de-black-friday' ? { ...d, sections: [faq] } : d,
    );
    const after = await applyMigration(edited, saleProducts.migration);
    const page = after.find((d) => d._id === 'page-de-black-friday');
    expect(page?.sections).toEqual([faq, { _key: 'sale-products', _type: 'saleProductsSection' }]);
    expect(await applyMigration(structuredClone(after), saleProducts.migration)).toEqual(after);
  });
});
