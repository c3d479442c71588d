/**
 * Every instant at which something in the content can change what a page shows: the boundaries of each
 * activation (schedules resolved) and of each page window, as the stage evaluator defines them.
 * Computed from raw documents (either backend's), written where the stage-keyed page cache reads them
 * (it folds "how many have passed" into its keys).
 */
import { yearBoundaries } from './calendar';
import { type Activation, boundariesOf } from './stage';

export type RawDocument = { _id: string; _type: string; [field: string]: unknown };

function resolve(value: Record<string, unknown>, schedules: Map<string, readonly string[]>): Activation {
  const ref = (value.schedule as { _ref?: string } | undefined)?._ref;
  return {
    startTime: value.startTime as string | undefined,
    endTime: value.endTime as string | undefined,
    stages: value.stages as number[] | undefined,
    schedule: ref ? { timestamps: schedules.get(ref) ?? [] } : null,
  };
}

export function contentBoundaries(documents: readonly RawDocument[]): number[] {
  const schedules = new Map(
    documents.filter((d) => d._type === 'schedule').map((d) => [d._id, (d.timestamps as string[] | undefined) ?? []]),
  );
  const found = new Set<number>();
  const visit = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!value || typeof value !== 'object') return;
    const object = value as Record<string, unknown>;
    if (object._type === 'activation') for (const b of boundariesOf(resolve(object, schedules))) found.add(b);
    for (const child of Object.values(object)) visit(child);
  };
  for (const document of documents) {
    if (document._type === 'page') for (const b of boundariesOf(resolve(document, new Map()))) found.add(b);
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
 * The boundaries as text, as the boundaries file beside the dataset and the instances' shared copy hold them:
 * `{"boundaries":[…]}` and a newline. Every writer uses this, every reader `parseBoundaries`.
 */
export const boundariesText = (boundaries: readonly number[]): string => `${JSON.stringify({ boundaries })}\n`;

/** The boundaries a text of `boundariesText` holds, sorted; null for anything else. */
export function parseBoundaries(text: string): number[] | null {
  let boundaries: unknown;
  try {
    boundaries = (JSON.parse(text) as { boundaries?: unknown } | null)?.boundaries;
  } catch {
    return null;
  }
  if (!Array.isArray(boundaries) || !boundaries.every((b) => typeof b === 'number' && Number.isFinite(b))) return null;
  return [...(boundaries as number[])].sort((a, b) => a - b);
}
