import { defineArrayMember, defineField, defineType } from 'sanity';
import { checkProductOfDocumentRegion, productOfRegionOptions } from '../fields';

/** Where a menu entry goes, shown together in the entry's dialog. */
const linkFieldset = { name: 'link', title: 'Where it goes', description: 'An internal page or an external address.' };

const linkFields = [
  defineField({
    name: 'page',
    title: 'Internal page',
    type: 'string',
    fieldset: 'link',
    description:
      'A page of this region written without the region, e.g. flagship-bumblebee or where-to-buy; use this or an external address, not both.',
  }),
  defineField({
    name: 'url',
    title: 'External address',
    type: 'url',
    fieldset: 'link',
    description: 'A full address on another site, which opens in a new tab; use this or an internal page, not both.',
  }),
];

const tagField = defineField({
  name: 'tag',
  title: 'Badge',
  type: 'object',
  description: 'A small HOT or NEW badge after the label in the menus.',
  fields: [
    defineField({
      name: 'label',
      title: 'Badge text',
      type: 'string',
      options: { list: ['HOT', 'NEW'] },
      description: 'HOT or NEW; leave empty for no badge.',
    }),
    defineField({
      name: 'color',
      title: 'Badge colour',
      type: 'string',
      description:
        'A CSS colour such as #ff4d00; when it is too faint to read on the dark menu, the site’s accent colour is used.',
    }),
  ],
});

const oneTarget = (value: { page?: string; url?: string } | undefined) =>
  value?.page && value?.url ? 'Link to an internal page or an external address, not both.' : true;

/**
 * A submenu entry naming a product goes nowhere else: the site would open the product's store page and drop the
 * page or address, and an editor reading either would expect it to go there. On the field, so that it is an error.
 */
const productAlone = (product: { _ref?: string } | undefined, parent: unknown) => {
  const entry = (parent ?? {}) as { page?: string; url?: string };
  return product?._ref && (entry.page || entry.url)
    ? 'Link to one of an internal page, an external address or a product, not more: clear the page or the address.'
    : true;
};

const childLinkFieldset = {
  name: 'link',
  title: 'Where it goes',
  description: 'An internal page, an external address, or a product whose store page it opens.',
};

/**
 * A product named rather than its store address typed in: the entry then opens the product's own Buy link and
 * follows its state, so the menu never sends shoppers to a store page the product's card and page do not offer.
 */
const productField = defineField({
  name: 'product',
  title: 'Product (its store page)',
  type: 'reference',
  to: [{ type: 'product' }],
  fieldset: 'link',
  description:
    'A product of this region whose store page the entry opens: its Buy link, so change the store address on the product, not here. While the product cannot be bought (sold out or unlocking soon, or it has no Buy link) the entry is left out of the menu. Use this for a product without a page on this site; use an internal page for one with a page.',
  // Only the navigation's region's products are offered; the rule below catches one picked before the region changed.
  options: productOfRegionOptions,
  validation: (rule) =>
    rule.custom((value: { _ref?: string } | undefined, context) => {
      const alone = productAlone(value, context.parent);
      return alone === true ? checkProductOfDocumentRegion(value, context) : alone;
    }),
});

/** A leaf of the product submenu. */
export const navChild = defineType({
  name: 'navChild',
  title: 'Submenu item',
  type: 'object',
  fieldsets: [childLinkFieldset],
  fields: [
    defineField({
      name: 'label',
      title: 'Label',
      type: 'string',
      description: 'The text of the link in the submenu or footer column.',
      validation: (r) => r.required(),
    }),
    ...linkFields,
    productField,
    tagField,
    defineField({
      name: 'icon',
      title: 'Icon',
      type: 'image',
      description: 'A small picture for this entry; kept with the menu, but not shown on the site at present.',
    }),
    defineField({
      name: 'activation',
      title: 'When it is shown',
      type: 'activation',
      description:
        'When this entry is listed; leave empty to list it always (links in the navigation’s “Footer columns” always show).',
    }),
  ],
  validation: (rule) => rule.custom(oneTarget),
  preview: {
    select: { title: 'label', page: 'page', url: 'url', product: 'product.name' },
    prepare: ({ title, page, url, product }: { title?: string; page?: string; url?: string; product?: string }) => ({
      title,
      subtitle: product ? `Store page of ${product}` : (page ?? url),
    }),
  },
});

/** A top-level menu item shared by header and footer (SPEC §3 navs). */
export const navItem = defineType({
  name: 'navItem',
  title: 'Menu item',
  type: 'object',
  fieldsets: [linkFieldset],
  fields: [
    defineField({
      name: 'label',
      title: 'Label',
      type: 'string',
      description: 'The item’s text in the header menu, and in the footer unless a footer label is given.',
      validation: (r) => r.required(),
    }),
    defineField({
      name: 'footerLabel',
      title: 'Label in the footer',
      type: 'string',
      description: 'Replaces the label in the footer only, e.g. a shorter wording; leave empty to use the label.',
    }),
    defineField({
      name: 'identify',
      title: 'Identifier',
      type: 'string',
      description: 'A stable name for code and analytics, e.g. products or halloween; visitors never see it.',
    }),
    ...linkFields,
    tagField,
    defineField({
      name: 'color',
      title: 'Text colour',
      type: 'string',
      description:
        'A CSS colour for the item’s label, e.g. #ff7a00; when it is too faint to read on the dark menu, the usual colour is used.',
    }),
    defineField({
      name: 'hidden',
      title: 'Hidden from',
      type: 'array',
      of: [{ type: 'string' }],
      options: { list: ['header', 'footer'] },
      description: 'Tick header or footer to leave the item out of that menu; it still shows in the other.',
    }),
    defineField({
      name: 'activation',
      title: 'When it is shown',
      type: 'activation',
      description:
        'When the item is in the menus, e.g. during a schedule’s Halloween stage; leave empty to show it always.',
    }),
    defineField({
      name: 'children',
      title: 'Submenu',
      type: 'array',
      of: [defineArrayMember({ type: 'navChild' })],
      description:
        'The entries under this item: a drop-down in the header (the item’s own page first) and a column in the footer.',
    }),
  ],
  validation: (rule) => rule.custom(oneTarget),
  preview: { select: { title: 'label', subtitle: 'identify' } },
});
