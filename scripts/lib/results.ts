/**
 * Where every bench keeps its figures: bench/results/<name>-<day>.json (the day's own name for `npm run
 * bench`), beside the docs that quote them. A second run on the same day replaces the day's file.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './dataset-files';

/** Writes a bench's figures as JSON and returns the file's path from the project root. */
export function writeResult(name: string, figures: unknown, at = new Date().toISOString()): string {
  const dir = path.join(ROOT, 'bench', 'results');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name ? `${name}-` : ''}${at.slice(0, 10)}.json`);
  writeFileSync(file, `${JSON.stringify(figures, null, 2)}\n`);
  return path.relative(ROOT, file);
}
