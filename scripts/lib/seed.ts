/**
 * Builds the embedded dataset: every migration applied offline to an empty collection, validated as Studio
 * validates (nothing is written while a migration leaves an error), and written with its assets in one atomic
 * swap. Any failure leaves the previous dataset untouched.
 */

import type { NamedMigration } from '@showcase/migrations/all';
import { allAssets } from '@showcase/migrations/assets';
import { changesOf, type DocumentChange } from '@showcase/migrations/changes';
import { problemsOf } from '@showcase/migrations/problems';
import { type MigrationRun, resultOf, runMigrations, toNdjson } from '@showcase/migrations/runner';
import { contentStateText, newRevision, siteBoundaries } from '@showcase/schemas/boundaries';
import { DATASET_DIR, type Manifest, sourceHash, writeDatasetAtomically } from './dataset-files';
import { ContentRefused, refusalLines, summaryLines } from './migration-report';

export interface Seeded {
  manifest: Manifest;
  run: MigrationRun;
  /** What each migration changed, in the order they ran. */
  changes: DocumentChange[][];
}

export interface SeedOptions {
  dir?: string;
  migrations?: readonly NamedMigration[];
  /** Told what each migration changed, before the validation that may refuse it. */
  log?: (line: string) => void;
}

export async function seedDataset(options: SeedOptions = {}): Promise<Seeded> {
  const run = await runMigrations([], options.migrations);
  const changes = changesOf(run);
  for (const line of summaryLines('content', run, changes)) options.log?.(line);
  const problems = await problemsOf(run, changes);
  if (problems.length > 0) throw new ContentRefused(refusalLines('content', problems, 'the dataset is left as it was'));
  const documents = resultOf(run);
  const ndjson = toNdjson(documents);
  const manifest: Manifest = {
    sourceHash: sourceHash(),
    documents: documents.length,
    bytes: Buffer.byteLength(ndjson),
    builtAt: new Date().toISOString(),
  };
  const files = allAssets().map((asset) => ({
    folder: asset.kind === 'image' ? ('images' as const) : ('files' as const),
    name: asset.filename,
    bytes: asset.bytes,
  }));
  const boundaries = contentStateText({ boundaries: siteBoundaries(documents), revision: newRevision() });
  writeDatasetAtomically(
    { ndjson, files, manifest, extra: { 'boundaries.json': boundaries } },
    options.dir ?? DATASET_DIR,
  );
  return { manifest, run, changes };
}
