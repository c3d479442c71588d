import { describe, expect, it } from 'vitest';
import { COLLAPSE_DURATION_S, collapseAnimates } from './collapse';

describe('collapseAnimates (SPEC §4)', () => {
  const base = { duration: COLLAPSE_DURATION_S, device: 'desktop' as const, reducedMotion: false };
  it('animates by default, for 0.5 s', () => {
    expect(COLLAPSE_DURATION_S).toBe(0.5);
    expect(collapseAnimates(base)).toBe(true);
    expect(collapseAnimates({ ...base, device: 'mobile' })).toBe(true);
  });
  it('never with reduced motion or no duration', () => {
    expect(collapseAnimates({ ...base, reducedMotion: true })).toBe(false);
    expect(collapseAnimates({ ...base, duration: 0 })).toBe(false);
    expect(collapseAnimates({ ...base, duration: Number.NaN })).toBe(false);
  });
  it('only on the devices listed', () => {
    expect(collapseAnimates({ ...base, animateOn: ['tablet', 'mobile'] })).toBe(false);
    expect(collapseAnimates({ ...base, device: 'tablet', animateOn: ['tablet', 'mobile'] })).toBe(true);
    expect(collapseAnimates({ ...base, animateOn: [] })).toBe(false);
  });
});
