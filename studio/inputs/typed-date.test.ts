import { describe, expect, it } from 'vitest';
import { regionalWallTime } from './typed-date';

describe('a date typed the region’s way', () => {
  it('is read in the order the region writes a date, with or without its time', () => {
    expect(regionalWallTime('27/11/2026', 'fr-FR')).toBe('2026-11-27T00:00');
    expect(regionalWallTime('27/11/2026 14h00', 'fr-FR')).toBe('2026-11-27T14:00');
    expect(regionalWallTime('27.11.2026 9:30', 'de-DE')).toBe('2026-11-27T09:30');
    expect(regionalWallTime('11/27/2026 14:00', 'en-US')).toBe('2026-11-27T14:00');
    expect(regionalWallTime('3/4/2026', 'en-GB')).toBe('2026-04-03T00:00');
    expect(regionalWallTime('2026/11/27 14:00', 'ja-JP')).toBe('2026-11-27T14:00');
  });

  it('leaves the input’s own form to Sanity, and refuses what is no date in that order', () => {
    expect(regionalWallTime('2026-11-27 14:00', 'fr-FR')).toBeNull();
    expect(regionalWallTime('11/27/2026', 'fr-FR')).toBeNull();
    expect(regionalWallTime('27/11/26', 'fr-FR')).toBeNull();
    expect(regionalWallTime('next friday', 'fr-FR')).toBeNull();
  });
});
