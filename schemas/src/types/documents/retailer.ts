import { defineField, defineType } from 'sanity';
import { regionField } from '../fields';

/** An authorised retailer on a region's where-to-buy page. */
export const retailer = defineType({
  name: 'retailer',
  title: 'Retailer',
  type: 'document',
  fields: [
    regionField,
    defineField({
      name: 'name',
      title: 'Name',
      type: 'string',
      description: 'The shop’s name, heading its card on the region’s where-to-buy page.',
      validation: (r) => r.required(),
    }),
    defineField({
      name: 'city',
      title: 'City',
      type: 'string',
      description: 'Shown after the street address on the shop’s card.',
    }),
    defineField({
      name: 'address',
      title: 'Street address',
      type: 'string',
      description: 'The shop’s address on its card.',
    }),
    defineField({
      name: 'phone',
      title: 'Phone',
      type: 'string',
      description: 'The shop’s phone number on its card, written as visitors should dial it.',
    }),
    defineField({
      name: 'url',
      title: 'Website',
      type: 'url',
      description: 'The shop’s own website, linked from its card; opens in a new tab.',
    }),
    defineField({
      name: 'order',
      title: 'Position',
      type: 'number',
      description: 'Shops are listed from the lowest number up.',
    }),
  ],
  preview: { select: { title: 'name', subtitle: 'city' } },
});
