import { describe, expect, it } from 'vitest';
import { pairedDifference, verdicts } from './phone-goals';

const floor = { fcp: 472, lcp: 472, hydrated: 1699, blocking: 258 };

describe("bench:phone's verdict", () => {
  it('holds a page to the empty page of the same run: paints within 100 ms, hydrated within 200, no more blocking', () => {
    const met = verdicts({ fcp: 572, lcp: 560, hydrated: 1899, blocking: 258 }, floor);
    expect(met.every((v) => v.met)).toBe(true);
    const missed = verdicts({ fcp: 656, lcp: 688, hydrated: 1932, blocking: 259 }, floor);
    expect(missed.filter((v) => !v.met).map((v) => [v.figure, v.behind])).toEqual([
      ['fcp', 184],
      ['lcp', 216],
      ['hydrated', 233],
      ['blocking', 1],
    ]);
  });

  it('reads only differences: what moves the floor and the page alike moves no verdict', () => {
    const page = { fcp: 560, lcp: 570, hydrated: 1850, blocking: 200 };
    const later = (v: typeof page, ms: number) => ({
      ...v,
      fcp: v.fcp + ms,
      lcp: v.lcp + ms,
      hydrated: v.hydrated + ms,
    });
    expect(verdicts(page, floor).map((v) => v.met)).toEqual([true, true, true, true]);
    expect(verdicts(later(page, 400), later(floor, 400)).map((v) => v.met)).toEqual([true, true, true, true]);
    expect(verdicts(later(page, 400), floor).map((v) => v.met)).toEqual([false, false, false, true]);
  });

  it('compares two builds round by round, so a slow round moves both alike', () => {
    const visit = (ms: number) => ({ fcp: ms, lcp: ms + 50, hydrated: ms + 1000, blocking: 100 });
    // Rounds of very different speed; this build is 40 ms ahead in each.
    const theirs = [500, 900, 620, 1300, 700].map(visit);
    const mine = [460, 860, 580, 1260, 660].map(visit);
    expect(pairedDifference(mine, theirs)).toEqual({ fcp: -40, lcp: -40, hydrated: -40, blocking: 0 });
    // The difference of the two medians would read the same here, but not once one round is an outlier.
    const outlier = [460, 860, 580, 1260, 2000].map(visit);
    expect(pairedDifference(outlier, theirs).fcp).toBe(-40);
    // Rounds beyond the shorter list are left out.
    expect(pairedDifference(mine.slice(0, 2), theirs).fcp).toBe(-40);
  });
});
