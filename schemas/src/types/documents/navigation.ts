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
      description:
        'The region’s menu items in order, shown in the header and the footer unless hidden from one of them.',
      of: [defineArrayMember({ type: 'navItem' })],
    }),
    defineField({
      name: 'footerGroups',
      title: 'Footer columns',
      type: 'array',
      description: 'Extra columns of links in the footer, after the columns of the menu items with submenus.',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'footerGroup',
          title: 'Footer column',
          fields: [
            defineField({
              name: 'title',
              title: 'Heading',
              type: 'string',
              description: 'The column’s heading in the footer.',
            }),
            defineField({
              name: 'links',
              title: 'Links',
              type: 'array',
              of: [defineArrayMember({ type: 'navChild' })],
              description: 'The column’s links in order; their badges and timings are not used in footer columns.',
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
