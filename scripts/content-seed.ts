/**
 * npm run content:seed: applies every migration offline to an empty collection and writes the
 * embedded dataset (content/dataset/data.ndjson plus its image and file assets).
 * --if-missing: only when the dataset is missing or was built from other sources (the build uses this).
 */
import path from 'node:path';
import { allAssets } from '@showcase/migrations/assets';
import { applyMigrations, toNdjson } from '@showcase/migrations/runner';
import { DATASET_DIR, DATASET_FILE, readManifest, sourceHash, writeDatasetAtomically } from './lib/dataset-files';

async function main() {
  const hash = sourceHash();
  const current = readManifest();
  if (process.argv.includes('--if-missing') && current?.sourceHash === hash) {
    console.log(`content: dataset up to date (${current.documents} documents) in ${path.relative(process.cwd(), DATASET_DIR)}`);
    return;
  }
  const started = performance.now();
  const documents = await applyMigrations();
  const ndjson = toNdjson(documents);
  const files = allAssets().map((asset) => ({
    folder: asset.kind === 'image' ? ('images' as const) : ('files' as const),
    name: asset.filename,
    bytes: asset.bytes,
  }));
  writeDatasetAtomically({
    ndjson,
    files,
    manifest: { sourceHash: hash, documents: documents.length, bytes: Buffer.byteLength(ndjson), builtAt: new Date().toISOString() },
  });
  const ms = Math.round(performance.now() - started);
  console.log(
    `content: wrote ${documents.length} documents (${(Buffer.byteLength(ndjson) / 1024).toFixed(0)} KiB) and ${files.length} assets to ${path.join(path.relative(process.cwd(), DATASET_DIR), DATASET_FILE)} in ${ms} ms`,
  );
}

main().catch((error: unknown) => {
  console.error(`content: seeding failed, the previous dataset is left as it was.\n${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
