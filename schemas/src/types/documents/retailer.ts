import { defineField, defineType } from 'sanity';
import { regionField } from '../fields';

/** An authorised retailer on a region's where-to-buy page. */
export const retailer = defineType({
  name: 'retailer',
  title: 'Retailer',
  type: 'document',
  fields: [
    regionField,
    defineField({ name: 'name', title: 'Name', type: 'string', validation: (r) => r.required() }),
    defineField({ name: 'city', title: 'City', type: 'string' }),
    defineField({ name: 'address', title: 'Address', type: 'string' }),
    defineField({ name: 'phone', title: 'Phone', type: 'string' }),
    defineField({ name: 'url', title: 'Website', type: 'url' }),
    defineField({ name: 'order', title: 'Order', type: 'number' }),
  ],
  preview: { select: { title: 'name', subtitle: 'city' } },
});
