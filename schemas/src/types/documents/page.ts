import { defineField, defineType } from 'sanity';
import { checkWindow } from '../../rules';
import { bodyField, keywordsField, regionField } from '../fields';

/**
 * A page of one region at one path. Its existence is the page's availability in that region
 * (SPEC §2.2); product pages point at the region's product, redirects name their target.
 */
export const page = defineType({
  name: 'page',
  title: 'Page',
  type: 'document',
  groups: [
    { name: 'content', title: 'Content', default: true },
    { name: 'meta', title: 'Search & sharing' },
    { name: 'timing', title: 'Timing' },
  ],
  fields: [
    regionField,
    defineField({
      name: 'path',
      title: 'Path',
      type: 'string',
      description: 'The address after the region, e.g. flagship-bumblebee; empty for the home page.',
      validation: (rule) =>
        rule.custom((value?: string) =>
          value === undefined || /^([a-z0-9-]+(\/[a-z0-9-]+)*)?$/.test(value)
            ? true
            : 'Use lower-case words separated by hyphens, and / between levels (e.g. where-to-buy/hongkong-macao).',
        ),
    }),
    defineField({ name: 'title', title: 'Title', type: 'string', group: 'meta', validation: (r) => r.required() }),
    defineField({ name: 'description', title: 'Description', type: 'text', rows: 3, group: 'meta' }),
    { ...keywordsField, group: 'meta' },
    defineField({ name: 'heading', title: 'Heading', type: 'string', group: 'content' }),
    defineField({ name: 'intro', title: 'Introduction', type: 'text', rows: 3, group: 'content' }),
    { ...bodyField(), group: 'content' },
    defineField({ name: 'product', title: 'Product', type: 'reference', to: [{ type: 'product' }], group: 'content' }),
    defineField({
      name: 'legal',
      title: 'Legal text',
      type: 'reference',
      to: [{ type: 'legalPage' }],
      group: 'content',
    }),
    defineField({
      name: 'redirectTo',
      title: 'Redirect to',
      type: 'string',
      group: 'content',
      description: 'Send visitors to another page of this region instead (e.g. mini-robot).',
    }),
    defineField({ name: 'anchor', title: 'Scroll to anchor', type: 'string', group: 'content' }),
    defineField({ name: 'startTime', title: 'Visible from', type: 'datetime', group: 'timing' }),
    defineField({
      name: 'endTime',
      title: 'Visible until',
      type: 'datetime',
      group: 'timing',
      validation: (rule) =>
        rule.custom((end: string | undefined, context) =>
          checkWindow((context.document as { startTime?: string } | undefined)?.startTime, end),
        ),
    }),
    defineField({
      name: 'stagedMeta',
      title: 'Title during a promotion',
      type: 'array',
      group: 'timing',
      description: 'Replaces title and description while its activation is on (the Halloween home title).',
      of: [
        {
          type: 'object',
          name: 'stagedMetaEntry',
          fields: [
            defineField({ name: 'title', title: 'Title', type: 'string' }),
            defineField({ name: 'description', title: 'Description', type: 'text', rows: 2 }),
            defineField({ name: 'offer', title: 'Offer line', type: 'string' }),
            defineField({ name: 'activation', title: 'When', type: 'activation' }),
          ],
        },
      ],
    }),
  ],
  preview: {
    select: { title: 'title', region: 'region', path: 'path' },
    prepare: ({ title, region, path }) => ({ title, subtitle: `/${String(region ?? '')}${path ? `/${path}` : ''}` }),
  },
});
