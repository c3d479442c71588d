import { defineArrayMember, defineField, defineType } from 'sanity';
import { checkFooterHeadings } from '../../rules';
import { regionField } from '../fields';

type FooterParts = Parameters<typeof checkFooterHeadings>;
interface NavigationValue {
  items?: FooterParts[0];
  footerGroups?: FooterParts[1];
}
/** Checked from both fields: a heading may collide through either. */
const distinctHeadings = (document: unknown) => {
  const navigation = (document ?? {}) as NavigationValue;
  return checkFooterHeadings(navigation.items, navigation.footerGroups);
};

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
      validation: (rule) => rule.custom((_items, context) => distinctHeadings(context.document)),
    }),
    defineField({
      name: 'footerGroups',
      title: 'Footer columns',
      type: 'array',
      description:
        'Extra columns of links in the footer, after the columns of the menu items with submenus; every column needs a heading of its own.',
      validation: (rule) => rule.custom((_groups, context) => distinctHeadings(context.document)),
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
