/**
 * What the promotion timeline and its "What changes at…" read, with the raw perspective: every version of every time-bound document and
 * schedule (published `X`, draft `drafts.X`, release version `versions.R.X`), and the releases (`_.releases.R`).
 * References stay references: a schedule is resolved in the model against the same version of the content, so a
 * draft of a schedule shows on the draft rows of everything that follows it.
 */
import type { RawDocument, RawRelease } from './versions';

const TYPES = `["navigation", "textBanner", "countdown", "product", "page", "schedule"]`;
const RELEASES = `_type == "system.release" && _id in path("_.releases.*")`;
const activation = `{_type, startTime, endTime, stages, schedule}`;

export const TIMELINE_QUERY = /* groq */ `{
  "documents": *[_type in ${TYPES}]{
    _id, _type, _system, region, regions, label, title, name, path, startTime, endTime, timestamps,
    price, activityPrice, stock, isPreSale, buy, unlockingSoon, product,
    "activation": activation${activation},
    "activityTime": activityTime${activation},
    "items": items[]{_key, label, "activation": activation${activation}, "children": children[]{_key, label, "activation": activation${activation}}},
    "stagedMeta": stagedMeta[]{_key, title, "activation": activation${activation}}
  },
  "releases": *[${RELEASES}]{_id, state, publishAt, metadata}
}`;

/** The listener's filter (a listener takes a filter, no projection): a change to any of those documents. */
export const TIMELINE_LISTEN_QUERY = /* groq */ `*[_type in ${TYPES} || (${RELEASES})]`;

export interface TimelineContent {
  documents: RawDocument[];
  releases: RawRelease[];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const withId = <T extends { _id: string }>(value: unknown): value is T =>
  isRecord(value) && typeof value._id === 'string';

/** The query's answer, checked at the boundary: anything without an id is dropped rather than trusted. */
export function contentOf(result: unknown): TimelineContent {
  const record = isRecord(result) ? result : {};
  const list = (value: unknown) => (Array.isArray(value) ? value : []);
  return {
    documents: list(record.documents).filter(
      (d): d is RawDocument => withId<RawDocument>(d) && typeof (d as { _type?: unknown })._type === 'string',
    ),
    releases: list(record.releases).filter((r): r is RawRelease => withId<RawRelease>(r)),
  };
}
