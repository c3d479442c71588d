import { defineType } from 'sanity';
import { listHeadingField, listPreview } from './list-heading';

/** The region's retailers (the Retailer documents of its list), as on where-to-buy pages. */
export const retailersSection = defineType({
  name: 'retailersSection',
  title: 'Retailers list',
  type: 'object',
  description: 'Every retailer of this region, each with its address, phone and website, in their set order.',
  fields: [listHeadingField('the retailers')],
  preview: listPreview('Retailers list'),
});
