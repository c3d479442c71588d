import { defineField, defineType } from 'sanity';
import { PRODUCT_KEYS } from '../../products';
import { checkBuyLink, checkPromotionPrice } from '../../rules';
import { bodyField, keywordsField, regionField } from '../fields';

interface ProductValue {
  price?: number;
  stock?: number;
}

/** One product as sold in one region (SPEC §3 "Product per region"). */
export const product = defineType({
  name: 'product',
  title: 'Product',
  type: 'document',
  groups: [
    { name: 'offer', title: 'Price & stock', default: true },
    { name: 'page', title: 'Page' },
  ],
  fields: [
    regionField,
    defineField({
      name: 'key',
      title: 'Product',
      type: 'string',
      options: { list: [...PRODUCT_KEYS] },
      validation: (r) => r.required(),
    }),
    defineField({ name: 'name', title: 'Name', type: 'string', validation: (r) => r.required() }),
    defineField({
      name: 'path',
      title: 'Page path',
      type: 'string',
      group: 'page',
      description: 'e.g. flagship-bumblebee',
    }),
    defineField({
      name: 'buy',
      title: 'Buy link',
      type: 'url',
      group: 'offer',
      description: 'The product in the external store.',
      validation: (rule) =>
        rule.custom((buy: string | undefined, context) => checkBuyLink((context.document as ProductValue)?.stock, buy)),
    }),
    defineField({ name: 'price', title: 'List price', type: 'number', group: 'offer', validation: (r) => r.min(0) }),
    defineField({
      name: 'activityPrice',
      title: 'Promotion price',
      type: 'number',
      group: 'offer',
      description: 'Shown instead of the list price while the promotion is on.',
      validation: (rule) =>
        rule.custom((activityPrice: number | undefined, context) =>
          checkPromotionPrice((context.document as ProductValue)?.price, activityPrice),
        ),
    }),
    defineField({ name: 'activityTime', title: 'Promotion runs', type: 'activation', group: 'offer' }),
    defineField({ name: 'isPreSale', title: 'Pre-sale', type: 'boolean', group: 'offer', initialValue: false }),
    defineField({
      name: 'stock',
      title: 'Stock',
      type: 'number',
      group: 'offer',
      description: '0 means sold out: the page shows Sold out and no buy button.',
      validation: (r) => r.min(0).integer(),
    }),
    defineField({ name: 'tagline', title: 'Tagline', type: 'string', group: 'page' }),
    defineField({ name: 'description', title: 'Description', type: 'text', rows: 3, group: 'page' }),
    defineField({ name: 'alt', title: 'Image alt text', type: 'string', group: 'page' }),
    defineField({
      name: 'images',
      title: 'Images',
      type: 'array',
      group: 'page',
      of: [{ type: 'image', options: { hotspot: true } }],
    }),
    defineField({
      name: 'anchor',
      title: 'Page anchor',
      type: 'string',
      group: 'page',
      description: 'Scrolled to on entry.',
    }),
    { ...keywordsField, group: 'page' },
    { ...bodyField('sections', 'Body sections'), group: 'page' },
  ],
  preview: {
    select: { title: 'name', region: 'region', price: 'price', stock: 'stock', media: 'images.0' },
    prepare: ({ title, region, price, stock, media }) => ({
      title,
      subtitle: `${String(region ?? '').toUpperCase()} · ${price ?? 'no price'}${stock === 0 ? ' · sold out' : ''}`,
      media,
    }),
  },
});
