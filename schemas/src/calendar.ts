/**
 * The calendar year as each region reads it: the footer's copyright year turns at local midnight on 1 January
 * in the region's zone (REGION_INFO.timeZone). Those instants are page boundaries like the content's own
 * (boundaries.ts `siteBoundaries`): a page cached on 31 December is not served after its region's New Year.
 */
import { fromZonedTime } from 'date-fns-tz';
import { REGION_INFO, REGIONS, type Region } from './regions';

/**
 * The years whose first instants are boundaries. The list must be finite (it is written to a file) and may
 * never lose an instant already passed, or the stage signature of now would fall back onto an older one's
 * renders; so it starts at the site's first year and reaches far ahead rather than following the clock.
 */
export const FIRST_YEAR = 2025;
export const LAST_YEAR = 2100;

const yearFormats = new Map<string, Intl.DateTimeFormat>();

/** The year on the region's calendar at an instant. */
export function yearIn(region: Region, instant: Date | number): number {
  const { timeZone } = REGION_INFO[region];
  let format = yearFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric' });
    yearFormats.set(timeZone, format);
  }
  return Number(format.format(instant));
}

/** The instant the region's calendar reaches 1 January of `year`. */
export function newYear(region: Region, year: number): number {
  return fromZonedTime(`${String(year).padStart(4, '0')}-01-01T00:00:00`, REGION_INFO[region].timeZone).getTime();
}

/** Every region's New Year from FIRST_YEAR to LAST_YEAR, sorted, each instant once (zones share some). */
export function yearBoundaries(from = FIRST_YEAR, to = LAST_YEAR): number[] {
  const found = new Set<number>();
  for (let year = from; year <= to; year++) for (const region of REGIONS) found.add(newYear(region, year));
  return [...found].sort((a, b) => a - b);
}
