/**
 * The content state the site runs on (@showcase/schemas/boundaries): every instant at which any page may change
 * (the content's, and every region's New Year, when the footer's year turns), and the revision of the last
 * publish. The page caches (web/cache/stored-page.ts) read them from one file; this module is the only writer
 * inside the app. The embedded dataset's seed writes them too (from the same `siteBoundaries`); with the hosted
 * backend they are recomputed from the live dataset when the server starts and on every publish, and with a
 * shared page cache in Redis every instance mirrors them from there.
 */
import 'server-only';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  type ContentState,
  contentStateText,
  newRevision,
  type RawDocument,
  siteBoundaries,
} from '@showcase/schemas/boundaries';
import { getBoundarySources } from '../content';
import { shareContentState } from './shared-boundaries';
import { boundariesFile, contentStateFrom, nextAfter } from './signature';

/** The next instant at which any page may change, or null. */
export function nextBoundaryAfter(now: Date): number | null {
  return nextAfter(contentStateFrom(boundariesFile()).boundaries, now.getTime());
}

/**
 * Replaces the file (atomically) when the state differs from it, never with an older revision than it holds
 * (a copy shared by an instance that started before the last publish); answers the state now in the file.
 */
export function writeContentState(state: ContentState): { state: ContentState; changed: boolean } {
  const file = boundariesFile();
  const current = contentStateFrom(file);
  const next = { boundaries: state.boundaries, revision: Math.max(state.revision, current.revision) };
  const changed =
    next.revision !== current.revision ||
    current.boundaries.length !== next.boundaries.length ||
    current.boundaries.some((b, i) => b !== next.boundaries[i]);
  if (changed) {
    mkdirSync(path.dirname(file), { recursive: true });
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, contentStateText(next));
    renameSync(temporary, file);
  }
  return { state: next, changed };
}

/**
 * Recomputes the boundaries from the content, writes them, and shares them with the other instances
 * (lib/stage/shared-boundaries.ts). A publish (`published`) raises the revision: every page is then stored
 * anew on its next request. A new boundary in the past changes the signature of every later instant, so pages
 * render afresh too.
 */
export async function refreshBoundaries({
  published = false,
} = {}): Promise<{ boundaries: number[]; revision: number; changed: boolean }> {
  const boundaries = siteBoundaries((await getBoundarySources()) as RawDocument[]);
  const { revision } = contentStateFrom(boundariesFile());
  const { state, changed } = writeContentState({ boundaries, revision: published ? newRevision(revision) : revision });
  await shareContentState(state);
  return { boundaries, revision: state.revision, changed };
}
