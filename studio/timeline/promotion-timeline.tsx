import { isRegion, REGION_INFO, REGIONS, type Region } from '@showcase/schemas/regions';
import { type ReactNode, useId } from 'react';
import { type AxisSpan, axisRange, type Timeline, type TimelineRow } from './model';
import { AxisLane, RowLane } from './row-lane';
import { axisTicks, instantIn, namedInstant, periods } from './zone-time';

export type RegionChoice = Region | 'all';

/** The zone the timeline is written in: the region's own, or for all regions the editor's. */
export const zoneFor = (region: RegionChoice, editorsZone: string) =>
  region === 'all' ? editorsZone : REGION_INFO[region].timeZone;

const badge = (tone: string) => ({
  display: 'inline-block',
  marginLeft: 6,
  padding: '0 5px',
  borderRadius: 3,
  border: `1px solid ${tone}`,
  background: '#fff',
  color: tone,
  fontSize: 11,
  fontWeight: 'bold',
});

/** Which version a row shows, in words: nothing for the published content, "Draft", or the release's title. */
function VersionMark({ row, zone, locale }: { row: TimelineRow; zone: string; locale: string }) {
  const v = row.version;
  if (v.kind === 'published') return null;
  const text =
    v.kind === 'draft'
      ? 'Draft'
      : `Release: ${v.title}${v.publishAt !== null ? ` (${v.scheduled ? 'publishes' : 'planned for'} ${namedInstant(v.publishAt, zone, locale)})` : ''}`;
  return (
    <span data-testid="version" style={badge(v.kind === 'draft' ? '#1d4ed8' : '#6d28d9')}>
      {text}
    </span>
  );
}

function stateNow(row: TimelineRow, now: number): string {
  if (row.removed) return row.version.kind === 'draft' ? 'Removed in the draft' : 'Removed by the release';
  if (row.kind === 'schedule') {
    const stage = row.ticks.filter((t) => t.at <= now).length;
    return stage === 0 ? 'Stage 0 now (before its first date)' : `Stage ${stage} now`;
  }
  const state = row.activeNow ? 'On now' : 'Off now';
  // A draft's or a release's row is what would be: shoppers see none of it until it is published.
  if (row.version.kind === 'draft') return `${state} in this draft, not on the site`;
  if (row.version.kind === 'release') return `${state} in this release, not on the site until it publishes`;
  return state;
}

/** The row in words: what it is, which version, whether it is on, its periods and its schedule's dates. */
function RowText({
  row,
  now,
  zone,
  locale,
  renderLink,
}: {
  row: TimelineRow;
  now: number;
  zone: string;
  locale: string;
  renderLink?: (row: TimelineRow, label: string) => ReactNode;
}) {
  const muted = { display: 'block', opacity: 0.75, fontSize: 12 } as const;
  return (
    <>
      {renderLink ? renderLink(row, row.label) : <span>{row.label}</span>}
      <VersionMark row={row} zone={zone} locale={locale} />
      <span data-testid="state" style={{ ...muted, fontWeight: row.activeNow ? 'bold' : 'normal', opacity: 1 }}>
        {stateNow(row, now)}
      </span>
      {!row.removed && (
        <span data-testid="periods" style={muted}>
          {row.intervals.length === 0 ? 'Never on' : periods(row.intervals, zone, locale)}
        </span>
      )}
      {row.kind === 'item' && row.schedule && row.ticks.length > 0 && (
        <span data-testid="schedule-dates" style={muted}>
          {`Follows ${row.schedule.title}: ${row.ticks.map((t) => `${t.stage} · ${instantIn(t.at, zone, locale)}`).join('; ')} ${zone}`}
        </span>
      )}
    </>
  );
}

/**
 * Every schedule and time-bound thing of a region (or of all regions) on one time axis written in one named
 * zone: a row per thing and per draft or release that changes it, its intervals drawn and in words, each labelled
 * with its schedule's stage, the schedule's dates as numbered ticks, a line at now, and what changes next.
 * Plain React and HTML, so it renders (and is tested) without a Studio; `renderLink` adds the Studio's links.
 */
