import { defineField, defineType } from 'sanity';
import { regionField } from '../fields';

/** The thin announcement bar above the header. */
export const textBanner = defineType({
  name: 'textBanner',
  title: 'Text banner',
  type: 'document',
  fields: [
    regionField,
    defineField({ name: 'label', title: 'Text', type: 'string', validation: (r) => r.required() }),
    defineField({ name: 'link', title: 'Link', type: 'string' }),
    defineField({ name: 'bg', title: 'Background colour', type: 'string' }),
    defineField({ name: 'activation', title: 'When it is shown', type: 'activation' }),
  ],
  preview: {
    select: { title: 'label', region: 'region' },
    prepare: ({ title, region }) => ({ title, subtitle: String(region ?? '').toUpperCase() }),
  },
});
