/**
 * npm run content:seed: applies every migration offline to an empty collection, validates the result as Studio
 * would, and writes the embedded dataset (content/dataset/data.ndjson plus its image and file assets).
 * --if-missing: only when the dataset is missing or was built from other sources (the build uses this).
 */
import { seedCommand } from './lib/seed-command';

process.exitCode = await seedCommand({ ifMissing: process.argv.includes('--if-missing') });
