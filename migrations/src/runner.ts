/**
 * Applies the migrations offline to an in-memory collection, the way `sanity migration run` would
 * against a hosted dataset, and turns the result into an NDJSON dataset in Sanity's export format.
 */
import { applyInCollection } from '@sanity/mutate/_unstable_apply';
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

async function* iterate(documents: readonly DatasetDocument[]) {
  for (const document of documents)
    yield document as DatasetDocument & { _rev: string; _createdAt: string; _updatedAt: string };
}

function flatten(batch: unknown): Collected {
  const items = Array.isArray(batch) ? batch : [batch];
  return items.flatMap((item: { type?: string; mutations?: unknown[] }) =>
    item.type === 'transaction' ? (item.mutations ?? []) : [item],
  ) as Collected;
}

export async function applyMigration(documents: DatasetDocument[], migration: Migration): Promise<DatasetDocument[]> {
  let current = documents;
  for await (const batch of collectMigrationMutations(migration, () => iterate(current), OFFLINE_CONTEXT))
    current = applyInCollection(current, flatten(batch)) as DatasetDocument[];
  return current;
}

/** Runs every migration in order over `documents` (the assets are "uploaded" first, as on a hosted project). */
export async function applyMigrations(
  documents: DatasetDocument[] = [],
  migrations: readonly NamedMigration[] = MIGRATIONS,
): Promise<DatasetDocument[]> {
  const known = new Set(documents.map((d) => d._id));
  let current = [
    ...documents,
    ...allAssets()
      .map(assetDocument)
      .filter((asset) => !known.has(asset._id)),
  ];
  for (const { id, migration } of migrations) {
    try {
      current = await applyMigration(current, migration);
    } catch (error) {
      throw new Error(`Migration ${id} failed: ${error instanceof Error ? error.message : String(error)}`, {
        cause: error,
      });
    }
  }
  return current;
}

/** Stable NDJSON: documents sorted by id, one per line, no undefined fields. */
export function toNdjson(documents: readonly DatasetDocument[]): string {
  return `${[...documents]
    .sort((a, b) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0))
    .map((d) => JSON.stringify(d))
    .join('\n')}\n`;
}
