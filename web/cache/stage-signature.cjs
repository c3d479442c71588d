// @ts-check
/**
 * The stage signature of an instant: how many of the content's boundaries (every instant at which any
 * activation can change its answer, computed by the stage evaluator when the dataset is built) have
 * passed. Two instants with the same signature render every page identically.
 * Plain CommonJS because Next loads the cache handler with require(), outside its bundler.
 */
const { readFileSync, statSync } = require('node:fs');

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
 * @param {readonly number[]} boundaries sorted ascending
 * @param {number} now
 */
function signatureAt(boundaries, now) {
  let low = 0;
  let high = boundaries.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (/** @type {number} */ (boundaries[mid]) <= now) low = mid + 1;
    else high = mid;
  }
  return low;
}

module.exports = { boundariesFrom, signatureAt };
