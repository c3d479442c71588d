import 'server-only';
import { boundariesFile, boundariesFrom, nextAfter } from '../cache/stage-signature.cjs';

/** The next instant at which any page may change (the stage-keyed cache's own list), or null. */
export function nextBoundaryAfter(now: Date): number | null {
  return nextAfter(boundariesFrom(boundariesFile()), now.getTime());
}
