import { defineField, defineType } from 'sanity';
import { checkTimestamps } from '../../rules';

/** A named list of instants. Its stage is how many of them have passed; activations refer to it. */
export const schedule = defineType({
  name: 'schedule',
  title: 'Schedule',
  type: 'document',
  fields: [
    defineField({
      name: 'title',
      title: 'Name',
      type: 'string',
      description: 'A name editors recognise when picking the schedule, e.g. Halloween US; visitors never see it.',
      validation: (r) => r.required(),
    }),
    defineField({
      name: 'region',
      title: 'Region',
      type: 'string',
      description: 'The region code whose promotions use it (e.g. uk), or empty when several regions share it.',
    }),
    defineField({
      name: 'timestamps',
      title: 'Dates',
      type: 'array',
      of: [{ type: 'datetime' }],
      description:
        'The dates in order: stage 1 starts at the first, stage 2 at the second, and so on (stage 0 is before the first).',
      validation: (rule) => rule.custom((value: string[] | undefined) => checkTimestamps(value)),
    }),
  ],
  preview: {
    select: { title: 'title', region: 'region', timestamps: 'timestamps' },
    prepare: ({ title, region, timestamps }) => ({
      title,
      subtitle: `${region ? `${String(region).toUpperCase()} · ` : ''}${(timestamps as string[] | undefined)?.length ?? 0} dates`,
    }),
  },
});
