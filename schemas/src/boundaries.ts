/**
 * Every instant at which something in the content can change what a page shows: the boundaries of each
 * activation (schedules resolved) and of each page window, as the stage evaluator defines them.
 * Computed from raw documents (either backend's), written where the stage-keyed page cache reads them
 * (it folds "how many have passed" into its keys).
 */
import { yearBoundaries } from './calendar';
import { type Activation, boundariesOf } from './stage';

export type RawDocument = { _id: string; _type: string; [field: string]: unknown };

/** An activation as stored (a schedule referenced by id), with its schedule's dates looked up. */
export function resolveActivation(
  value: Record<string, unknown>,
  schedules: ReadonlyMap<string, readonly string[]>,
): Activation {
  const ref = (value.schedule as { _ref?: string } | undefined)?._ref;
  return {
    startTime: value.startTime as string | undefined,
    endTime: value.endTime as string | undefined,
    stages: value.stages as number[] | undefined,
    schedule: ref ? { timestamps: schedules.get(ref) ?? [] } : null,
  };
}

/** Each schedule's dates, by id. */
export const schedulesOf = (documents: readonly RawDocument[]): Map<string, readonly string[]> =>
  new Map(
    documents.filter((d) => d._type === 'schedule').map((d) => [d._id, (d.timestamps as string[] | undefined) ?? []]),
  );

export function contentBoundaries(documents: readonly RawDocument[]): number[] {
  const schedules = schedulesOf(documents);
  const found = new Set<number>();
  const visit = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!value || typeof value !== 'object') return;
    const object = value as Record<string, unknown>;
    if (object._type === 'activation') for (const b of boundariesOf(resolveActivation(object, schedules))) found.add(b);
    for (const child of Object.values(object)) visit(child);
  };
  for (const document of documents) {
    if (document._type === 'page') for (const b of boundariesOf(resolveActivation(document, new Map()))) found.add(b);
    visit(document);
  }
  return [...found].sort((a, b) => a - b);
}

let years: number[] | undefined;

/**
 * What the page cache keys on: the content's boundaries and every region's New Year (calendar.ts), at which the
 * footer's copyright year turns. The Studio's per-document boundaries stay `contentBoundaries`.
 */
export function siteBoundaries(documents: readonly RawDocument[]): number[] {
  years ??= yearBoundaries();
  return [...new Set([...contentBoundaries(documents), ...years])].sort((a, b) => a - b);
}

/**
 * What a stored page depends on besides its path (web/cache/stored-page.ts): the boundaries at which pages
 * change, and the content's revision, which every publish raises, so that no page stored before it is served
 * after it. A revision is the instant of its publish in ms, and only ever rises: an instance that starts with an
 * older copy and shares it cannot bring back pages stored before a later publish.
 */
export interface ContentState {
  boundaries: number[];
  revision: number;
}

/**
 * The state as text, as the boundaries file beside the dataset and the instances' shared copy hold it:
 * `{"boundaries":[…],"revision":…}` and a newline. Every writer uses this, every reader `parseContentState`.
 */
export const contentStateText = ({ boundaries, revision }: ContentState): string =>
  `${JSON.stringify({ boundaries, revision })}\n`;

/** The revision of a publish after `current`: its instant, and always above `current`. */
export const newRevision = (current = 0, now = Date.now()): number => Math.max(now, current + 1);

/** The state a text of `contentStateText` holds, boundaries sorted (no revision: 0); null for anything else. */
export function parseContentState(text: string): ContentState | null {
  let state: { boundaries?: unknown; revision?: unknown } | null;
  try {
    state = JSON.parse(text) as typeof state;
  } catch {
    return null;
  }
  const boundaries = state?.boundaries;
  if (!Array.isArray(boundaries) || !boundaries.every((b) => typeof b === 'number' && Number.isFinite(b))) return null;
  const revision = state?.revision ?? 0;
  if (!Number.isSafeInteger(revision) || (revision as number) < 0) return null;
  return { boundaries: [...(boundaries as number[])].sort((a, b) => a - b), revision: revision as number };
}
