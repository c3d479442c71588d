/**
 * What bench:phone judges: a page's figures beside the empty stock Next page's from the same run.
 * Only the differences are judged, so a slow or a fast machine gives the same verdict.
 */
import { percentile } from './stats';

/** One page's figures in ms: first and largest contentful paint, hydration, total blocking time. */
export type Visit = { fcp: number; lcp: number; hydrated: number; blocking: number };

/** How far behind the empty page a page may be, in ms, per figure (0: no later, no more). */
export const GOALS: Readonly<Record<keyof Visit, number>> = { fcp: 100, lcp: 100, hydrated: 200, blocking: 0 };

/** Each figure of a page beside the floor's: the difference, the goal, and whether it is met. */
export function verdicts(page: Visit, floor: Visit) {
  return (Object.keys(GOALS) as (keyof Visit)[]).map((key) => ({
    figure: key,
    ms: page[key],
    floor: floor[key],
    behind: page[key] - floor[key],
    allowed: GOALS[key],
    met: page[key] - floor[key] <= GOALS[key],
  }));
}

/**
 * Two builds' visits of one page, round by round (the i-th of each from the same round): per figure, the median
 * of this build's figure less the other's in each round (the benchmarks' median, `percentile`). A round's visits follow each other within seconds, so
 * what the machine's speed does to a round it does to both; the gap between two medians of a whole run also
 * carries each build's own spread, which here was as wide as 150 ms between two copies of one build.
 */
export function pairedDifference(mine: readonly Visit[], theirs: readonly Visit[]): Visit {
  const rounds = Math.min(mine.length, theirs.length);
  const of = (key: keyof Visit) => {
    const differences = Array.from({ length: rounds }, (_, i) => (mine[i]?.[key] ?? 0) - (theirs[i]?.[key] ?? 0));
    return Math.round(percentile(differences, 50));
  };
  return { fcp: of('fcp'), lcp: of('lcp'), hydrated: of('hydrated'), blocking: of('blocking') };
}
