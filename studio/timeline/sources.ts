/**
 * What the timeline shows, from the documents of one version of the content (published, a draft's or a
 * release's, see versions.ts): every time-bound thing (menu items and their children, banners, countdowns,
 * promotion prices, the home's staged titles, page windows) and every schedule, with its activation resolved
 * against the schedules of that same version.
 */
import { formatPrice, isRegion } from '@showcase/schemas/regions';
import type { Activation } from '@showcase/schemas/stage';
import { PUBLISHED, type RawDocument, type SourceVersion } from './versions';

export interface FollowedSchedule {
  id: string;
  title: string;
  timestamps: readonly string[];
}

export interface TimelineSource {
  /** The same thing in every version: its document's published id, and its key within the document. */
  id: string;
  /** The document it lives in (published id) and its type, to open it for editing. */
  documentId: string;
  documentType: string;
  kind: 'item' | 'schedule';
  /** The region codes it belongs to; empty when it belongs to every region. */
  regions: readonly string[];
  /** What an editor recognises: "US · Halloween menu item", "UK · Flagship Megatron promotion price". */
  label: string;
  activation: Activation;
  /** The schedule whose stages it follows: its dates are the row's numbered ticks. */
  schedule: FollowedSchedule | null;
  version: SourceVersion;
  /** This version removes it (a draft that drops a menu item, a release that unpublishes the document). */
  removed: boolean;
}

type RawActivation = {
  startTime?: string | null;
  endTime?: string | null;
  stages?: number[] | null;
  schedule?: { _ref?: string } | null;
};

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && v !== '') : [];

/**
 * The regions a document belongs to: its `regions` list (a schedule shared by several regions), else its single
 * `region`, else none (every region).
 */
export function regionsOf(doc: RawDocument): string[] {
  const listed = strings(doc.regions);
  if (listed.length > 0) return listed;
  return typeof doc.region === 'string' && doc.region !== '' ? [doc.region] : [];
}

const prefix = (regions: readonly string[]) =>
  regions.length > 0 ? regions.map((r) => r.toUpperCase()).join(', ') : 'Every region';

function schedulesIn(docs: readonly RawDocument[]): Map<string, FollowedSchedule & { regions: string[] }> {
  const schedules = new Map<string, FollowedSchedule & { regions: string[] }>();
  for (const doc of docs)
    if (doc._type === 'schedule')
      schedules.set(doc._id, {
        id: doc._id,
        title: typeof doc.title === 'string' && doc.title ? doc.title : doc._id,
        timestamps: strings(doc.timestamps),
        regions: regionsOf(doc),
      });
  return schedules;
}

/** Every source of one version of the content; `docs` carry published ids (versions.ts `viewThrough`). */
export function timelineSources(docs: readonly RawDocument[], version: SourceVersion = PUBLISHED): TimelineSource[] {
  const schedules = schedulesIn(docs);
  const sources: TimelineSource[] = [];

  for (const schedule of schedules.values())
    if (schedule.timestamps.length > 0)
      sources.push({
        id: schedule.id,
        documentId: schedule.id,
        documentType: 'schedule',
        kind: 'schedule',
        regions: schedule.regions,
        label: `${prefix(schedule.regions)} · Schedule: ${schedule.title}`,
        // On from its first date, one stage after another: the row shows each stage as an interval.
        activation: { schedule: { timestamps: schedule.timestamps }, stages: schedule.timestamps.map((_, i) => i + 1) },
        schedule: { id: schedule.id, title: schedule.title, timestamps: schedule.timestamps },
        version,
        removed: false,
      });

  const add = (doc: RawDocument, label: string, raw: RawActivation | null | undefined, suffix = '') => {
    if (!raw || !(raw.startTime || raw.endTime || raw.stages?.length)) return;
    const followed = raw.stages?.length && raw.schedule?._ref ? schedules.get(raw.schedule._ref) : undefined;
    const regions = regionsOf(doc);
    sources.push({
      id: `${doc._id}${suffix}`,
      documentId: doc._id,
      documentType: doc._type,
      kind: 'item',
      regions,
      label: `${prefix(regions)} · ${label}`,
      activation: {
        startTime: raw.startTime ?? null,
        endTime: raw.endTime ?? null,
        stages: raw.stages ?? null,
        // A missing schedule leaves the stage at 0, as on the site.
        schedule: followed ? { timestamps: followed.timestamps } : null,
      },
      schedule: followed ? { id: followed.id, title: followed.title, timestamps: followed.timestamps } : null,
      version,
      removed: false,
    });
  };

  type Item = { _key: string; label?: string; activation?: RawActivation; children?: Item[] };
  for (const doc of docs) {
    for (const item of (doc.items as Item[] | undefined) ?? []) {
      add(doc, `Menu: ${item.label ?? item._key}`, item.activation, `:${item._key}`);
      for (const child of item.children ?? [])
        add(doc, `Menu: ${child.label ?? child._key}`, child.activation, `:${child._key}`);
    }
    if (doc._type === 'textBanner') add(doc, `Banner: ${String(doc.label ?? '')}`, doc.activation as RawActivation);
    if (doc._type === 'countdown') add(doc, `Countdown: ${String(doc.title ?? '')}`, doc.activation as RawActivation);
    if (doc._type === 'product') {
      // The prices it switches between, so a row says what shoppers pay as well as when.
      const { region, price, activityPrice } = doc;
      const values =
        isRegion(region) && typeof price === 'number' && typeof activityPrice === 'number'
          ? `: ${formatPrice(region, activityPrice)} instead of ${formatPrice(region, price)}`
          : '';
      add(doc, `${String(doc.name ?? '')} promotion price${values}`, doc.activityTime as RawActivation);
    }
    if (doc._type === 'page') {
      add(doc, `Page /${String(doc.path ?? '')} visible`, {
        startTime: doc.startTime as string | undefined,
        endTime: doc.endTime as string | undefined,
      });
      type Meta = { _key?: string; title?: string; activation?: RawActivation };
      for (const [i, meta] of ((doc.stagedMeta as Meta[] | undefined) ?? []).entries())
        add(doc, `Title: ${meta.title ?? ''}`, meta.activation, `:${meta._key ?? `meta${i}`}`);
    }
  }
  return sources;
}
