import { describe, expect, it } from 'vitest';
import { contrastRatio, readableOn, relativeLuminance } from './color-contrast';

const SURFACES = ['#0b0b0f', '#15151c'];

describe('colour contrast', () => {
  it('matches the WCAG extremes', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777')).toBeCloseTo(1, 5);
    expect(relativeLuminance('#FFFFFF')).toBeCloseTo(1, 5);
  });

  it('keeps the seeded tag colours, which read on the dark surfaces', () => {
    for (const color of ['#00b8d4', '#ff4d00', '#ff7a00']) expect(readableOn(color, SURFACES)).toBe(color);
  });

  it('rejects dark or unreadable colours and anything that is not a hex colour', () => {
    expect(readableOn('#1a1a80', SURFACES)).toBeNull();
    expect(readableOn('#c00000', SURFACES)).toBeNull();
    expect(readableOn('red', SURFACES)).toBeNull();
    expect(readableOn('#12345', SURFACES)).toBeNull();
    expect(readableOn(null, SURFACES)).toBeNull();
  });
});
