import { defineField, defineType } from 'sanity';
import { isRegion, REGION_INFO } from '../../regions';
import { checkCopyrightHolder } from '../../rules';
import { regionField } from '../fields';

/** A required short text of the region's site; the name is the spec's key, the title and description the editor's. */
const text = (name: string, title: string, description: string) =>
  defineField({ name, title, type: 'string', description, validation: (r) => r.required() });

/** Everything of SPEC §3 "Regional locale config" for one region. */
export const regionSettings = defineType({
  name: 'regionSettings',
  title: 'Region settings',
  type: 'document',
  groups: [
    { name: 'store', title: 'Store & payment', default: true },
    { name: 'chrome', title: 'Header & footer' },
    { name: 'texts', title: 'Labels & newsletter' },
    { name: 'facts', title: 'Region facts' },
  ],
  fields: [
    {
      ...regionField,
      group: 'facts',
      description: 'The region these settings are for; each region has exactly one settings document.',
    },
    defineField({
      name: 'siteName',
      title: 'Site name',
      type: 'string',
      group: 'chrome',
      description: 'The brand name at the top of every page, linking to the region’s home page.',
      validation: (r) => r.required(),
    }),
    defineField({
      name: 'locale',
      title: 'Language and country',
      type: 'string',
      group: 'facts',
      readOnly: true,
      description: 'The region’s locale from the region registry in code, e.g. en-GB; shown here for reference.',
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
      description: 'The currency of every price in the region, from the region registry in code, e.g. GBP.',
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
      title: 'Website',
      type: 'string',
      group: 'facts',
      readOnly: true,
      options: { list: ['main', 'cn'] },
      description: 'Which website serves the region: main, or cn for the Chinese site; shown here for reference.',
    }),
    defineField({
      name: 'paymentMethods',
      title: 'Payment methods',
      type: 'array',
      group: 'store',
      of: [{ type: 'string' }],
      options: { list: ['paypal', 'klarna', 'card', 'alipay', 'wechatpay'] },
      description:
        'How the region’s store lets shoppers pay; kept for reference, the site does not list them at present.',
    }),
    defineField({
      name: 'installment',
      title: 'Number of monthly instalments',
      type: 'number',
      group: 'store',
      description:
        'How many monthly payments the store offers, e.g. 12; kept for reference, visitors read the payment line.',
    }),
    defineField({
      name: 'paymentText',
      title: 'Payment line under prices',
      type: 'string',
      group: 'store',
      description:
        'A line under the Buy button on product pages, e.g. Pay in 12 monthly installments with PayPal or Klarna.',
    }),
    defineField({
      name: 'home',
      title: 'Home link',
      type: 'string',
      group: 'chrome',
      description:
        'The path of the region’s home page, e.g. /uk; kept for reference, the site makes its own home links.',
    }),
    defineField({
      name: 'shop',
      title: 'External store',
      type: 'url',
      group: 'store',
      description: 'The full address of the region’s online store, where each product’s Buy link points.',
      validation: (r) => r.required(),
    }),
    defineField({
      name: 'account',
      title: 'Account link',
      type: 'string',
      group: 'chrome',
      description:
        'The path of the account page where the region has one, e.g. /us/account; kept for reference, not shown at present.',
    }),
    defineField({
      name: 'regionLabel',
      title: 'Region chooser',
      type: 'object',
      group: 'chrome',
      description: 'The link at the top of every page that leads visitors to the page where they pick their region.',
      fields: [
        defineField({
          name: 'iso',
          title: 'Country code',
          type: 'string',
          description:
            'The region’s two-letter code, e.g. GB; kept for reference, the site takes it from the registry.',
        }),
        defineField({
          name: 'label',
          title: 'Label',
          type: 'string',
          description:
            'The chooser’s text, e.g. United Kingdom - English, also the region’s name on the choose-your-region page.',
        }),
        defineField({
          name: 'link',
          title: 'Link',
          type: 'string',
          description:
            'Where the chooser goes, usually this region’s choose-your-region page, e.g. /uk/choose-your-region.',
        }),
      ],
    }),
    defineField({
      name: 'media',
      title: 'Social media',
      type: 'array',
      group: 'chrome',
      description: 'Links to the brand’s social media pages, listed under “Follow us” in the footer.',
      of: [
        {
          type: 'object',
          name: 'mediaLink',
          title: 'Social media link',
          fields: [
            {
              name: 'platform',
              type: 'string',
              title: 'Platform',
              description: 'The link’s text in the footer, e.g. YouTube.',
            },
            {
              name: 'url',
              type: 'url',
              title: 'Address',
              description: 'The full address of the brand’s page on that platform; opens in a new tab.',
            },
          ],
        },
      ],
    }),
    defineField({
      name: 'copyright',
      title: 'Copyright line',
      type: 'string',
      group: 'chrome',
      description:
        'The holder and rights at the very bottom of every page, e.g. “Roboshift. All rights reserved.”; the site writes © and the current year before it.',
      validation: (rule) => rule.custom((copyright: string | undefined) => checkCopyrightHolder(copyright)),
    }),
    defineField({
      name: 'companyAddress',
      title: 'Company address',
      type: 'array',
      group: 'chrome',
      of: [{ type: 'string' }],
      description: 'The company’s address at the bottom of every page, one line per entry.',
    }),
    defineField({
      name: 'subscribe',
      title: 'Newsletter texts',
      type: 'object',
      group: 'texts',
      description:
        'The newsletter sign-up form at the top of the footer: its texts, all required, and whether it asks for consent.',
      fields: [
        text('title', 'Heading', 'The form’s heading, e.g. Subscribe to our newsletter.'),
        text('describe', 'Introduction', 'A sentence under the heading saying what subscribers get.'),
        text('placeholder', 'Hint in the e-mail box', 'Greyed text in the empty e-mail box, e.g. Your email address.'),
        text('button', 'Button text', 'The text of the button that sends the sign-up.'),
        text(
          'invalid',
          'Wrong e-mail message',
          'Shown under the box when the address is not a valid e-mail address, e.g. Please enter a valid email address.',
        ),
        text('success', 'Thank-you message', 'Shown under the box once the visitor is signed up.'),
        defineField({
          name: 'askConsent',
          title: 'Ask for consent',
          type: 'boolean',
          description:
            'Adds a tick box, linked to the privacy policy, that visitors must tick before the form signs them up. The UK, EU, France and Germany always ask, as the law requires, so the switch is hidden there.',
          // Where the law asks (the region registry), the switch would change nothing: the one rule is
          // newsletterConsentRequired in regions.ts.
          hidden: ({ document }) => isRegion(document?.region) && REGION_INFO[document.region].consentByLaw,
        }),
      ],
    }),
    defineField({
      name: 'labels',
      title: 'Product labels',
      type: 'object',
      group: 'texts',
      description: 'Short texts on product cards, product pages and the countdown banner, all required.',
      fields: [
        text('buy', '“Buy” button', 'The text of the Buy button on product pages, e.g. Buy now.'),
        text(
          'preOrder',
          '“Pre-order” label',
          'Marks the price of a product on pre-sale, and replaces the Buy button’s text for it.',
        ),
        text(
          'learnMore',
          '“Learn more” label',
          'For links to more about a product; kept for the site, but not shown at present.',
        ),
        text(
          'unlcokSoon',
          '“Unlocking soon” label',
          'Shown on the product card and page, instead of a price and a Buy button, while a product is marked “Unlocking soon”.',
        ),
        text('save', '“Save” label', 'Starts the saving line under a promotion price, e.g. Save £130 · 10% off.'),
        text('off', '“Off” label', 'Ends the saving line after the percentage, e.g. the “off” in 10% off.'),
        text('soldOut', '“Sold out” label', 'Shown on the product card and page when its stock is 0.'),
        text(
          'watchVideo',
          '“Watch video” label',
          'For buttons that play a product video; kept for the site, but not shown at present.',
        ),
        defineField({
          name: 'time',
          title: 'Countdown units',
          type: 'object',
          description: 'The words after each number in the countdown banner; the banner shows only when they are set.',
          fields: [
            text('days', 'Days', 'Shown after the number of days left, e.g. Days.'),
            text('hours', 'Hours', 'Shown after the number of hours left, e.g. Hours.'),
            text('minutes', 'Minutes', 'Shown after the number of minutes left, e.g. Minutes.'),
            text('seconds', 'Seconds', 'Shown after the number of seconds left, e.g. Seconds.'),
          ],
        }),
      ],
    }),
  ],
  preview: {
    select: { region: 'region', title: 'regionLabel.label' },
    prepare: ({ region, title }) => ({ title: `${String(region ?? '').toUpperCase()} settings`, subtitle: title }),
  },
});
