import { defineField, defineType } from 'sanity';
import { regionField } from '../fields';

/**
 * A countdown banner with a shop-now button, counting down to the end of its showing time (`target` only when
 * that has no end): one instant, so a schedule moved in the Studio moves the countdown with the sale.
 */
export const countdown = defineType({
  name: 'countdown',
  title: 'Countdown',
  type: 'document',
  fields: [
    regionField,
    defineField({
      name: 'title',
      title: 'Banner text',
      type: 'string',
      description: 'The words before the ticking days, hours, minutes and seconds in the banner above the header.',
      validation: (r) => r.required(),
    }),
    defineField({
      name: 'button',
      title: 'Button text',
      type: 'string',
      description: 'The text of the shop-now button; the button shows only when it has both a text and a link.',
    }),
    defineField({
      name: 'link',
      title: 'Button link',
      type: 'string',
      description:
        'Where the button goes: a page of this region such as black-friday, or a full https:// address (opens in a new tab).',
    }),
    defineField({
      name: 'target',
      title: 'Counts down to',
      type: 'datetime',
      description:
        'Only for a banner shown without an end: the instant it counts down to. When “When it is shown” ends (a schedule’s stage, or an end time), the countdown always counts down to that end, so moving the schedule moves it too.',
    }),
    defineField({
      name: 'activation',
      title: 'When it is shown',
      type: 'activation',
      description: 'When the banner is up; leave empty to show it always (when several are on, one is shown).',
    }),
  ],
  preview: {
    select: { title: 'title', region: 'region' },
    prepare: ({ title, region }) => ({ title, subtitle: String(region ?? '').toUpperCase() }),
  },
});
