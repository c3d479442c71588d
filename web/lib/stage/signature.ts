/**
 * The stage signature of an instant: how many of the content's boundaries (every instant at which any
 * activation can change its answer, computed by the stage evaluator when the dataset is built) have
 * passed. Two instants with the same signature render every page identically.
 */

import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { type ContentState, parseContentState } from '@showcase/schemas/boundaries';
import { settings } from '@showcase/schemas/settings';
import { passedCount } from '@showcase/schemas/stage';
import { embeddedDatasetDir } from '../content/dataset-dir';
import { log } from '../telemetry/log';

let loaded: { file: string; ino: number; mtimeMs: number; size: number; state: ContentState } | null = null;
let warned = false;
const NONE: ContentState = { boundaries: [], revision: 0 };

/**
 * The boundaries and revision in `file`; read again only when the file changes. None (with one warning) if
 * unreadable.
 */
export function contentStateFrom(file: string): ContentState {
  try {
    // A writer renames a new file into place: a new inode, whatever its time and size.
    const { ino, mtimeMs, size } = statSync(file);
    if (!loaded || loaded.file !== file || loaded.ino !== ino || loaded.mtimeMs !== mtimeMs || loaded.size !== size) {
      const state = parseContentState(readFileSync(file, 'utf8'));
      if (!state) throw new Error('not a boundaries file');
      loaded = { file, ino, mtimeMs, size, state };
    }
    return loaded.state;
  } catch (error) {
    if (!warned) log.warn(`stage cache: no boundaries at ${file} (${String(error)}); pages are keyed by path only`);
    warned = true;
    return NONE;
  }
}

/** The stage signature: how many boundaries have passed at `now`, counted by the stage evaluator itself. */
export const signatureAt = passedCount;

let located: { key: string; file: string } | null = null;

/** Where the boundaries live: STAGE_BOUNDARIES_FILE, else beside the embedded dataset (lib/content/dataset-dir.ts). */
export function boundariesFile(): string {
  const { STAGE_BOUNDARIES_FILE, CONTENT_DATASET_DIR } = settings();
  if (STAGE_BOUNDARIES_FILE) return STAGE_BOUNDARIES_FILE;
  // Every page lookup asks: the folder search (two existsSync) runs once per configuration, not per request.
  const key = `${CONTENT_DATASET_DIR ?? ''}|${process.cwd()}`;
  if (located?.key !== key) located = { key, file: path.join(embeddedDatasetDir(), 'boundaries.json') };
  return located.file;
}

/** The first boundary after `now` (`boundaries` sorted ascending), or null. */
export const nextAfter = (boundaries: readonly number[], now: number): number | null =>
  boundaries[signatureAt(boundaries, now)] ?? null;
