/**
 * Where a migration run on a hosted dataset would overwrite an editor's work. What the migrations alone leave
 * before each step is the same run from an empty collection (the embedded seed); where the hosted document
 * differs from that, an editor changed it, and a migration that then changes the same field replaces their
 * change. Our migrations never do (createIfNotExists, patches conditioned on the value they replace); a new
 * one that sets a field outright would, and content:push shows it and writes only when told to.
 */
import { type DocumentChange, type FieldChange, fieldChanges, overlaps } from './changes';
import { beforeStep, type MigrationRun } from './runner';

export interface Overwrite {
  migration: string;
  id: string;
  /** The migration's change that replaces the editor's (undefined: it deletes the document). */
  change?: FieldChange;
  /** The editor's change it replaces: from what the migrations left to what the editor made of it. */
  edit: FieldChange;
}

export function overwrittenEdits(
  run: MigrationRun,
  changes: readonly (readonly DocumentChange[])[],
  reference: MigrationRun,
): Overwrite[] {
  return run.steps.flatMap((step, index) => {
    const left = new Map(beforeStep(reference, index).map((d) => [d._id, d]));
    return (changes[index] ?? []).flatMap((change): Overwrite[] => {
      const seeded = left.get(change.id);
      if (!seeded || change.kind === 'create') return [];
      const edits = fieldChanges(seeded, change.before);
      if (change.kind === 'delete')
        return edits.slice(0, 1).map((edit) => ({ migration: step.id, id: change.id, edit }));
      return change.fields.flatMap((field) => {
        const edit = edits.find((e) => overlaps(e.path, field.path));
        return edit ? [{ migration: step.id, id: change.id, change: field, edit }] : [];
      });
    });
  });
}
