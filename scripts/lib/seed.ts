/**
 * Builds the embedded dataset: every migration applied offline to an empty collection, written
 * with its assets in one atomic swap. Any failure leaves the previous dataset untouched.
 */

import type { NamedMigration } from '@showcase/migrations/all';
import { allAssets } from '@showcase/migrations/assets';
import { applyMigrations, toNdjson } from '@showcase/migrations/runner';
import { boundariesText, siteBoundaries } from '@showcase/schemas/boundaries';
import { DATASET_DIR, type Manifest, sourceHash, writeDatasetAtomically } from './dataset-files';

export async function seedDataset(
  options: { dir?: string; migrations?: readonly NamedMigration[] } = {},
): Promise<Manifest> {
  const documents = await applyMigrations([], options.migrations);
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
  const boundaries = boundariesText(siteBoundaries(documents));
  writeDatasetAtomically(
    { ndjson, files, manifest, extra: { 'boundaries.json': boundaries } },
    options.dir ?? DATASET_DIR,
  );
  return manifest;
}
