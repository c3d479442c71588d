import { describe, expect, it } from 'vitest';
import { page } from '../../documents/page';
import { schemaTypes } from '../../index';
import { SECTION_TYPES } from './index';

interface Preview {
  select: Record<string, string>;
  prepare: (selection: Record<string, unknown>) => { title?: string; subtitle?: string };
}

const section = (name: string) => {
  const type = SECTION_TYPES.find((t) => t.name === name);
  if (!type) throw new Error(`no section type ${name}`);
  return type as typeof type & { preview: Preview; description?: string };
};

describe('page sections', () => {
  it('one registered object type per kind, all offered by the page’s sections field in that order', () => {
    const names = SECTION_TYPES.map((t) => t.name);
    expect(names).toEqual([
      'richTextSection',
      'productHeroSection',
      'saleProductsSection',
      'retailersSection',
      'manualsSection',
      'faqSection',
      'supportFormSection',
      'regionChooserSection',
    ]);
    const registered = new Set(schemaTypes.map((t) => t.name));
    for (const name of names) expect(registered.has(name), name).toBe(true);
    const field = page.fields.find((f) => f.name === 'sections') as
      | { group?: string; of?: { type: string }[] }
      | undefined;
    expect(field?.group).toBe('content');
    expect(field?.of?.map((member) => member.type)).toEqual(names);
  });

  it.each(SECTION_TYPES.map((t) => [t.name]))('%s is named and described for an editor', (name) => {
    const type = section(name);
    expect(type.type).toBe('object');
    expect(type.title).toMatch(/^[A-Z]/);
    expect(type.description).toMatch(/^\S.*\.$/);
  });

  it('shows readable rows in the page’s section list', () => {
    const row = (name: string, selection: Record<string, unknown> = {}) => section(name).preview.prepare(selection);
    expect(row('retailersSection')).toEqual({ title: 'Retailers list', subtitle: undefined });
    expect(row('manualsSection', { heading: 'Downloads' })).toEqual({ title: 'Manuals list', subtitle: 'Downloads' });
    expect(row('faqSection').title).toBe('FAQ');
    expect(row('regionChooserSection').title).toBe('Region chooser');
    expect(row('saleProductsSection', { heading: 'Deals' })).toEqual({ title: 'Robots on sale', subtitle: 'Deals' });
    expect(row('supportFormSection', { form: 'rma' }).title).toBe('Support form · Return to manufacturer');
    expect(row('supportFormSection', { form: 'registration' }).title).toBe('Support form · Product registration');
    expect(row('supportFormSection').title).toBe('Support form · no form chosen');
    expect(row('productHeroSection', { name: 'Flagship Megatron' }).title).toBe('Product hero · Flagship Megatron');
    const body = [
      { _type: 'image' },
      { _type: 'block', children: [{ text: 'Find us ' }, { text: 'in store' }] },
      { _type: 'block', children: [{ text: 'Second paragraph' }] },
    ];
    expect(row('richTextSection', { body })).toEqual({ title: 'Text', subtitle: 'Find us in store' });
    expect(row('richTextSection', { body: [] }).subtitle).toBeUndefined();
  });
});
