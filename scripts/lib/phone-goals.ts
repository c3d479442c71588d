/**
 * What bench:phone judges (issue 36): a page's figures beside the empty stock Next page's from the same run.
 * Only the differences are judged, so a slow or a fast machine gives the same verdict.
 */

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
