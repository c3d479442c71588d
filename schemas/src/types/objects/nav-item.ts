import { defineArrayMember, defineField, defineType } from 'sanity';

const linkFields = [
  defineField({
    name: 'page',
    title: 'Internal page',
    type: 'string',
    description: 'A page path of this region without the region, e.g. flagship-bumblebee or where-to-buy.',
  }),
  defineField({ name: 'url', title: 'External address', type: 'url', description: 'Use instead of an internal page.' }),
];

const tagField = defineField({
  name: 'tag',
  title: 'Tag',
  type: 'object',
  fields: [
    defineField({ name: 'label', title: 'Label', type: 'string', options: { list: ['HOT', 'NEW'] } }),
    defineField({ name: 'color', title: 'Colour', type: 'string', description: 'CSS colour, e.g. #ff4d00.' }),
  ],
});

const oneTarget = (value: { page?: string; url?: string } | undefined) =>
  value?.page && value?.url ? 'Link to an internal page or an external address, not both.' : true;

/** A leaf of the product submenu. */
export const navChild = defineType({
  name: 'navChild',
  title: 'Submenu item',
  type: 'object',
  fields: [
    defineField({ name: 'label', title: 'Label', type: 'string', validation: (r) => r.required() }),
    ...linkFields,
    tagField,
    defineField({ name: 'icon', title: 'Icon', type: 'image' }),
    defineField({ name: 'activation', title: 'When it is shown', type: 'activation' }),
  ],
  validation: (rule) => rule.custom(oneTarget),
  preview: { select: { title: 'label', subtitle: 'page' } },
});

/** A top-level menu item shared by header and footer (SPEC §3 navs). */
export const navItem = defineType({
  name: 'navItem',
  title: 'Menu item',
  type: 'object',
  fields: [
    defineField({ name: 'label', title: 'Label', type: 'string', validation: (r) => r.required() }),
    defineField({ name: 'footerLabel', title: 'Label in the footer', type: 'string' }),
    defineField({
      name: 'identify',
      title: 'Identifier',
      type: 'string',
      description: 'A stable name for code and analytics, e.g. products or halloween.',
    }),
    ...linkFields,
    tagField,
    defineField({ name: 'color', title: 'Colour', type: 'string' }),
    defineField({
      name: 'hidden',
      title: 'Hidden from',
      type: 'array',
      of: [{ type: 'string' }],
      options: { list: ['header', 'footer'] },
    }),
    defineField({ name: 'activation', title: 'When it is shown', type: 'activation' }),
    defineField({ name: 'children', title: 'Submenu', type: 'array', of: [defineArrayMember({ type: 'navChild' })] }),
  ],
  validation: (rule) => rule.custom(oneTarget),
  preview: { select: { title: 'label', subtitle: 'identify' } },
});
