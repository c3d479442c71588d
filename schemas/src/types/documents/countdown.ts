import { defineField, defineType } from 'sanity';
import { regionField } from '../fields';

/** A countdown banner with a shop-now button, counting down to `target`. */
export const countdown = defineType({
  name: 'countdown',
  title: 'Countdown',
  type: 'document',
  fields: [
    regionField,
    defineField({ name: 'title', title: 'Title', type: 'string', validation: (r) => r.required() }),
    defineField({ name: 'button', title: 'Button', type: 'string' }),
    defineField({ name: 'link', title: 'Button link', type: 'string' }),
    defineField({ name: 'target', title: 'Counts down to', type: 'datetime', validation: (r) => r.required() }),
    defineField({ name: 'activation', title: 'When it is shown', type: 'activation' }),
  ],
  preview: {
    select: { title: 'title', region: 'region', target: 'target' },
    prepare: ({ title, region, target }) => ({
      title,
      subtitle: `${String(region ?? '').toUpperCase()} · until ${target}`,
    }),
  },
});