export function PromotionTimeline({
  timeline,
  now,
  region,
  zone,
  span = 'near',
  onRegionChange,
  onSpanChange,
  renderLink,
  launchCheck,
  locale = 'en-GB',
}: {
  timeline: Timeline;
  /** Shown below the next change, under the same region choice ("What changes at…", changes-at.tsx). */
  launchCheck?: ReactNode;
  now: number;
  region: RegionChoice;
  span?: AxisSpan;
  onSpanChange?: (span: AxisSpan) => void;
  /** The zone every instant is written in (`zoneFor`). */
  zone: string;
  onRegionChange?: (region: RegionChoice) => void;
  /** The row's name as a link that opens its document (the Studio's intent links). */
  renderLink?: (row: TimelineRow, label: string) => ReactNode;
  locale?: string;
}) {
  const selectId = useId();
  const zoneId = useId();
  const spanId = useId();
  const range = axisRange(timeline, now, span);
  const { ticks } = axisTicks(range.from, range.to, zone, locale);
  const whose =
    region === 'all'
      ? `All regions: times are in your own time zone, ${zone}.`
      : `Times are in ${zone}, the ${region.toUpperCase()} zone.`;
  return (
    <div style={{ padding: 16, fontSize: 13, lineHeight: 1.4 }}>
      <h1 style={{ fontSize: 18, margin: '0 0 12px' }}>Promotion timeline</h1>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center', margin: '0 0 12px' }}>
        <label htmlFor={selectId} style={{ fontWeight: 'bold' }}>
          Region
        </label>
        <select
          id={selectId}
          value={region}
          aria-describedby={zoneId}
          onChange={(event) => {
            const value = event.currentTarget.value;
            onRegionChange?.(isRegion(value) ? value : 'all');
          }}
          style={{ font: 'inherit', padding: '4px 6px' }}
        >
          <option value="all">All regions (your time zone)</option>
          {REGIONS.map((code) => (
            <option key={code} value={code}>
              {`${code.toUpperCase()} · ${REGION_INFO[code].timeZone}`}
            </option>
          ))}
        </select>
        <span id={zoneId} data-testid="zone">
          {whose}
        </span>
        <label htmlFor={spanId} style={{ fontWeight: 'bold', marginLeft: 'auto' }}>
          Axis
        </label>
        <select
          id={spanId}
          value={span}
          onChange={(event) => onSpanChange?.(event.currentTarget.value === 'all' ? 'all' : 'near')}
          style={{ font: 'inherit', padding: '4px 6px' }}
        >
          <option value="near">Two weeks back, the weeks ahead</option>
          <option value="all">Every date</option>
        </select>
      </div>
      <p data-testid="next-change" role="status" style={{ margin: '0 0 16px' }}>
        {timeline.next
          ? `Next change on the site: ${namedInstant(timeline.next.at, zone, locale)}: ${timeline.next.changes.join('; ')}.`
          : 'Nothing on the site is scheduled to change.'}
      </p>
      {launchCheck}
      <table style={{ width: '100%', borderCollapse: 'collapse', tableLayout: 'fixed' }}>
        <caption style={{ textAlign: 'left', margin: '0 0 4px' }}>
          {`${timeline.rows.length} scheduled ${timeline.rows.length === 1 ? 'thing' : 'things'}, drafts and releases marked as such; times in ${zone}.`}
        </caption>
        <colgroup>
          <col style={{ width: '24rem' }} />
          <col />
        </colgroup>
        <thead>
          <tr>
            <th scope="col" style={{ textAlign: 'left', verticalAlign: 'bottom', padding: '4px 8px 4px 0' }}>
              What
            </th>
            <th scope="col" style={{ textAlign: 'left', padding: '4px 0' }}>
              <span style={{ fontSize: 11 }}>{`When (${zone})`}</span>
              <AxisLane ticks={ticks} now={now} range={range} />
            </th>
          </tr>
        </thead>
        <tbody>
          {timeline.rows.length === 0 && (
            <tr>
              <td colSpan={2} style={{ padding: '8px 0' }}>
                {`Nothing time-bound in ${region === 'all' ? 'any region' : region.toUpperCase()}.`}
              </td>
            </tr>
          )}
          {timeline.rows.map((row) => (
            <tr
              key={row.key}
              data-active={row.activeNow}
              data-version={row.version.kind}
              style={{ borderTop: '1px solid rgba(127,127,127,0.25)' }}
            >
              <th
                scope="row"
                style={{ textAlign: 'left', fontWeight: 'normal', padding: '6px 8px 6px 0', verticalAlign: 'top' }}
              >
                <RowText row={row} now={now} zone={zone} locale={locale} renderLink={renderLink} />
              </th>
              <td style={{ padding: '10px 0', verticalAlign: 'top' }}>
                <RowLane row={row} now={now} range={range} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
