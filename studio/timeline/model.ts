/**
 * The promotion timeline's model: for every source (sources.ts, in every version: layered-sources.ts) the
 * intervals in which it is on, each labelled with its schedule's stage when it follows one, decided by the
 * stage evaluator at each segment between its boundaries; whether it is on now; and the next change on the
 * site. Pure TypeScript, so it is tested without a Studio.
 */
import type { Region } from '@showcase/schemas/regions';
import { type Activation, boundariesOf, isActive, stageAt } from '@showcase/schemas/stage';
import type { TimelineSource } from './sources';

export interface Interval {
  from: number | null;
  to: number | null;
  /** The schedule's stage throughout the interval, when the source follows a schedule. */
  stage: number | null;
}

/** A schedule date on a row: the instant its stage `stage` begins. */
export interface StageTick {
  at: number;
  stage: number;
}

export interface TimelineRow extends TimelineSource {
  /** Unique among the rows: the version and the source's id. */
  key: string;
  intervals: Interval[];
  ticks: StageTick[];
  activeNow: boolean;
}

export interface Timeline {
  rows: TimelineRow[];
  /** The next instant at which something on the site changes (published content only), and what. */
  next: { at: number; changes: string[] } | null;
}

const timestampsFollowed = (activation: Activation) =>
  activation.stages?.length && activation.schedule?.timestamps?.length ? activation.schedule.timestamps : null;

/**
 * The intervals in which an activation is on, as [from, to) with null for an open end. Where it follows a
 * schedule an interval never spans two stages, so each is labelled with one.
 */
export function intervalsOf(activation: Activation): Interval[] {
  const stamps = timestampsFollowed(activation);
  const cuts = boundariesOf(activation);
  const intervals: Interval[] = [];
  [null, ...cuts].forEach((from, i) => {
    const to = cuts[i] ?? null;
    const probe = from === null ? (to ?? 0) - 1 : from;
    if (!isActive(activation, probe)) return;
    const stage = stamps ? stageAt(stamps, probe) : null;
    const last = intervals[intervals.length - 1];
    if (last && last.to === from && last.stage === stage) last.to = to;
    else intervals.push({ from, to, stage });
  });
  return intervals;
}

const versionKey = (source: TimelineSource) =>
  source.version.kind === 'release' ? `release:${source.version.releaseId}` : source.version.kind;

function rowOf(source: TimelineSource, now: number): TimelineRow {
  const ticks = (source.schedule?.timestamps ?? [])
    .map((t) => Date.parse(t))
    .sort((a, b) => a - b)
    .map((at, i) => ({ at, stage: i + 1 }));
  return {
    ...source,
    key: `${versionKey(source)}/${source.id}`,
    intervals: source.removed ? [] : intervalsOf(source.activation),
    ticks,
    activeNow: !source.removed && isActive(source.activation, now),
  };
}

/** What a row does at an instant, in words, or null when it does not change there. */
function changeAt(row: TimelineRow, at: number): string | null {
  if (row.kind === 'schedule') {
    const tick = row.ticks.find((t) => t.at === at);
    return tick ? `${row.label} — stage ${tick.stage} begins` : null;
  }
  const before = isActive(row.activation, at - 1);
  const after = isActive(row.activation, at);
  if (before === after) return null;
  return `${row.label} — turns ${after ? 'on' : 'off'}`;
}

/**
 * The first instant after `now` at which the site changes, with every change at that instant: a published row
 * turning on or off, a schedule's stage beginning, or a scheduled release publishing (with the rows it changes).
 */
export function nextChange(rows: readonly TimelineRow[], now: number): Timeline['next'] {
  const live = rows.filter((r) => r.version.kind === 'published' && !r.removed);
  const releases = new Map<number, Map<string, string[]>>();
  for (const row of rows) {
    const v = row.version;
    if (v.kind !== 'release' || !v.scheduled || v.publishAt === null || v.publishAt <= now) continue;
    const at = releases.get(v.publishAt) ?? new Map<string, string[]>();
    at.set(v.title, [...(at.get(v.title) ?? []), row.label]);
    releases.set(v.publishAt, at);
  }
  const instants = [
    ...new Set([...live.flatMap((r) => boundariesOf(r.activation)).filter((b) => b > now), ...releases.keys()]),
  ].sort((a, b) => a - b);
  for (const at of instants) {
    const changes = [
      ...live.map((r) => changeAt(r, at)).filter((c): c is string => c !== null),
      ...[...(releases.get(at) ?? [])].map(([title, labels]) => `Release “${title}” publishes: ${labels.join(', ')}`),
    ];
    if (changes.length > 0) return { at, changes };
  }
  return null;
}

export function buildTimeline(sources: readonly TimelineSource[], now: number): Timeline {
  const rows = sources.map((s) => rowOf(s, now));
  return { rows, next: nextChange(rows, now) };
}

/** The sources of one region (with those of every region), or all of them. */
export function sourcesFor(sources: readonly TimelineSource[], region: Region | 'all'): TimelineSource[] {
  return region === 'all' ? [...sources] : sources.filter((s) => s.regions.length === 0 || s.regions.includes(region));
}

const DAY = 86_400_000;
export const MINUTE = 60_000;

/** How much the axis shows: the weeks around now an editor plans in, or every date of every row. */
export type AxisSpan = 'near' | 'all';

/**
 * The span the axis shows. `all`: every edge and now, with a margin. `near`: the same, cut to two weeks back and
 * eight weeks ahead, or further ahead to show the next change; a row's older start or later end then runs off
 * the edge of the axis (its words still give it).
 */
export function axisRange(timeline: Timeline, now: number, span: AxisSpan = 'all'): { from: number; to: number } {
  const edges = timeline.rows
    .flatMap((row) => [...row.intervals.flatMap((i) => [i.from, i.to]), ...row.ticks.map((t) => t.at)])
    .filter((t): t is number => t !== null);
  const low = Math.min(now, ...edges);
  const high = Math.max(now, ...edges);
  const margin = Math.max(DAY, (high - low) / 20);
  if (span === 'all') return { from: low - margin, to: high + margin };
  const from = Math.max(low - DAY, now - 14 * DAY);
  const to = Math.min(high + DAY, Math.max(now + 56 * DAY, (timeline.next?.at ?? now) + 7 * DAY));
  return { from, to: Math.max(to, now + DAY) };
}

/**
 * When the view must be redrawn: at the next boundary of any row (something turns on or off, a stage begins, the
 * next change becomes the one after), or when the "now" marker has moved by `resolution` (a thousandth of the
 * axis, at least a minute), whichever comes first. A timer to that instant replaces polling.
 */
export function nextWake(timeline: Timeline, now: number, resolution: number): number {
  const step = Math.max(MINUTE, resolution);
  let wake = (Math.floor(now / step) + 1) * step;
  for (const row of timeline.rows)
    if (!row.removed) for (const b of boundariesOf(row.activation)) if (b > now && b < wake) wake = b;
  return wake;
}
