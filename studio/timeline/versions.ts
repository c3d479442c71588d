/**
 * Drafts and release versions, as the raw perspective returns them: a published document `X`, its draft
 * `drafts.X`, and its version in release R `versions.R.X`; releases themselves are `_.releases.R` documents of
 * type `system.release`. The timeline reads them all and shows what each draft or release would change.
 */

/** A document as the timeline's query returns it (raw: every version of every document). */
export interface RawDocument {
  _id: string;
  _type: string;
  /** Sanity marks a release version that unpublishes its document when the release publishes. */
  _system?: { delete?: boolean } | null;
  [field: string]: unknown;
}

export interface RawRelease {
  _id: string;
  state?: string;
  publishAt?: string | null;
  metadata?: { title?: string | null; intendedPublishAt?: string | null; releaseType?: string | null } | null;
}

export interface Release {
  id: string;
  title: string;
  /** Archived and already published releases are history, not plans: their leftover versions are not shown. */
  done: boolean;
  /** When it is set to publish (scheduled, or intended), if known. */
  publishAt: number | null;
  /** Scheduled: Sanity publishes it at `publishAt` by itself (an intended date is only a plan). */
  scheduled: boolean;
}

/** Which version of the content a timeline row shows. */
export type SourceVersion =
  | { kind: 'published' }
  | { kind: 'draft' }
  | { kind: 'release'; releaseId: string; title: string; publishAt: number | null; scheduled: boolean };

export const PUBLISHED: SourceVersion = { kind: 'published' };
export const DRAFT: SourceVersion = { kind: 'draft' };

const RELEASE_PREFIX = '_.releases.';

/** The published id a document id belongs to, and which version it is (the release id for release versions). */
export function versionOfId(id: string): { publishedId: string; layer: 'published' | 'drafts' | string } {
  if (id.startsWith('drafts.')) return { publishedId: id.slice('drafts.'.length), layer: 'drafts' };
  if (id.startsWith('versions.')) {
    const rest = id.slice('versions.'.length);
    const dot = rest.indexOf('.');
    if (dot > 0) return { publishedId: rest.slice(dot + 1), layer: rest.slice(0, dot) };
  }
  return { publishedId: id, layer: 'published' };
}

const instant = (value: string | null | undefined) => {
  const ms = value ? Date.parse(value) : Number.NaN;
  return Number.isNaN(ms) ? null : ms;
};

export function releasesById(raw: readonly RawRelease[]): Map<string, Release> {
  const releases = new Map<string, Release>();
  for (const release of raw) {
    if (!release._id.startsWith(RELEASE_PREFIX)) continue;
    const id = release._id.slice(RELEASE_PREFIX.length);
    releases.set(id, {
      id,
      title: release.metadata?.title?.trim() || `Untitled release (${id})`,
      done: release.state === 'archived' || release.state === 'published',
      publishAt: instant(release.publishAt) ?? instant(release.metadata?.intendedPublishAt),
      scheduled: release.state === 'scheduled' && instant(release.publishAt) !== null,
    });
  }
  return releases;
}

/** The layers present besides the published one: drafts (if any), then every release with versions. */
export function layersOf(documents: readonly RawDocument[]): string[] {
  const layers = new Set<string>();
  for (const doc of documents) {
    const { layer } = versionOfId(doc._id);
    if (layer !== 'published') layers.add(layer);
  }
  return [...layers].sort((a, b) => (a === 'drafts' ? -1 : b === 'drafts' ? 1 : a.localeCompare(b)));
}

/**
 * The documents as one layer sees them, under their published ids: the layer's version where it has one, the
 * published document otherwise. A release is seen on top of the published content only (not of drafts), so its
 * rows show what the release itself changes; a version that unpublishes its document removes it.
 */
export function viewThrough(documents: readonly RawDocument[], layer: string): RawDocument[] {
  const published = new Map<string, RawDocument>();
  const layered = new Map<string, RawDocument>();
  for (const doc of documents) {
    const version = versionOfId(doc._id);
    if (version.layer === 'published') published.set(version.publishedId, doc);
    else if (version.layer === layer) layered.set(version.publishedId, doc);
  }
  const seen: RawDocument[] = [];
  for (const id of new Set([...published.keys(), ...layered.keys()])) {
    const doc = layered.get(id) ?? published.get(id);
    if (doc && !(layered.has(id) && doc._system?.delete)) seen.push({ ...doc, _id: id });
  }
  return seen;
}

/**
 * The row marker of a layer: "Draft", or the release's title (its id when the release document cannot be read);
 * null for the leftovers of a finished release.
 */
export function versionOfLayer(layer: string, releases: ReadonlyMap<string, Release>): SourceVersion | null {
  if (layer === 'published') return PUBLISHED;
  if (layer === 'drafts') return DRAFT;
  const release = releases.get(layer);
  if (release?.done) return null;
  return {
    kind: 'release',
    releaseId: layer,
    title: release?.title ?? `Release ${layer}`,
    publishAt: release?.publishAt ?? null,
    scheduled: release?.scheduled ?? false,
  };
}
