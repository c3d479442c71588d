import type { TimelineRow } from './model';
import type { AxisTick } from './zone-time';

export interface Range {
  from: number;
  to: number;
}

/** Where an instant sits on the axis, in percent (open ends at the edges). */
export const at = (t: number | null, fallback: number, range: Range) =>
  Math.min(100, Math.max(0, (((t ?? fallback) - range.from) / (range.to - range.from)) * 100));

const pct = (n: number) => `${n}%`;

const overlaps = (i: { from: number | null; to: number | null }, range: Range) =>
  (i.from === null || i.from < range.to) && (i.to === null || i.to > range.from);

type When = 'past' | 'current' | 'future';

const whenOf = (interval: TimelineRow['intervals'][number], now: number): When =>
  interval.to !== null && interval.to <= now
    ? 'past'
    : interval.from !== null && interval.from > now
      ? 'future'
      : 'current';

/**
 * The colours tell published (orange), draft (blue, striped) and release (violet, striped) rows apart, and past
 * (grey), current (full) and coming (faded) intervals; the row's words say all of it too.
 */
function barStyle(row: TimelineRow, when: When) {
  const hue = row.version.kind === 'draft' ? '#1d4ed8' : row.version.kind === 'release' ? '#6d28d9' : '#c2410c';
  return {
    background: when === 'past' ? '#6b7280' : hue,
    opacity: when === 'future' ? 0.6 : 1,
    backgroundImage:
      row.version.kind === 'published'
        ? undefined
        : 'repeating-linear-gradient(135deg, transparent 0 6px, rgba(255,255,255,0.25) 6px 9px)',
  };
}

/** The axis above the lanes: the zone's midnights, labelled in that zone, and "now". */
export function AxisLane({ ticks, now, range }: { ticks: AxisTick[]; now: number; range: Range }) {
  return (
    <div style={{ position: 'relative', height: 34 }}>
      {ticks.map((tick) => (
        <span
          key={tick.at}
          data-testid="axis-tick"
          style={{ position: 'absolute', bottom: 0, left: pct(at(tick.at, tick.at, range)), height: 14 }}
        >
          <span style={{ position: 'absolute', bottom: 0, width: 1, height: 6, background: 'currentColor' }} />
          <time
            dateTime={new Date(tick.at).toISOString()}
            style={{
              position: 'absolute',
              bottom: 8,
              left: 2,
              whiteSpace: 'nowrap',
              fontWeight: 'normal',
              fontSize: 11,
            }}
          >
            {tick.label}
          </time>
        </span>
      ))}
      <span style={{ position: 'absolute', top: 0, left: pct(at(now, now, range)), fontSize: 11, fontWeight: 'bold' }}>
        ▼ now
      </span>
    </div>
  );
}

/**
 * One row's lane: a bar per interval (labelled with its stage), the schedule's dates as numbered ticks, and a line
 * at now. It only draws what the row's text says in words, so assistive technology skips it.
 */
export function RowLane({ row, now, range }: { row: TimelineRow; now: number; range: Range }) {
  return (
    <div
      aria-hidden
      style={{ position: 'relative', height: 22, background: 'rgba(127,127,127,0.15)', borderRadius: 4 }}
    >
      {row.intervals
        .filter((i) => overlaps(i, range))
        .map((interval) => (
          <span
            key={`${interval.from}-${interval.to}`}
            style={{
              position: 'absolute',
              top: 3,
              bottom: 3,
              left: pct(at(interval.from, range.from, range)),
              right: pct(100 - at(interval.to, range.to, range)),
              ...barStyle(row, whenOf(interval, now)),
              borderRadius: 3,
              color: '#fff',
              fontSize: 10,
              lineHeight: '16px',
              paddingLeft: 3,
              overflow: 'hidden',
              whiteSpace: 'nowrap',
            }}
          >
            {interval.stage !== null ? `stage ${interval.stage}` : ''}
          </span>
        ))}
      {row.ticks
        .filter((t) => t.at >= range.from && t.at <= range.to)
        .map((tick) => (
          <span
            key={tick.at}
            data-testid="stage-tick"
            style={{ position: 'absolute', top: -3, bottom: -3, left: pct(at(tick.at, tick.at, range)), width: 1 }}
          >
            <span style={{ position: 'absolute', inset: 0, background: 'currentColor', opacity: 0.7 }} />
            <span
              style={{
                position: 'absolute',
                top: -2,
                left: -6,
                width: 12,
                height: 12,
                borderRadius: 6,
                background: 'currentColor',
                fontSize: 9,
                lineHeight: '12px',
                textAlign: 'center',
              }}
            >
              <span style={{ filter: 'invert(1)' }}>{tick.stage}</span>
            </span>
          </span>
        ))}
      <span
        style={{
          position: 'absolute',
          top: -2,
          bottom: -2,
          left: pct(at(now, now, range)),
          width: 2,
          background: 'currentColor',
        }}
      />
    </div>
  );
}
