import { defineType } from 'sanity';
import { listHeadingField, listPreview } from './list-heading';

/** The region's robots on offer at the instant a page is shown, for a sale page. */
export const saleProductsSection = defineType({
  name: 'saleProductsSection',
  title: 'Robots on sale',
  type: 'object',
  description:
    'Every robot of the region that can be bought at a promotion price at the moment the page is shown, with that price; a line saying so when none is.',
  fields: [listHeadingField('the robots on sale (empty: “On sale now” in the region’s language)')],
  preview: listPreview('Robots on sale'),
});
