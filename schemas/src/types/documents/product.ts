import { defineField, defineType } from 'sanity';
import { offerAt, type ProductState } from '../../offer';
import { PRODUCT_KEYS, PRODUCT_NAMES } from '../../products';
import { checkBuyLink, checkPreOrderCopy, checkPromotionPrice, productTexts } from '../../rules';
import { bodyField, descriptionField, keywordsField, regionField } from '../fields';

interface ProductValue {
  price?: number;
  stock?: number;
  unlockingSoon?: boolean;
  isPreSale?: boolean;
  tagline?: string;
  description?: string;
  sections?: Parameters<typeof productTexts>[0]['sections'];
}

const STATE_NOTES: Partial<Record<ProductState, string>> = {
  unlockingSoon: 'unlocking soon',
  soldOut: 'sold out',
  preOrder: 'pre-order',
};

/** One product as sold in one region (SPEC §3 "Product per region"). */
export const product = defineType({
  name: 'product',
  title: 'Product',
  type: 'document',
  groups: [
    { name: 'basics', title: 'Product', default: true },
    { name: 'offer', title: 'Price & stock' },
    { name: 'promotion', title: 'Promotion' },
    { name: 'page', title: 'Product page' },
    { name: 'search', title: 'Search' },
  ],
  fields: [
    { ...regionField, group: 'basics' },
    defineField({
      name: 'key',
      title: 'Product model',
      type: 'string',
      group: 'basics',
      options: { list: PRODUCT_KEYS.map((key) => ({ value: key, title: PRODUCT_NAMES[key] })) },
      description:
        'Which robot this is (the same model in every region, whatever its name there); the registration and return forms send it.',
      validation: (r) => r.required(),
    }),
    defineField({
      name: 'name',
      title: 'Name',
      type: 'string',
      group: 'basics',
      description: 'The product’s name on its page, on the home page’s product cards and in the support forms.',
      validation: (r) => r.required(),
    }),
    defineField({
      name: 'path',
      title: 'Page path',
      type: 'string',
      group: 'page',
      description:
        'The path of its page in this region, e.g. flagship-bumblebee; the home page card links there when that page exists, else to the store.',
    }),
    defineField({
      name: 'buy',
      title: 'Buy link',
      type: 'url',
      group: 'offer',
      description:
        'The product in the region’s external store, opened by the Buy button; a full https:// address, required while in stock and on sale.',
      validation: (rule) =>
        rule.custom((buy: string | undefined, context) => {
          const product = context.document as ProductValue | undefined;
          return checkBuyLink(product?.stock, buy, product?.unlockingSoon);
        }),
    }),
    defineField({
      name: 'price',
      title: 'List price',
      type: 'number',
      group: 'offer',
      description:
        'The usual price in the region’s currency; without one the product shows no price (the Buy button still shows while it is on sale).',
      validation: (r) => r.min(0),
    }),
    defineField({
      name: 'activityPrice',
      title: 'Promotion price',
      type: 'number',
      group: 'promotion',
      description:
        'Shown instead of the list price while the promotion runs, with the saving beside it; it must be lower than the list price.',
      validation: (rule) =>
        rule.custom((activityPrice: number | undefined, context) =>
          checkPromotionPrice((context.document as ProductValue)?.price, activityPrice),
        ),
    }),
    defineField({
      name: 'activityTime',
      title: 'Promotion runs',
      type: 'activation',
      group: 'promotion',
      description: 'When the promotion price applies; leave empty to apply it always.',
    }),
    defineField({
      name: 'unlockingSoon',
      title: 'Unlocking soon',
      type: 'boolean',
      group: 'offer',
      initialValue: false,
      description:
        'Not on sale yet: everywhere the product shows the “Unlocking soon” label, with no price and no Buy button, whatever the price, stock and pre-sale say. Untick it on launch day.',
    }),
    defineField({
      name: 'isPreSale',
      title: 'Pre-sale',
      type: 'boolean',
      group: 'offer',
      initialValue: false,
      description:
        'Adds the “Pre-order” label to the price, and the Buy button then reads Pre-order (unless the product is unlocking soon or sold out).',
      validation: (rule) =>
        rule.custom((_isPreSale: boolean | undefined, context) => {
          const product = (context.document ?? {}) as ProductValue;
          // Promotions do not change whether the state is pre-order, so any instant answers this.
          const { state } = offerAt(product, new Date(0));
          return checkPreOrderCopy(state === 'preOrder', productTexts(product));
        }),
    }),
    defineField({
      name: 'stock',
      title: 'Stock',
      type: 'number',
      group: 'offer',
      description:
        '0 means sold out: the product shows the “Sold out” label and no Buy button (unless it is unlocking soon).',
      validation: (r) => r.min(0).integer(),
    }),
    defineField({
      name: 'tagline',
      title: 'Tagline',
      type: 'string',
      group: 'page',
      description: 'A short line under the name on the product page.',
    }),
    {
      ...descriptionField,
      group: 'search',
      description: 'A short summary of the product that search engines read from its page; not shown to visitors.',
    },
    defineField({
      name: 'alt',
      title: 'Picture description (alt text)',
      type: 'string',
      group: 'page',
      description:
        'Describes the first picture in a few words for people who cannot see it, on the product page and the home page.',
    }),
    defineField({
      name: 'images',
      title: 'Pictures',
      type: 'array',
      group: 'page',
      of: [{ type: 'image', options: { hotspot: true } }],
      description: 'Product pictures; the first is the large picture on the product page and on the home page’s card.',
    }),
    defineField({
      name: 'anchor',
      title: 'Page anchor',
      type: 'string',
      group: 'page',
      description: 'Names the top section of the product page, which the page scrolls to on arrival, e.g. overview.',
    }),
    {
      ...keywordsField,
      group: 'search',
      description:
        'Kept with the product; the keywords of its page come from the page document’s own “Search keywords”.',
    },
    {
      ...bodyField(
        'sections',
        'Body sections',
        'The product page’s story below the price and Buy button: paragraphs, headings, lists and links (pictures added here are not shown on the site at present).',
      ),
      group: 'page',
    },
  ],
  preview: {
    select: {
      title: 'name',
      region: 'region',
      price: 'price',
      stock: 'stock',
      isPreSale: 'isPreSale',
      unlockingSoon: 'unlockingSoon',
      media: 'images.0',
    },
    prepare: ({ title, region, price, stock, isPreSale, unlockingSoon, media }) => {
      // The state the site shows (schemas/src/offer.ts), promotions aside: they depend on the instant.
      const note = STATE_NOTES[offerAt({ price, stock, isPreSale, unlockingSoon }, new Date(0)).state];
      return {
        title,
        subtitle: `${String(region ?? '').toUpperCase()} · ${price ?? 'no price'}${note ? ` · ${note}` : ''}`,
        media,
      };
    },
  },
});
