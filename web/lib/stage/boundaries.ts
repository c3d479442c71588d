/**
 * The stage boundaries the site runs on: every instant at which any page may change (the content's, and every
 * region's New Year, when the footer's year turns). The stage-keyed page cache (web/cache) reads them from one
 * file; this module is the only writer inside the app. The embedded dataset's seed writes them too (from the
 * same `siteBoundaries`); with the hosted backend they are recomputed from the live dataset when the server
 * starts and on every publish, and with a shared page cache in Redis every instance mirrors them from there.
 */
import 'server-only';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { boundariesText, type RawDocument, siteBoundaries } from '@showcase/schemas/boundaries';
import { getBoundarySources } from '../content';
import { shareBoundaries } from './shared-boundaries';
import { boundariesFile, boundariesFrom, nextAfter } from './signature';

/** The next instant at which any page may change, or null. */
export function nextBoundaryAfter(now: Date): number | null {
  return nextAfter(boundariesFrom(boundariesFile()), now.getTime());
}

/** Replaces the file (atomically) when the boundaries differ from it; says whether they did. */
export function writeBoundaries(boundaries: readonly number[]): boolean {
  const file = boundariesFile();
  const current = boundariesFrom(file);
  const changed = current.length !== boundaries.length || current.some((b, i) => b !== boundaries[i]);
  if (changed) {
    mkdirSync(path.dirname(file), { recursive: true });
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, boundariesText(boundaries));
    renameSync(temporary, file);
  }
  return changed;
}

/**
 * Recomputes the boundaries from the content, writes them, and shares them with the other instances
 * (lib/stage/shared-boundaries.ts). A new boundary in the past changes the signature of every later
 * instant, so pages render afresh.
 */
export async function refreshBoundaries(): Promise<{ boundaries: number[]; changed: boolean }> {
  const boundaries = siteBoundaries((await getBoundarySources()) as RawDocument[]);
  const changed = writeBoundaries(boundaries);
  await shareBoundaries(boundaries);
  return { boundaries, changed };
}
