import { defineField, defineType } from 'sanity';
import { checkAddressCity } from '../../rules';
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
      description:
        'The town with its postcode as the post writes it, e.g. 75003 Paris or London W1F 7QT; the card joins it to the street address in the order of the region’s language.',
    }),
    defineField({
      name: 'address',
      title: 'Street address',
      type: 'string',
      description: 'The street, number and floor, without the town: the card adds the city.',
      // A warning: a street may be named after a town ("New York Avenue") without repeating the city.
      validation: (rule) =>
        rule
          .custom((address: string | undefined, context) =>
            checkAddressCity(address, (context.document as { city?: string } | undefined)?.city),
          )
          .warning(),
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
