/**
 * Wall times in a named IANA zone: what `<input type="datetime-local">` speaks (no zone of its own), read and
 * written in the zone an editor is shown (a region's, or a schedule's), so what they type means the same instant
 * on any machine. The Studio's dialogs and the site's preview bar both use these.
 */

import { formatInTimeZone, getTimezoneOffset } from 'date-fns-tz';

const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** The wall time an instant shows in a zone, as `<input type="datetime-local" step="1">` takes it. */
export const wallTimeIn = (instant: number, timeZone: string): string =>
  formatInTimeZone(instant, timeZone, "yyyy-MM-dd'T'HH:mm:ss");

/** An instant as an editor reads it in a message: its wall time in the zone, and the zone (9 Nov 2025, 23:00 Europe/London). */
export const instantIn = (instant: number, timeZone = 'UTC'): string =>
  `${formatInTimeZone(instant, timeZone, instant % 60_000 ? 'd MMM yyyy, HH:mm:ss' : 'd MMM yyyy, HH:mm')} ${timeZone}`;

/**
 * The instant a wall time names in a zone (what an editor types into the preview bar), or null when it is no
 * wall time. In a gap (spring forward) the later offset applies; in an overlap, the earlier instant.
 */
export function instantOfWallTime(wall: string, timeZone: string): number | null {
  const match = WALL_TIME.exec(wall);
  if (!match) return null;
  const [y, mo, d, h, mi, s] = match.slice(1).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const asUtc = Date.UTC(y, mo - 1, d, h, mi, s);
  if (Number.isNaN(asUtc) || wallTimeIn(asUtc, 'UTC').slice(0, 16) !== wall.slice(0, 16)) return null;
  // The zone's offsets a day either side cover any one transition: an overlap matches both, a gap neither.
  const target = wallTimeIn(asUtc, 'UTC');
  const before = asUtc - getTimezoneOffset(timeZone, asUtc - 86_400_000);
  const after = asUtc - getTimezoneOffset(timeZone, asUtc + 86_400_000);
  const matches = [before, after].filter((candidate) => wallTimeIn(candidate, timeZone) === target);
  return matches.length ? Math.min(...matches) : before;
}
