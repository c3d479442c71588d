/**
 * Instants as an editor reads them on the timeline: in one named IANA zone (the chosen region's, or the editor's
 * own for all regions), and the axis's ticks at that zone's midnights, so a tick labelled "Sun 26 Oct" in London
 * sits at London's midnight, whatever the zone of the computer.
 */
import { formatInTimeZone, fromZonedTime } from 'date-fns-tz';

const formats = new Map<string, Intl.DateTimeFormat>();

function format(locale: string, zone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${zone}|${JSON.stringify(options)}`;
  let found = formats.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, { ...options, timeZone: zone });
    formats.set(key, found);
  }
  return found;
}

/** "25 Oct 2025, 08:00" in the zone (not named: callers name it once per sentence). */
export const instantIn = (at: number, zone: string, locale: string) =>
  format(locale, zone, { dateStyle: 'medium', timeStyle: 'short' }).format(at);

/** "25 Oct 2025, 08:00 Europe/London". */
export const namedInstant = (at: number, zone: string, locale: string) => `${instantIn(at, zone, locale)} ${zone}`;

const span = (from: number | null, to: number | null, zone: string, locale: string) => {
  const end = (at: number | null) => (at === null ? '…' : instantIn(at, zone, locale));
  return `${end(from)} → ${end(to)}`;
};

/** "25 Oct 2025, 08:00 → 1 Nov 2025, 00:00 Europe/London", with "…" for an open end. */
export const period = (from: number | null, to: number | null, zone: string, locale: string) =>
  `${span(from, to, zone, locale)} ${zone}`;

/**
 * A row's intervals in one line, each with its stage where it has one, the zone named once at the end:
 * "Stage 1: 25 Oct 2025, 08:00 → 9 Nov 2025, 23:00; Stage 2: 9 Nov 2025, 23:00 → … Europe/London".
 */
export function periods(
  intervals: readonly { from: number | null; to: number | null; stage: number | null }[],
  zone: string,
  locale: string,
): string {
  const each = intervals.map(
    (i) => `${i.stage !== null ? `Stage ${i.stage}: ` : ''}${span(i.from, i.to, zone, locale)}`,
  );
  return `${each.join('; ')} ${zone}`;
}

export type TickUnit = 'day' | 'week' | 'month';

export interface AxisTick {
  at: number;
  label: string;
}

const DAY = 86_400_000;
/** About as many labelled ticks as fit on a Studio pane without crowding. */
const MAX_TICKS = 16;

/** The calendar date (as a UTC date for arithmetic) the zone's wall clock shows at an instant. */
const wallDate = (at: number, zone: string) => new Date(`${formatInTimeZone(at, zone, 'yyyy-MM-dd')}T00:00:00Z`);

/** The instant the zone's wall clock reaches midnight on a calendar date. */
const midnightIn = (date: Date, zone: string) => fromZonedTime(date.toISOString().slice(0, 10), zone).getTime();

const addDays = (date: Date, days: number) =>
  new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() + days));
const addMonths = (date: Date, months: number) =>
  new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));

/**
 * The axis ticks between two instants, at the zone's midnights: days for a span of up to two weeks, Mondays up
 * to sixteen weeks, else the first of every month (or of every second, third… month, to keep the ticks few).
 */
export function axisTicks(
  from: number,
  to: number,
  zone: string,
  locale: string,
): { unit: TickUnit; ticks: AxisTick[] } {
  const span = to - from;
  const unit: TickUnit = span <= 14 * DAY ? 'day' : span <= MAX_TICKS * 7 * DAY ? 'week' : 'month';
  const label =
    unit === 'month'
      ? format(locale, zone, { month: 'short', year: 'numeric' })
      : unit === 'week'
        ? format(locale, zone, { day: 'numeric', month: 'short' })
        : format(locale, zone, { weekday: 'short', day: 'numeric', month: 'short' });
  let date = wallDate(from, zone);
  let next: (d: Date) => Date;
  if (unit === 'day') next = (d) => addDays(d, 1);
  else if (unit === 'week') {
    // Monday is day 1 of the ISO week editors plan in; getUTCDay counts Sunday as 0.
    date = addDays(date, (8 - date.getUTCDay()) % 7);
    next = (d) => addDays(d, 7);
  } else {
    const months = Math.ceil(span / (30 * DAY));
    const every = [1, 2, 3, 6, 12].find((n) => months / n <= MAX_TICKS) ?? 12;
    date = addMonths(date, date.getUTCDate() === 1 ? 0 : 1);
    date = addMonths(date, (every - (date.getUTCMonth() % every)) % every);
    next = (d) => addMonths(d, every);
  }
  const ticks: AxisTick[] = [];
  for (; ticks.length <= 500; date = next(date)) {
    const at = midnightIn(date, zone);
    if (at > to) break;
    if (at >= from) ticks.push({ at, label: label.format(at) });
  }
  return { unit, ticks };
}

/** The zone the editor's computer runs in: the timeline's zone for "All regions". */
export const editorsZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
