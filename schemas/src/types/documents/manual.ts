import { defineArrayMember, defineField, defineType } from 'sanity';
import { regionField } from '../fields';

/** The downloadable manuals of one product in one region. */
export const manual = defineType({
  name: 'manual',
  title: 'Manuals',
  type: 'document',
  fields: [
    regionField,
    defineField({
      name: 'product',
      title: 'Product',
      type: 'reference',
      to: [{ type: 'product' }],
      validation: (r) => r.required(),
    }),
    defineField({
      name: 'files',
      title: 'Files',
      type: 'array',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'manualFile',
          fields: [
            defineField({
              name: 'kind',
              title: 'Kind',
              type: 'string',
              options: { list: ['quickStart', 'safety', 'userManual'] },
              validation: (r) => r.required(),
            }),
            defineField({ name: 'title', title: 'Title', type: 'string', validation: (r) => r.required() }),
            defineField({ name: 'file', title: 'File', type: 'file', validation: (r) => r.required() }),
          ],
          preview: { select: { title: 'title', subtitle: 'kind' } },
        }),
      ],
    }),
  ],
  preview: {
    select: { title: 'product.name', region: 'region' },
    prepare: ({ title, region }) => ({ title: `${title ?? 'Manuals'}`, subtitle: String(region ?? '').toUpperCase() }),
  },
});
