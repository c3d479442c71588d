import { defineField, defineType } from 'sanity';
import { isRegion, REGION_INFO } from '../../regions';
import { regionField } from '../fields';

const text = (name: string, title: string) =>
  defineField({ name, title, type: 'string', validation: (r) => r.required() });

/** Everything of SPEC §3 "Regional locale config" for one region. */
export const regionSettings = defineType({
  name: 'regionSettings',
  title: 'Region settings',
  type: 'document',
  groups: [
    { name: 'store', title: 'Store', default: true },
    { name: 'texts', title: 'Texts' },
    { name: 'facts', title: 'Locale facts' },
  ],
  fields: [
    regionField,
    defineField({
      name: 'siteName',
      title: 'Site name',
      type: 'string',
      group: 'store',
      validation: (r) => r.required(),
    }),
    defineField({
      name: 'locale',
      title: 'Locale',
      type: 'string',
      group: 'facts',
      readOnly: true,
      description: 'Comes from the region registry in code; shown here for reference.',
      validation: (rule) =>
        rule.custom((value, context) => {
          const region = context.document?.region;
          return !isRegion(region) || value === REGION_INFO[region].locale
            ? true
            : `The locale of ${String(region)} is ${isRegion(region) ? REGION_INFO[region].locale : '?'} in the region registry.`;
        }),
    }),
    defineField({
      name: 'currency',
      title: 'Currency',
      type: 'string',
      group: 'facts',
      readOnly: true,
      validation: (rule) =>
        rule.custom((value, context) => {
          const region = context.document?.region;
          return !isRegion(region) || value === REGION_INFO[region].currency
            ? true
            : `Prices in ${String(region)} are in ${isRegion(region) ? REGION_INFO[region].currency : '?'} (region registry).`;
        }),
    }),
    defineField({
      name: 'host',
      title: 'Host',
      type: 'string',
      group: 'facts',
      readOnly: true,
      options: { list: ['main', 'cn'] },
    }),
    defineField({
      name: 'paymentMethods',
      title: 'Payment methods',
      type: 'array',
      group: 'store',
      of: [{ type: 'string' }],
      options: { list: ['paypal', 'klarna', 'card', 'alipay', 'wechatpay'] },
    }),
    defineField({ name: 'installment', title: 'Installment months', type: 'number', group: 'store' }),
    defineField({ name: 'paymentText', title: 'Payment line under prices', type: 'string', group: 'store' }),
    defineField({ name: 'home', title: 'Home link', type: 'string', group: 'store' }),
    defineField({
      name: 'shop',
      title: 'External store',
      type: 'url',
      group: 'store',
      validation: (r) => r.required(),
    }),
    defineField({ name: 'account', title: 'Account link', type: 'string', group: 'store' }),
    defineField({
      name: 'regionLabel',
      title: 'Region chooser',
      type: 'object',
      group: 'store',
      fields: [
        defineField({ name: 'iso', title: 'ISO label', type: 'string' }),
        defineField({ name: 'label', title: 'Label', type: 'string' }),
        defineField({ name: 'link', title: 'Link', type: 'string' }),
      ],
    }),
    defineField({
      name: 'media',
      title: 'Social media',
      type: 'array',
      group: 'store',
      of: [
        {
          type: 'object',
          name: 'mediaLink',
          fields: [
            { name: 'platform', type: 'string', title: 'Platform' },
            { name: 'url', type: 'url', title: 'Address' },
          ],
        },
      ],
    }),
    defineField({ name: 'copyright', title: 'Copyright', type: 'string', group: 'texts' }),
    defineField({
      name: 'companyAddress',
      title: 'Company address',
      type: 'array',
      group: 'texts',
      of: [{ type: 'string' }],
    }),
    defineField({
      name: 'subscribe',
      title: 'Newsletter texts',
      type: 'object',
      group: 'texts',
      fields: ['title', 'describe', 'placeholder', 'button', 'invalid', 'success'].map((name) => text(name, name)),
    }),
    defineField({
      name: 'labels',
      title: 'Labels',
      type: 'object',
      group: 'texts',
      fields: [
        ...['buy', 'preOrder', 'learnMore', 'unlcokSoon', 'save', 'off', 'soldOut', 'watchVideo'].map((name) =>
          text(name, name),
        ),
        defineField({
          name: 'time',
          title: 'Time units',
          type: 'object',
          fields: ['days', 'hours', 'minutes', 'seconds'].map((name) => text(name, name)),
        }),
      ],
    }),
  ],
  preview: {
    select: { region: 'region', title: 'regionLabel.label' },
    prepare: ({ region, title }) => ({ title: `${String(region ?? '').toUpperCase()} settings`, subtitle: title }),
  },
});
