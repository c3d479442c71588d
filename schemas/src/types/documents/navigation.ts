import { defineArrayMember, defineField, defineType } from 'sanity';
import { regionField } from '../fields';

/** A region's header and footer menus (SPEC §2.3). */
export const navigation = defineType({
  name: 'navigation',
  title: 'Navigation',
  type: 'document',
  fields: [
    regionField,
    defineField({
      name: 'items',
      title: 'Menu',
      type: 'array',
      description: 'Shown in the header and the footer unless hidden from one of them.',
      of: [defineArrayMember({ type: 'navItem' })],
    }),
    defineField({
      name: 'footerGroups',
      title: 'Footer columns',
      type: 'array',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'footerGroup',
          fields: [
            defineField({ name: 'title', title: 'Title', type: 'string' }),
            defineField({
              name: 'links',
              title: 'Links',
              type: 'array',
              of: [defineArrayMember({ type: 'navChild' })],
            }),
          ],
        }),
      ],
    }),
  ],
  preview: {
    select: { region: 'region' },
    prepare: ({ region }) => ({ title: `${String(region ?? '').toUpperCase()} navigation` }),
  },
});
