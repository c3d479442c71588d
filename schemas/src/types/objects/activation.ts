import { defineField, defineType } from 'sanity';
import { checkStagesReachable, checkWindow } from '../../rules';

interface ActivationValue {
  startTime?: string;
  endTime?: string;
  schedule?: { _ref?: string };
  stages?: number[];
}

/**
 * When something time-bound is on: optional start, optional end, and optionally the stages of a
 * schedule during which it shows. One shape for nav items, banners, countdowns, prices and pages.
 */
export const activation = defineType({
  name: 'activation',
  title: 'When it is shown',
  type: 'object',
  description: 'Leave everything empty to show it always. Times are exact instants; the site flips at that second.',
  fields: [
    defineField({
      name: 'startTime',
      title: 'Start',
      type: 'datetime',
      description: 'Shown from this instant on; leave empty for no start.',
    }),
    defineField({
      name: 'endTime',
      title: 'End',
      type: 'datetime',
      description: 'Hidden from this instant on, which must come after the start; leave empty for no end.',
      // Field-level so Studio shows the message on the field and blocks publishing (type-level rules only warn).
      validation: (rule) =>
        rule.custom((end: string | undefined, context) =>
          checkWindow((context.parent as ActivationValue)?.startTime, end),
        ),
    }),
    defineField({
      name: 'schedule',
      title: 'Schedule',
      type: 'reference',
      to: [{ type: 'schedule' }],
      description:
        'A shared list of dates that several promotions follow; its stage is how many of its dates have passed (0 before the first).',
    }),
    defineField({
      name: 'stages',
      title: 'Shown during stages',
      type: 'array',
      of: [{ type: 'number' }],
      description:
        'The stages of the schedule above during which it shows, e.g. 1 for between its first and second date; each must be a stage the schedule reaches.',
      validation: (rule) =>
        rule.custom(async (stages: number[] | undefined, context) => {
          if (!stages?.length) return true;
          const ref = (context.parent as ActivationValue | undefined)?.schedule?._ref;
          if (!ref) return checkStagesReachable(stages, undefined, false);
          const timestamps = await context
            .getClient({ apiVersion: '2025-09-01' })
            .fetch<string[] | null>('*[_id == $id][0].timestamps', { id: ref });
          return checkStagesReachable(stages, timestamps ?? [], true);
        }),
    }),
  ],
});
