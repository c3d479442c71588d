import { defineArrayMember, defineField, defineType } from 'sanity';
import { REGION_INFO, REGIONS } from '../../regions';
import { regionField } from '../fields';

/** The regions' languages, each named in itself (English, Français, 日本語…). */
const LANGUAGES = [...new Set(REGIONS.map((code) => REGION_INFO[code].language))].map((value) => ({
  value,
  title: new Intl.DisplayNames([value], { type: 'language' }).of(value) ?? value,
}));

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
      description:
        'The product of this region these manuals belong to; its name heads the downloads on the manuals page.',
      validation: (r) => r.required(),
    }),
    defineField({
      name: 'files',
      title: 'Files',
      type: 'array',
      description: 'The downloads listed under the product, in this order.',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'manualFile',
          title: 'Manual file',
          fields: [
            defineField({
              name: 'kind',
              title: 'Kind of manual',
              type: 'string',
              options: { list: ['quickStart', 'safety', 'userManual'] },
              description:
                'Quick-start guide, safety sheet or full user manual; the site lists files by their link text.',
              validation: (r) => r.required(),
            }),
            defineField({
              name: 'title',
              title: 'Link text',
              type: 'string',
              description: 'The text of the download link, e.g. Quick start guide; the site adds the file’s size.',
              validation: (r) => r.required(),
            }),
            defineField({
              name: 'file',
              title: 'File',
              type: 'file',
              description: 'The PDF visitors download.',
              validation: (r) => r.required(),
            }),
            defineField({
              name: 'language',
              title: 'Language of the file',
              type: 'string',
              options: { list: LANGUAGES },
              description: 'The language the PDF is written in; where it is not the region’s, the site says so.',
              validation: (r) => r.required().error('Choose the language the PDF is written in.'),
            }),
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
