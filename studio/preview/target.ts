/**
 * What "Preview at…" opens for a document: its region and the page that shows it, and the instants worth
 * looking at (the document's own boundaries, as the stage evaluator defines them).
 */
import { contentBoundaries, type RawDocument } from '@showcase/schemas/boundaries';
import { isRegion, type Region } from '@showcase/schemas/regions';

/** Document types whose effect on the site depends on the instant (or which a time-bound page shows). */
export const PREVIEWABLE_TYPES = [
  'product',
  'page',
  'navigation',
  'textBanner',
  'countdown',
  'schedule',
  'regionSettings',
] as const;

export interface PreviewTarget {
  region: Region;
  /** The page path inside the region, '' for its home. */
  path: string;
}

/**
 * Products and pages open their own page; navigation, banners, countdowns and schedules the region's home (a
 * schedule's first region; a schedule every region shares opens us, the default region).
 */
export function previewTarget(document: Partial<RawDocument> | null | undefined): PreviewTarget {
  const regions = (document as { regions?: unknown } | null | undefined)?.regions;
  const first = Array.isArray(regions) ? regions.find(isRegion) : undefined;
  const region: Region = isRegion(document?.region) ? document.region : (first ?? 'us');
  const ownPage = document?._type === 'product' || document?._type === 'page';
  const path = ownPage && typeof document?.path === 'string' ? document.path : '';
  return { region, path };
}

/**
 * The instants at which this document changes what the site shows, given the schedules it refers to
 * (a schedule's own are its dates). Sorted, as epoch milliseconds.
 */
export function documentInstants(document: RawDocument, schedules: readonly RawDocument[]): number[] {
  if (document._type === 'schedule')
    return ((document.timestamps as string[] | undefined) ?? []).map(Date.parse).filter(Number.isFinite);
  return contentBoundaries([document, ...schedules]);
}

/** Every schedule id a document refers to (activations keep a reference to their schedule). */
export function scheduleRefs(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) scheduleRefs(item, found);
  else if (value && typeof value === 'object') {
    const object = value as Record<string, unknown>;
    const ref = (object.schedule as { _ref?: unknown } | undefined)?._ref;
    if (object._type === 'activation' && typeof ref === 'string') found.add(ref);
    for (const child of Object.values(object)) scheduleRefs(child, found);
  }
  return found;
}
