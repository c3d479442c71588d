/**
 * How content:seed and content:push tell a developer what the migrations did or would do: a line per
 * migration, a field diff per document, the errors that refused a write and the editors' changes a push
 * would replace.
 */
import { type DocumentChange, type FieldChange, pathText, valueText } from '@showcase/migrations/changes';
import type { Overwrite } from '@showcase/migrations/overwrites';
import type { Problem } from '@showcase/migrations/problems';
import type { MigrationRun } from '@showcase/migrations/runner';

type Changes = readonly (readonly DocumentChange[])[];

/** Where a command's lines go: the terminal, or a test's lists. */
export interface Io {
  out: (line: string) => void;
  err: (line: string) => void;
}

export const CONSOLE: Io = { out: (line) => console.log(line), err: (line) => console.error(line) };

/** A write refused before anything was written; its message is the report, without a stack. */
export class ContentRefused extends Error {
  constructor(lines: readonly string[]) {
    super(lines.join('\n'));
    this.name = 'ContentRefused';
  }
}

export function countsText(changes: readonly DocumentChange[]): string {
  const counts = (['create', 'patch', 'delete'] as const)
    .map((kind) => [kind, changes.filter((c) => c.kind === kind).length] as const)
    .filter(([, count]) => count > 0)
    .map(([kind, count]) => `${count} ${kind === 'create' ? 'created' : kind === 'patch' ? 'patched' : 'deleted'}`);
  return counts.length > 0 ? counts.join(', ') : 'nothing to change';
}

/** One line per migration: what it changed, counted. */
export const summaryLines = (prefix: string, run: MigrationRun, changes: Changes): string[] =>
  run.steps.map((step, index) => `${prefix}: ${step.id}  ${countsText(changes[index] ?? [])}`);

const fieldText = (field: FieldChange) =>
  `${pathText(field.path)}: ${valueText(field.before)} → ${valueText(field.after)}`;

function documentLines(change: DocumentChange, overwrites: readonly Overwrite[]): string[] {
  if (change.kind === 'create') return [`  create ${change.id}  (${change.type})`];
  const replaced = (overwrite: Overwrite) =>
    `    ! overwrites an editor's change: ${pathText(overwrite.edit.path)} was ${valueText(overwrite.edit.before)} after the migrations, an editor made it ${valueText(overwrite.edit.after)}`;
  if (change.kind === 'delete')
    return [`  delete ${change.id}  (${change.type})`, ...overwrites.filter((o) => !o.change).map(replaced)];
  return change.fields.flatMap((field) => [
    `  patch ${change.id}  ${fieldText(field)}`,
    ...overwrites.filter((o) => o.change === field).map(replaced),
  ]);
}

/** Per migration, the documents it creates, patches or deletes, with the fields a patch changes. */
export function diffLines(
  prefix: string,
  run: MigrationRun,
  changes: Changes,
  overwrites: readonly Overwrite[],
): string[] {
  return run.steps.flatMap((step, index) => {
    const changed = changes[index] ?? [];
    return [
      `${prefix}: ${step.id}  ${countsText(changed)}`,
      ...changed.flatMap((change) =>
        documentLines(
          change,
          overwrites.filter((o) => o.migration === step.id && o.id === change.id),
        ),
      ),
    ];
  });
}

export const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

export const problemLines = (problems: readonly Problem[]): string[] =>
  problems.map((p) => `  ${p.migration}  ${p.id}  ${p.path}: ${p.message}`);

/** The refusal: how many errors, then each with its migration, document, field and the rule's message. */
export const refusalLines = (prefix: string, problems: readonly Problem[], untouched: string): string[] => [
  `${prefix}: refused: the migrations leave ${plural(problems.length, 'error')} Studio would refuse; ${untouched}.`,
  ...problemLines(problems),
];

export const overwriteRefusalLines = (prefix: string, overwrites: readonly Overwrite[]): string[] => [
  `${prefix}: refused: the migrations would overwrite ${plural(overwrites.length, 'editor change')}; nothing was written.`,
  ...overwrites.map(
    (o) =>
      `  ${o.migration}  ${o.id}  ${pathText(o.edit.path)}: an editor made it ${valueText(o.edit.after)}${o.change ? `, the migration sets ${valueText(o.change.after)}` : ', the migration deletes the document'}`,
  ),
  `${prefix}: condition the migration on the value it replaces (migrations/src/migrations/patch-migration.ts), or run again with --apply --overwrite-edits to replace them.`,
];
