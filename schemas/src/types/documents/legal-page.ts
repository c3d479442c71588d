import { defineField, defineType } from 'sanity';
import { bodyField, descriptionField, keywordsField, regionField } from '../fields';

/** Cookies policy, privacy policy and terms of use, per region and in its language. */
export const legalPage = defineType({
  name: 'legalPage',
  title: 'Legal text',
  type: 'document',
  fields: [
    regionField,
    defineField({
      name: 'kind',
      title: 'Kind of text',
      type: 'string',
      options: { list: ['cookies', 'privacy', 'terms'] },
      description:
        'Which legal text this is: cookies, privacy or terms; a page shows it through its “Legal text” field.',
      validation: (r) => r.required(),
    }),
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      description: 'The heading of the page that shows this text, when that page has no heading of its own.',
      validation: (r) => r.required(),
    }),
    {
      ...descriptionField,
      description:
        'A sentence or two that search engines and shared links show under the title of the page showing this text, unless that page has a description of its own.',
    },
    {
      ...keywordsField,
      description:
        'Words search engines may match, written into the keywords tag of the page showing this text unless that page has keywords of its own; type one and press Enter.',
    },
    defineField({
      name: 'updated',
      title: 'Last updated',
      type: 'date',
      description: 'The day the text last changed; kept with the text, but not shown on the site at present.',
    }),
    bodyField(
      'body',
      'Text',
      'The full legal text, shown below the page’s own text (pictures added here are not shown on the site at present).',
    ),
  ],
  preview: {
    select: { title: 'title', region: 'region', kind: 'kind' },
    prepare: ({ title, region, kind }) => ({ title, subtitle: `${String(region ?? '').toUpperCase()} · ${kind}` }),
  },
});
