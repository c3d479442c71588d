/**
 * The calendar year as each region reads it: the footer's copyright year turns at local midnight on 1 January
 * in the region's zone (REGION_INFO.timeZone). Those instants are page boundaries like the content's own
 * (boundaries.ts `siteBoundaries`): a page cached on 31 December is not served after its region's New Year.
 */
import { REGION_INFO, REGIONS, type Region } from './regions';

/**
 * The years whose first instants are boundaries. The list must be finite (it is written to a file) and may
 * never lose an instant already passed, or the stage signature of now would fall back onto an older one's
 * renders; so it starts at the site's first year and reaches far ahead rather than following the clock.
 */
export const FIRST_YEAR = 2025;
export const LAST_YEAR = 2100;

const yearFormats = new Map<string, Intl.DateTimeFormat>();
const wallClocks = new Map<string, Intl.DateTimeFormat>();

function cachedFormat(cache: Map<string, Intl.DateTimeFormat>, timeZone: string, options: Intl.DateTimeFormatOptions) {
  let format = cache.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, ...options });
    cache.set(timeZone, format);
  }
  return format;
}

/** The year on the region's calendar at an instant. */
export function yearIn(region: Region, instant: Date | number): number {
  return Number(cachedFormat(yearFormats, REGION_INFO[region].timeZone, { year: 'numeric' }).format(instant));
}

/** How far the zone's wall clock is ahead of UTC at an instant, in milliseconds. */
function offsetAt(timeZone: string, instant: number): number {
  const parts = cachedFormat(wallClocks, timeZone, {
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return wall - Math.floor(instant / 1000) * 1000;
}

/** The instant the region's calendar reaches 1 January of `year`. */
export function newYear(region: Region, year: number): number {
  const { timeZone } = REGION_INFO[region];
  const midnight = Date.UTC(year, 0, 1);
  // The offset at the answer, not at UTC midnight: the two differ only where a zone changes offset that night.
  const first = midnight - offsetAt(timeZone, midnight);
  return midnight - offsetAt(timeZone, first);
}

/** Every region's New Year from FIRST_YEAR to LAST_YEAR, sorted, each instant once (zones share some). */
export function yearBoundaries(from = FIRST_YEAR, to = LAST_YEAR): number[] {
  const found = new Set<number>();
  for (let year = from; year <= to; year++) for (const region of REGIONS) found.add(newYear(region, year));
  return [...found].sort((a, b) => a - b);
}
