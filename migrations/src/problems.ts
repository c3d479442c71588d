/**
 * What a run of migrations would write that Studio refuses: the errors of Sanity's own validation
 * (@showcase/schemas/validate-document) and the content checks (checks.ts), each named with the migration it
 * came with. content:seed and content:push write nothing while there is one.
 *
 * Only the result is judged: older migrations leave states a later one fixes (007 corrects what 002–005 seeded),
 * so an error counts when it is in the result, and belongs to the first migration after which it appeared and
 * stayed. Only documents a migration changed are validated (and those referring to one, whose rules read it),
 * and an error a document had before the migrations ran is its own, not theirs.
 */
import { documentValidator, type Marker } from '@showcase/schemas/validate-document';
import { type DocumentChange, type PathSegment, pathText } from './changes';
import { contentContradictions } from './checks';
import { type DatasetDocument, type MigrationRun, resultOf } from './runner';

export interface Problem {
  /** The migration after which the error appeared and stayed. */
  migration: string;
  id: string;
  path: string;
  message: string;
}

interface Found {
  id: string;
  path: string;
  message: string;
}

const sameAs = (a: Found) => (b: Found) => a.id === b.id && a.path === b.path && a.message === b.message;

function markerPath(path: Marker['path']): string {
  // Sanity's paths may hold index tuples ([from, to]); none of our rules reports one, but a path is never dropped.
  const segments = path.map((s): PathSegment => (Array.isArray(s) ? `[${s.join(':')}]` : s));
  return pathText(segments);
}

const isContent = (document: DatasetDocument) => !document._type.startsWith('sanity.');

function referencesIn(value: unknown, into: Set<string>): Set<string> {
  if (Array.isArray(value)) for (const item of value) referencesIn(item, into);
  else if (typeof value === 'object' && value !== null) {
    const ref = (value as { _ref?: unknown })._ref;
    if (typeof ref === 'string') into.add(ref);
    for (const field of Object.values(value)) referencesIn(field, into);
  }
  return into;
}

/** Errors and content contradictions of the documents in `ids`, as they are in `documents`. */
function finder(documents: readonly DatasetDocument[]) {
  const byId = new Map(documents.map((d) => [d._id, d]));
  const validate = documentValidator(documents);
  let contradictions: Found[] | undefined;
  return {
    has: (id: string) => byId.has(id),
    errors: async (id: string): Promise<Found[]> => {
      const document = byId.get(id);
      if (!document) return [];
      const markers = await validate(document);
      return markers
        .filter((m) => m.level === 'error')
        .map((m) => ({ id, path: markerPath(m.path), message: m.message }));
    },
    contradictions: (): Found[] => {
      contradictions ??= contentContradictions(documents).map((c) => ({ id: c.id, path: c.field, message: c.message }));
      return contradictions;
    },
  };
}

type Finder = ReturnType<typeof finder>;

export async function problemsOf(
  run: MigrationRun,
  changes: readonly (readonly DocumentChange[])[],
): Promise<Problem[]> {
  const result = resultOf(run);
  const changed = new Set(changes.flat().map((c) => c.id));
  const toValidate = result.filter(
    (d) => isContent(d) && (changed.has(d._id) || [...referencesIn(d, new Set())].some((ref) => changed.has(ref))),
  );

  const finders = new Map<number, Finder>();
  /** The finder over the collection after step `index` (-1: before any). */
  const after = (index: number): Finder => {
    let found = finders.get(index);
    if (!found) {
      found = finder(index < 0 ? run.start : (run.steps[index]?.after ?? result));
      finders.set(index, found);
    }
    return found;
  };
  const last = run.steps.length - 1;

  // All at once: validating a document mostly waits (Sanity's validation schedules its rules), little computes.
  const errors = (await Promise.all(toValidate.map((d) => after(last).errors(d._id)))).flat();
  const contradictions = after(last).contradictions();
  const before = after(-1);

  const introduced: Found[] = [];
  for (const error of errors) if (!(await before.errors(error.id)).some(sameAs(error))) introduced.push(error);
  const introducedContradictions = contradictions.filter((c) => !before.contradictions().some(sameAs(c)));

  /** Walks back from the result while the problem is still there: it came with the step after the last without it. */
  const origin = async (problem: Found, present: (at: Finder) => Promise<boolean>): Promise<Problem> => {
    let index = last;
    while (index > 0 && (await present(after(index - 1)))) index--;
    return { migration: run.steps[index]?.id ?? '(none)', ...problem };
  };
  const problems: Problem[] = [];
  for (const error of introduced)
    problems.push(
      await origin(error, async (at) => at.has(error.id) && (await at.errors(error.id)).some(sameAs(error))),
    );
  for (const contradiction of introducedContradictions)
    problems.push(await origin(contradiction, async (at) => at.contradictions().some(sameAs(contradiction))));
  return problems;
}
