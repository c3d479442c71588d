/**
 * npm run content:seed: applies every migration offline to an empty collection and writes the
 * embedded dataset (content/dataset/data.ndjson plus its image and file assets).
 * --if-missing: only when the dataset is missing or was built from other sources (the build uses this).
 */
import path from 'node:path';
import { DATASET_DIR, DATASET_FILE, readManifest, sourceHash } from './lib/dataset-files';
import { seedDataset } from './lib/seed';

async function main() {
  const current = readManifest();
  if (process.argv.includes('--if-missing') && current?.sourceHash === sourceHash()) {
    console.log(
      `content: dataset up to date (${current.documents} documents) in ${path.relative(process.cwd(), DATASET_DIR)}`,
    );
    return;
  }
  const started = performance.now();
  const manifest = await seedDataset();
  console.log(
    `content: wrote ${manifest.documents} documents (${(manifest.bytes / 1024).toFixed(0)} KiB) to ${path.join(path.relative(process.cwd(), DATASET_DIR), DATASET_FILE)} in ${Math.round(performance.now() - started)} ms`,
  );
}

main().catch((error: unknown) => {
  console.error(
    `content: seeding failed; the previous dataset is left as it was.\n${error instanceof Error ? error.message : String(error)}`,
  );
  process.exitCode = 1;
});
