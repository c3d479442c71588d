// @ts-check
/**
 * The stage signature of an instant: how many of the content's boundaries (every instant at which any
 * activation can change its answer, computed by the stage evaluator when the dataset is built) have
 * passed. Two instants with the same signature render every page identically.
 * Plain CommonJS because Next loads the cache handler with require(), outside its bundler.
 */
const { readFileSync, statSync } = require('node:fs');
const path = require('node:path');

/** @type {{ file: string, mtimeMs: number, boundaries: number[] } | null} */
let loaded = null;
let warned = false;

/** @param {string} file */
function boundariesFrom(file) {
  try {
    const { mtimeMs } = statSync(file);
    if (!loaded || loaded.file !== file || loaded.mtimeMs !== mtimeMs) {
      const boundaries = /** @type {number[]} */ (JSON.parse(readFileSync(file, 'utf8')).boundaries);
      loaded = { file, mtimeMs, boundaries: [...boundaries].sort((a, b) => a - b) };
    }
    return loaded.boundaries;
  } catch (error) {
    if (!warned) console.warn(`stage cache: no boundaries at ${file} (${String(error)}); pages are keyed by path only`);
    warned = true;
    return [];
  }
}

/**
 * The stage signature: how many boundaries have passed at `now`, counted by the stage evaluator itself
 * (schemas/src/stage.ts, which has no imports and which Node 24 loads as TypeScript; the build traces it into
 * the standalone output beside this folder).
 */
const { passedCount: signatureAt } = require('../../schemas/src/stage.ts');

/** Where the boundaries live: STAGE_BOUNDARIES_FILE, else beside the embedded dataset (lib/content/dataset-dir.ts). */
const { embeddedDatasetDir } = require('../lib/content/dataset-dir.ts');

/** @type {{ key: string, file: string } | null} */
let located = null;

function boundariesFile() {
  if (process.env.STAGE_BOUNDARIES_FILE) return process.env.STAGE_BOUNDARIES_FILE;
  // Every page lookup asks: the folder search (two existsSync) runs once per configuration, not per request.
  const key = `${process.env.CONTENT_DATASET_DIR ?? ''}|${process.cwd()}`;
  if (located?.key !== key) located = { key, file: path.join(embeddedDatasetDir(), 'boundaries.json') };
  return located.file;
}

/**
 * @param {readonly number[]} boundaries sorted ascending
 * @param {number} now
 * @returns {number | null} the first boundary after `now`
 */
const nextAfter = (boundaries, now) => boundaries[signatureAt(boundaries, now)] ?? null;

module.exports = { boundariesFile, boundariesFrom, nextAfter, signatureAt };
