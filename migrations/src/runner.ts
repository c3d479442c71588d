/**
 * Applies the migrations offline to an in-memory collection, the way `sanity migration run` would
 * against a hosted dataset, and turns the result into an NDJSON dataset in Sanity's export format.
 */
import { applyInCollection } from '@sanity/mutate/_unstable_apply';
import { evaluate, parse } from 'groq-js';
import { collectMigrationMutations, type Migration } from 'sanity/migrate';
import { allAssets, assetDocument } from './assets';
import { MIGRATIONS, type NamedMigration } from './index';

export interface DatasetDocument {
  _id: string;
  _type: string;
  [field: string]: unknown;
}

type Collected = Parameters<typeof applyInCollection>[1];
type MigrationContext = Parameters<typeof collectMigrationMutations>[2];

/** Offline there is no client: seed migrations only yield mutations and never query. */
const OFFLINE_CONTEXT = { client: undefined, dryRun: true, filtered: undefined } as unknown as MigrationContext;

/**
 * The documents a migration is handed, chosen as Sanity's runner chooses them (its applyFilters): no system
 * documents, only `documentTypes`, only those `filter` matches. So a migration does offline, and in a dry run
 * of content:push, what it does on the hosted dataset.
 */
async function* iterate(documents: readonly DatasetDocument[], migration: Migration) {
  const types = migration.documentTypes ?? [];
  const filter = migration.filter ? parse(`*[${migration.filter}]`) : undefined;
  for (const document of documents) {
    if (document._id.startsWith('_.')) continue;
    if (types.length > 0 && !types.includes(document._type)) continue;
    if (filter && (await (await evaluate(filter, { dataset: [document] })).get()).length !== 1) continue;
    yield document as DatasetDocument & { _rev: string; _createdAt: string; _updatedAt: string };
  }
}

function flatten(batch: unknown): Collected {
  const items = Array.isArray(batch) ? batch : [batch];
  return items.flatMap((item: { type?: string; mutations?: unknown[] }) =>
    item.type === 'transaction' ? (item.mutations ?? []) : [item],
  ) as Collected;
}

export async function applyMigration(documents: DatasetDocument[], migration: Migration): Promise<DatasetDocument[]> {
  let current = documents;
  for await (const batch of collectMigrationMutations(migration, () => iterate(current, migration), OFFLINE_CONTEXT))
    current = applyInCollection(current, flatten(batch)) as DatasetDocument[];
  return current;
}

/** The collection after one migration, and which migration that was. */
export interface MigrationStep {
  id: string;
  title: string;
  after: DatasetDocument[];
}

/** A run of migrations one at a time: the collection it started from and the collection after each. */
export interface MigrationRun {
  start: DatasetDocument[];
  steps: MigrationStep[];
}

export const resultOf = (run: MigrationRun): DatasetDocument[] => run.steps.at(-1)?.after ?? run.start;
export const beforeStep = (run: MigrationRun, index: number): DatasetDocument[] =>
  index === 0 ? run.start : (run.steps[index - 1]?.after ?? run.start);

/**
 * Runs every migration in order over `documents` (the assets are "uploaded" first, as on a hosted project),
 * keeping the collection after each: what each one changed is told from those, and an error found in the
 * result is traced to the migration it came with.
 */
export async function runMigrations(
  documents: DatasetDocument[] = [],
  migrations: readonly NamedMigration[] = MIGRATIONS,
): Promise<MigrationRun> {
  const known = new Set(documents.map((d) => d._id));
  const start = [
    ...documents,
    ...allAssets()
      .map(assetDocument)
      .filter((asset) => !known.has(asset._id)),
  ];
  const steps: MigrationStep[] = [];
  let current = start;
  for (const { id, migration } of migrations) {
    try {
      current = await applyMigration(current, migration);
    } catch (error) {
      throw new Error(`Migration ${id} failed: ${error instanceof Error ? error.message : String(error)}`, {
        cause: error,
      });
    }
    steps.push({ id, title: migration.title, after: current });
  }
  return { start, steps };
}

/** Runs every migration in order over `documents` and returns the resulting collection. */
export async function applyMigrations(
  documents: DatasetDocument[] = [],
  migrations: readonly NamedMigration[] = MIGRATIONS,
): Promise<DatasetDocument[]> {
  return resultOf(await runMigrations(documents, migrations));
}

/** Stable NDJSON: documents sorted by id, one per line, no undefined fields. */
export function toNdjson(documents: readonly DatasetDocument[]): string {
  return `${[...documents]
    .sort((a, b) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0))
    .map((d) => JSON.stringify(d))
    .join('\n')}\n`;
}
