import { defineField, defineType } from 'sanity';
import { bodyField, regionField } from '../fields';

/** Cookies policy, privacy policy and terms of use, per region and in its language. */
export const legalPage = defineType({
  name: 'legalPage',
  title: 'Legal text',
  type: 'document',
  fields: [
    regionField,
    defineField({
      name: 'kind',
      title: 'Kind',
      type: 'string',
      options: { list: ['cookies', 'privacy', 'terms'] },
      validation: (r) => r.required(),
    }),
    defineField({ name: 'title', title: 'Title', type: 'string', validation: (r) => r.required() }),
    defineField({ name: 'updated', title: 'Last updated', type: 'date' }),
    bodyField(),
  ],
  preview: {
    select: { title: 'title', region: 'region', kind: 'kind' },
    prepare: ({ title, region, kind }) => ({ title, subtitle: `${String(region ?? '').toUpperCase()} · ${kind}` }),
  },
});
