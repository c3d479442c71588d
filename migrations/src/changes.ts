/**
 * What a migration changed, told from the collection before and after it: which documents it created, patched
 * or deleted, and in each patched one which fields went from what to what. The seed and the dry run of
 * content:push print these; the validation before a write looks only at the documents they name.
 */
import { beforeStep, type DatasetDocument, type MigrationRun } from './runner';

export type PathSegment = string | number | { _key: string };

export interface FieldChange {
  path: PathSegment[];
  before: unknown;
  after: unknown;
}

export type DocumentChange =
  | { kind: 'create'; id: string; type: string; after: DatasetDocument }
  | { kind: 'patch'; id: string; type: string; before: DatasetDocument; after: DatasetDocument; fields: FieldChange[] }
  | { kind: 'delete'; id: string; type: string; before: DatasetDocument };

/** Stamped by the store on every write, never by a migration: a difference there is no change of content. */
const STAMPS = new Set(['_rev', '_createdAt', '_updatedAt']);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const keyOf = (item: unknown) => (isObject(item) && typeof item._key === 'string' ? item._key : undefined);

function arrayChanges(before: unknown[], after: unknown[], path: PathSegment[]): FieldChange[] {
  const beforeKeys = before.map(keyOf);
  const afterKeys = after.map(keyOf);
  const keyed = [...beforeKeys, ...afterKeys].every((key) => key !== undefined);
  if (keyed && beforeKeys.join('\u0000') === afterKeys.join('\u0000'))
    return after.flatMap((item, index) =>
      valueChanges(before[index], item, [...path, { _key: afterKeys[index] ?? '' }]),
    );
  if (!keyed && before.length === after.length)
    return after.flatMap((item, index) => valueChanges(before[index], item, [...path, index]));
  // Items added, removed or moved: the array is shown whole, which is what an editor would compare.
  return JSON.stringify(before) === JSON.stringify(after) ? [] : [{ path, before, after }];
}

function valueChanges(before: unknown, after: unknown, path: PathSegment[]): FieldChange[] {
  if (before === after) return [];
  if (isObject(before) && isObject(after)) {
    const keys = [...new Set([...Object.keys(after), ...Object.keys(before)])];
    return keys
      .filter((key) => !(path.length === 0 && STAMPS.has(key)))
      .flatMap((key) => valueChanges(before[key], after[key], [...path, key]));
  }
  if (Array.isArray(before) && Array.isArray(after)) return arrayChanges(before, after, path);
  return [{ path, before, after }];
}

/** The fields that differ between two versions of a document, down to the leaves that changed. */
export const fieldChanges = (before: DatasetDocument, after: DatasetDocument): FieldChange[] =>
  valueChanges(before, after, []);

/** The documents that differ between two collections, in the order of `after` (deletions last). */
export function documentChanges(
  before: readonly DatasetDocument[],
  after: readonly DatasetDocument[],
): DocumentChange[] {
  const earlier = new Map(before.map((d) => [d._id, d]));
  const changes: DocumentChange[] = [];
  for (const document of after) {
    const previous = earlier.get(document._id);
    earlier.delete(document._id);
    if (!previous) changes.push({ kind: 'create', id: document._id, type: document._type, after: document });
    else if (previous !== document) {
      const fields = fieldChanges(previous, document);
      if (fields.length > 0)
        changes.push({
          kind: 'patch',
          id: document._id,
          type: document._type,
          before: previous,
          after: document,
          fields,
        });
    }
  }
  for (const gone of earlier.values()) changes.push({ kind: 'delete', id: gone._id, type: gone._type, before: gone });
  return changes;
}

/** What each migration of a run changed, in the order they ran. */
export const changesOf = (run: MigrationRun): DocumentChange[][] =>
  run.steps.map((step, index) => documentChanges(beforeStep(run, index), step.after));

/** A path as Sanity writes one: `sections[_key=="intro"].children[0].text`. */
export const pathText = (path: readonly PathSegment[]): string =>
  path
    .map((segment, index) => {
      if (typeof segment === 'number') return `[${segment}]`;
      if (typeof segment === 'string') return index === 0 ? segment : `.${segment}`;
      return `[_key==${JSON.stringify(segment._key)}]`;
    })
    .join('') || '(document)';

/** Whether one path is the other or lies inside it: a change at either touches the other. */
export function overlaps(a: readonly PathSegment[], b: readonly PathSegment[]): boolean {
  const shorter = Math.min(a.length, b.length);
  for (let i = 0; i < shorter; i++) if (JSON.stringify(a[i]) !== JSON.stringify(b[i])) return false;
  return true;
}

const LONGEST_VALUE = 60;

/** A value short enough for one line of a diff. */
export function valueText(value: unknown): string {
  if (value === undefined) return '(none)';
  const text = JSON.stringify(value);
  return text.length > LONGEST_VALUE ? `${text.slice(0, LONGEST_VALUE - 1)}…` : text;
}
