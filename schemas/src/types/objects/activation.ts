import { defineField, defineType } from 'sanity';
import { API_VERSION } from '../../api-version';
import { isRegion } from '../../regions';
import { checkScheduleRegion, checkStagesReachable, checkWindow, checkWindowAhead } from '../../rules';
import { messageZone } from '../../zones';

/** Schedules that can apply to a region: those for it, and those for every region (no regions named). */
export const SCHEDULES_FOR_REGION = '!defined(regions) || count(regions) == 0 || $region in regions';

const documentRegion = (document: unknown) => {
  const region = (document as { region?: unknown } | undefined)?.region;
  return isRegion(region) ? region : undefined;
};

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
    // Neutral titles: the form retitles each instant for where it sits ("Promotion ends", "Menu item hidden
    // from": studio/inputs/instant-title.ts), and an issue's path ("Promotion runs / Ends") must not contradict it.
    defineField({
      name: 'startTime',
      title: 'Starts',
      type: 'datetime',
      description: 'Shown from this instant on; leave empty for no start.',
    }),
    defineField({
      name: 'endTime',
      title: 'Ends',
      type: 'datetime',
      description: 'No longer shown from this instant on, which must come after the start; leave empty for no end.',
      // Field-level so Studio shows the message on the field and blocks publishing (type-level rules only warn).
      validation: (rule) => [
        rule.custom((end: string | undefined, context) =>
          checkWindow((context.parent as ActivationValue)?.startTime, end, messageZone(context.document)),
        ),
        rule
          .custom((end: string | undefined, context) =>
            checkWindowAhead(end, Date.now(), messageZone(context.document)),
          )
          .warning(),
      ],
    }),
    defineField({
      name: 'schedule',
      title: 'Schedule',
      type: 'reference',
      to: [{ type: 'schedule' }],
      description:
        'A shared list of dates that several promotions follow; its stage is how many of its dates have passed (0 before the first). Only schedules for this document’s region, or for every region, are offered.',
      options: {
        filter: ({ document }) => {
          const region = documentRegion(document);
          return region ? { filter: SCHEDULES_FOR_REGION, params: { region } } : {};
        },
      },
      validation: (rule) =>
        rule.custom(async (value: { _ref?: string } | undefined, context) => {
          const region = documentRegion(context.document);
          if (!value?._ref || !region) return true;
          // The published schedule is the one the site follows; a schedule not yet published is read as drafted.
          const schedule = await context
            .getClient({ apiVersion: API_VERSION })
            .fetch<{ title?: string; regions?: string[] } | null>(
              'coalesce(*[_id == $id][0], *[_id == "drafts." + $id][0]){title, regions}',
              { id: value._ref },
            );
          return checkScheduleRegion(region, schedule);
        }),
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
            .getClient({ apiVersion: API_VERSION })
            .fetch<string[] | null>('*[_id == $id][0].timestamps', { id: ref });
          return checkStagesReachable(stages, timestamps ?? [], true);
        }),
    }),
  ],
});
