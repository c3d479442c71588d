import 'server-only';
import path from 'node:path';
import { boundariesFrom } from '../cache/stage-signature.cjs';
import { embeddedDatasetDir } from './content/config';

/** The file the stage-keyed cache reads (written by `npm run content:seed` beside the dataset). */
export const boundariesFile = () =>
  process.env.STAGE_BOUNDARIES_FILE ?? path.join(embeddedDatasetDir(), 'boundaries.json');

/** The next instant at which any page may change, or null when the content holds no later boundary. */
export function nextBoundaryAfter(now: Date): number | null {
  return boundariesFrom(boundariesFile()).find((b) => b > now.getTime()) ?? null;
}
