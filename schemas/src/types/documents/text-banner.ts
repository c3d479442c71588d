import { defineField, defineType } from 'sanity';
import { regionField } from '../fields';

/** The thin announcement bar above the header. */
export const textBanner = defineType({
  name: 'textBanner',
  title: 'Text banner',
  type: 'document',
  fields: [
    regionField,
    defineField({
      name: 'label',
      title: 'Text',
      type: 'string',
      description: 'The announcement in the thin bar above the header.',
      validation: (r) => r.required(),
    }),
    defineField({
      name: 'link',
      title: 'Link',
      type: 'string',
      description: 'Makes the text a link: a page of this region such as new-release, or a full https:// address.',
    }),
    defineField({
      name: 'bg',
      title: 'Background colour',
      type: 'string',
      description: 'A CSS colour such as #ff4d00; kept with the banner, but the site uses its own colour at present.',
    }),
    defineField({
      name: 'activation',
      title: 'When it is shown',
      type: 'activation',
      description: 'When the bar is up, e.g. stages 1 to 4 of a launch schedule; leave empty to show it always.',
    }),
  ],
  preview: {
    select: { title: 'label', region: 'region' },
    prepare: ({ title, region }) => ({ title, subtitle: String(region ?? '').toUpperCase() }),
  },
});
