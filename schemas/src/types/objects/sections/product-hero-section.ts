import { defineField, defineType } from 'sanity';
import { checkProductOfDocumentRegion, productOfRegionOptions } from '../../fields';

/** A product's picture, name, price and Buy button, as at the top of its product page. */
export const productHeroSection = defineType({
  name: 'productHeroSection',
  title: 'Product hero',
  type: 'object',
  description: 'A product’s picture, name, price and Buy button, as at the top of its own page.',
  fields: [
    defineField({
      name: 'product',
      title: 'Product',
      type: 'reference',
      to: [{ type: 'product' }],
      description:
        'The product to show, as sold in this page’s region: its price and Buy link are that region’s, and they follow its promotions.',
      // Only the page's region's products are offered; the rule below catches one picked before the region changed.
      options: productOfRegionOptions,
      // Two rules: a message given with .error() would stand in for the custom rule's own.
      validation: (rule) => [
        rule.required().error('Choose the product this section shows.'),
        rule.custom(checkProductOfDocumentRegion),
      ],
    }),
  ],
  preview: {
    select: { name: 'product.name' },
    prepare: ({ name }: { name?: string }) => ({
      title: `Product hero · ${name ?? 'no product chosen'}`,
    }),
  },
});
