/**
 * The published sources with, just above each, what the draft and each release would make of it: a source of
 * another version is shown only where it differs from the published one (a draft of a menu that moves one item
 * shows that item, not the whole menu), or where that version adds or removes the thing.
 */
import { REGIONS } from '@showcase/schemas/regions';
import { type TimelineSource, timelineSources } from './sources';
import {
  layersOf,
  PUBLISHED,
  type RawDocument,
  type RawRelease,
  releasesById,
  versionOfId,
  versionOfLayer,
  viewThrough,
} from './versions';

/** What makes two versions of a source look the same on the timeline. */
const signature = (s: TimelineSource) =>
  JSON.stringify([s.label, s.regions, s.activation, s.schedule?.title ?? null, s.removed]);

/** Region groups in the registry's order, things of every region last; schedules head their group. */
const rank = (source: TimelineSource) => {
  const first = source.regions[0];
  const region = first === undefined ? REGIONS.length + 1 : (REGIONS as readonly string[]).indexOf(first);
  return (region < 0 ? REGIONS.length : region) * 2 + (source.kind === 'schedule' ? 0 : 1);
};

export function layeredSources(documents: readonly RawDocument[], releases: readonly RawRelease[]): TimelineSource[] {
  const published = timelineSources(viewThrough(documents, 'published'), PUBLISHED);
  const base = new Map(published.map((s) => [s.id, s]));
  const order = published.map((s) => s.id);
  const variants = new Map<string, TimelineSource[]>();
  const addVariant = (source: TimelineSource) => variants.set(source.id, [...(variants.get(source.id) ?? []), source]);
  const known = releasesById(releases);

  for (const layer of layersOf(documents)) {
    const version = versionOfLayer(layer, known);
    if (!version) continue;
    const seen = timelineSources(viewThrough(documents, layer), version);
    const seenIds = new Set(seen.map((s) => s.id));
    let previous: string | undefined;
    for (const source of seen) {
      const original = base.get(source.id);
      if (!original || signature(original) !== signature(source)) addVariant(source);
      // Something only this version has goes after what precedes it in this version.
      if (!order.includes(source.id))
        order.splice(previous === undefined ? 0 : order.indexOf(previous) + 1, 0, source.id);
      previous = source.id;
    }
    const touched = new Set(
      documents.map((d) => versionOfId(d._id)).flatMap((v) => (v.layer === layer ? [v.publishedId] : [])),
    );
    for (const original of published)
      if (!seenIds.has(original.id) && touched.has(original.documentId))
        addVariant({ ...original, version, removed: true });
  }

  const rows = order.flatMap((id) => {
    const original = base.get(id);
    return [...(variants.get(id) ?? []), ...(original ? [original] : [])];
  });
  // Array sort is stable: within a group, the order above stays.
  return rows.sort((a, b) => rank(a) - rank(b));
}
