import { isRegion, REGION_INFO } from '@showcase/schemas/regions';
import type { Timeline } from './model';

const DAY = 86_400_000;

/** An instant as an editor reads it: in a named zone (a row's region's own, else UTC), with that name. */
const when = (at: number | null, locale: string, zone = 'UTC') =>
  at === null
    ? '…'
    : `${new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: zone }).format(at)} ${zone}`;

/** An interval in one zone, named once: "25 Oct 2025, 08:00 → 16 Nov 2025, 23:00 Europe/London". */
const period = (from: number | null, to: number | null, locale: string, zone: string) => {
  const day = (at: number | null) =>
    at === null
      ? '…'
      : new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: zone }).format(at);
  return `${day(from)} → ${day(to)} ${zone}`;
};

const zoneOf = (region: string | null) => (isRegion(region) ? REGION_INFO[region].timeZone : 'UTC');

/**
 * Every schedule of every region on one time axis: a bar per interval in which something is on, a line
 * at "now", what is on now, and what changes next. Plain React so it renders (and is tested) anywhere.
 */
export function PromotionTimeline({
  timeline,
  now,
  locale = 'en-GB',
}: {
  timeline: Timeline;
  now: number;
  locale?: string;
}) {
  const edges = timeline.rows
    .flatMap((row) => row.intervals.flatMap((i) => [i.from, i.to]))
    .filter((t): t is number => t !== null);
  const from = Math.min(now, ...edges) - 7 * DAY;
  const to = Math.max(now, ...edges) + 7 * DAY;
  const x = (t: number | null, fallback: number) => `${(((t ?? fallback) - from) / (to - from)) * 100}%`;
  return (
    <div style={{ padding: 16, fontSize: 13, lineHeight: 1.4 }}>
      <h1 style={{ fontSize: 18, margin: '0 0 8px' }}>Promotion timeline</h1>
      <p data-testid="next-change" style={{ margin: '0 0 16px' }}>
        {timeline.next
          ? `Next change ${when(timeline.next.at, locale)}: ${timeline.next.labels.join(', ')}`
          : 'Nothing is scheduled to change.'}
      </p>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {timeline.rows.map((row) => (
          <li
            key={row.id}
            data-active={row.activeNow}
            style={{ display: 'grid', gridTemplateColumns: '22rem 1fr', gap: 12, padding: '4px 0' }}
          >
            <span>
              {row.activeNow ? '● ' : '○ '}
              {row.label}
              {/* In words as well as drawn: the bars' tooltips need a mouse, these lines do not. */}
              <span data-testid="periods" style={{ display: 'block', color: '#4b5563', fontSize: 12 }}>
                {row.intervals.map((i) => period(i.from, i.to, locale, zoneOf(row.region))).join('; ')}
              </span>
            </span>
            <span style={{ position: 'relative', height: 18, background: '#f0f0f4', borderRadius: 4 }}>
              {row.intervals.map((interval) => (
                <span
                  key={`${interval.from}-${interval.to}`}
                  title={`${when(interval.from, locale, zoneOf(row.region))} → ${when(interval.to, locale, zoneOf(row.region))}`}
                  style={{
                    position: 'absolute',
                    top: 2,
                    bottom: 2,
                    left: x(interval.from, from),
                    right: `calc(100% - ${x(interval.to, to)})`,
                    background: row.activeNow ? '#c2410c' : '#6b7280',
                    borderRadius: 3,
                  }}
                />
              ))}
              <span
                aria-hidden
                style={{ position: 'absolute', top: -2, bottom: -2, left: x(now, now), width: 2, background: '#111' }}
              />
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
