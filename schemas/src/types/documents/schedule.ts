import { defineArrayMember, defineField, defineType } from 'sanity';
import { API_VERSION } from '../../api-version';
import { isRegion, REGION_INFO, REGIONS } from '../../regions';
import { checkScheduleFollowers, checkTimestamps, publishedId, type ScheduleFollower } from '../../rules';
import { checkScheduleZone, documentZone, messageZone, regionCodes, SCHEDULE_ZONES, zoneTitle } from '../../zones';

interface ScheduleValue {
  _id?: string;
  regions?: string[];
  timeZone?: string;
}

/**
 * A named list of instants. Its stage is how many of them have passed; activations refer to it. It belongs to
 * regions chosen from the registry (none: every region), and its dates are read in one named zone
 * (`documentZone`): its own, else the one its regions share.
 */
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
      name: 'regions',
      title: 'Regions',
      type: 'array',
      of: [defineArrayMember({ type: 'string' })],
      description:
        'The regions whose banners, menus, prices and pages may follow it; leave all unticked for a schedule every region may use.',
      options: {
        list: REGIONS.map((code) => ({
          value: code,
          title: `${code.toUpperCase()} · ${REGION_INFO[code].locale} · ${REGION_INFO[code].timeZone}`,
        })),
        layout: 'grid',
      },
      validation: (rule) =>
        rule.unique().custom((regions: string[] | undefined) => {
          const unknown = (regions ?? []).filter((code) => !isRegion(code));
          return unknown.length === 0
            ? true
            : `${unknown.map((code) => `“${code}”`).join(', ')} is not a region of the site: tick the regions in the list.`;
        }),
    }),
    defineField({
      name: 'timeZone',
      title: 'Time zone of its dates',
      type: 'string',
      description:
        'The zone its dates are written and shown in. Needed when its regions read different zones (EU, FR and DE each have their own) or it is for every region; otherwise leave it empty and the regions’ zone applies.',
      options: { list: [...SCHEDULE_ZONES] },
      // Field-level so that the error blocks publishing (type-level rules only warn).
      validation: (rule) =>
        rule.custom((timeZone: string | undefined, context) =>
          checkScheduleZone({ ...(context.document as ScheduleValue | undefined), timeZone }),
        ),
    }),
    defineField({
      name: 'timestamps',
      title: 'Dates',
      type: 'array',
      of: [defineArrayMember({ type: 'datetime', title: 'Stage start' })],
      description:
        'The dates in order: stage 1 starts at the first, stage 2 at the second, and so on (stage 0 is before the first). Removing a date is refused while something still shows in a stage it would take away.',
      validation: (rule) =>
        rule.custom(async (timestamps: string[] | undefined, context) => {
          const own = checkTimestamps(timestamps, messageZone(context.document));
          if (own !== true) return own;
          const id = (context.document as ScheduleValue | undefined)?._id;
          if (!id) return true;
          // Drafts too: a follower's unpublished stages would be stranded as soon as it is published.
          const followers = await context
            .getClient({ apiVersion: API_VERSION })
            .fetch<ScheduleFollower[]>('*[references($id)]', { id: publishedId(id) });
          return checkScheduleFollowers(publishedId(id), timestamps, followers ?? []);
        }),
    }),
  ],
  preview: {
    select: { title: 'title', regions: 'regions', timeZone: 'timeZone', timestamps: 'timestamps' },
    prepare: ({ title, regions, timeZone, timestamps }) => {
      const codes = regionCodes(regions);
      const { zone } = documentZone({ _type: 'schedule', regions, timeZone });
      return {
        title,
        subtitle: [
          codes.length ? codes.map((code) => code.toUpperCase()).join(', ') : 'Every region',
          zone ? zoneTitle(zone) : 'no time zone',
          `${(timestamps as string[] | undefined)?.length ?? 0} dates`,
        ].join(' · '),
      };
    },
  },
});
