import { defineField, defineType } from 'sanity';
import { regionField } from '../fields';

/** A countdown banner with a shop-now button, counting down to `target`. */
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
        'The instant the countdown reaches zero; after it the banner shows zeros until its showing time ends.',
      validation: (r) => r.required(),
    }),
    defineField({
      name: 'activation',
      title: 'When it is shown',
      type: 'activation',
      description: 'When the banner is up; leave empty to show it always (when several are on, one is shown).',
    }),
  ],
  preview: {
    select: { title: 'title', region: 'region', target: 'target' },
    prepare: ({ title, region, target }) => ({
      title,
      subtitle: `${String(region ?? '').toUpperCase()} · until ${target}`,
    }),
  },
});
