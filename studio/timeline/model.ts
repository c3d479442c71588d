/**
 * The promotion timeline's model: for every time-bound thing in the content, the intervals in which
 * it is on (decided by the stage evaluator at each segment between its boundaries), whether it is on
 * now, and the next change across all of them. Pure TypeScript, so it is tested without a Studio.
 */
import { type Activation, boundariesOf, isActive } from '@showcase/schemas/stage';

export interface TimelineSource {
  id: string;
  region: string | null;
  /** What an editor recognises: "US · Halloween menu item", "UK · Flagship Megatron promotion price". */
  label: string;
  activation: Activation;
}

export interface TimelineRow extends TimelineSource {
  intervals: { from: number | null; to: number | null }[];
  activeNow: boolean;
}

export interface Timeline {
  rows: TimelineRow[];
  next: { at: number; labels: string[] } | null;
}

/** The intervals in which an activation is on, as [from, to) with null for an open end. */
export function intervalsOf(activation: Activation): TimelineRow['intervals'] {
  const cuts = boundariesOf(activation);
  const points: (number | null)[] = [null, ...cuts];
  const intervals: TimelineRow['intervals'] = [];
  points.forEach((from, i) => {
    const to = cuts[i] ?? null;
    const probe = from === null ? (to ?? 0) - 1 : from;
    if (!isActive(activation, probe)) return;
    const last = intervals[intervals.length - 1];
    if (last && last.to === from) last.to = to;
    else intervals.push({ from, to });
  });
  return intervals;
}

export function buildTimeline(sources: readonly TimelineSource[], now: number): Timeline {
  const rows = sources.map((source) => ({
    ...source,
    intervals: intervalsOf(source.activation),
    activeNow: isActive(source.activation, now),
  }));
  let next: Timeline['next'] = null;
  for (const row of rows)
    for (const at of boundariesOf(row.activation)) {
      if (at <= now) continue;
      if (!next || at < next.at) next = { at, labels: [row.label] };
      else if (at === next.at) next.labels.push(row.label);
    }
  return { rows, next };
}

type Doc = { _id: string; _type: string; region?: string; [field: string]: unknown };
type RawActivation = {
  startTime?: string;
  endTime?: string;
  stages?: number[];
  schedule?: { timestamps?: string[] } | null;
};

const resolved = (raw: RawActivation | undefined): Activation | null =>
  raw && (raw.startTime || raw.endTime || raw.stages?.length)
    ? { startTime: raw.startTime, endTime: raw.endTime, stages: raw.stages, schedule: raw.schedule ?? null }
    : null;

/**
 * Sources from the documents of TIMELINE_QUERY (schedules already dereferenced): menu items and their
 * children, banners, countdowns, promotion prices, the home's staged titles, page windows.
 */
export function timelineSources(docs: readonly Doc[]): TimelineSource[] {
  const sources: TimelineSource[] = [];
  const add = (doc: Doc, label: string, raw: RawActivation | undefined, suffix = '') => {
    const activation = resolved(raw);
    const region = doc.region ?? null;
    if (activation)
      sources.push({
        id: `${doc._id}${suffix}`,
        region,
        label: `${(region ?? 'all').toUpperCase()} · ${label}`,
        activation,
      });
  };
  for (const doc of docs) {
    const items =
      (doc.items as
        | {
            _key: string;
            label?: string;
            activation?: RawActivation;
            children?: { _key: string; label?: string; activation?: RawActivation }[];
          }[]
        | undefined) ?? [];
    for (const item of items) {
      add(doc, `Menu: ${item.label ?? item._key}`, item.activation, `:${item._key}`);
      for (const child of item.children ?? [])
        add(doc, `Menu: ${child.label ?? child._key}`, child.activation, `:${child._key}`);
    }
    if (doc._type === 'textBanner') add(doc, `Banner: ${String(doc.label ?? '')}`, doc.activation as RawActivation);
    if (doc._type === 'countdown') add(doc, `Countdown: ${String(doc.title ?? '')}`, doc.activation as RawActivation);
    if (doc._type === 'product')
      add(doc, `${String(doc.name ?? '')} promotion price`, doc.activityTime as RawActivation);
    if (doc._type === 'page') {
      add(doc, `Page /${String(doc.path ?? '')} visible`, {
        startTime: doc.startTime as string,
        endTime: doc.endTime as string,
      });
      for (const [i, meta] of (
        (doc.stagedMeta as { title?: string; activation?: RawActivation }[] | undefined) ?? []
      ).entries())
        add(doc, `Title: ${meta.title ?? ''}`, meta.activation, `:meta${i}`);
    }
  }
  return sources;
}
