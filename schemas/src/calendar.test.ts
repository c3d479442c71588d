import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { siteBoundaries } from './boundaries';
import { FIRST_YEAR, LAST_YEAR, newYear, yearBoundaries, yearIn } from './calendar';
import { REGIONS } from './regions';

const at = (iso: string) => Date.parse(iso);

describe('the calendar year per region', () => {
  it('turns at local midnight on 1 January in the region’s zone', () => {
    expect(newYear('jp', 2027)).toBe(at('2026-12-31T15:00:00Z'));
    expect(newYear('kr', 2027)).toBe(at('2026-12-31T15:00:00Z'));
    expect(newYear('cn', 2027)).toBe(at('2026-12-31T16:00:00Z'));
    expect(newYear('fr', 2027)).toBe(at('2026-12-31T23:00:00Z'));
    expect(newYear('uk', 2027)).toBe(at('2027-01-01T00:00:00Z'));
    expect(newYear('us', 2027)).toBe(at('2027-01-01T08:00:00Z'));
  });

  it('reads the year of the instant, from the exact instant of New Year', () => {
    fc.assert(
      fc.property(fc.constantFrom(...REGIONS), fc.integer({ min: FIRST_YEAR + 1, max: LAST_YEAR }), (region, year) => {
        const start = newYear(region, year);
        expect(yearIn(region, start - 1)).toBe(year - 1);
        expect(yearIn(region, start)).toBe(year);
      }),
    );
  });

  it('every region’s New Year is a boundary of the site, with the content’s', () => {
    const years = yearBoundaries();
    // Zones that share New Year share the instant: Seoul and Tokyo; Brussels, Paris and Berlin.
    expect(years).toHaveLength(5 * (LAST_YEAR - FIRST_YEAR + 1));
    expect(years).toEqual([...years].sort((a, b) => a - b));
    for (const region of REGIONS) expect(years).toContain(newYear(region, 2027));
    const content = { _id: 'p', _type: 'page', startTime: '2026-03-01T00:00:00.000Z' };
    const site = siteBoundaries([content]);
    expect(site).toContain(at('2026-03-01T00:00:00Z'));
    expect(site).toHaveLength(years.length + 1);
  });
});
