import { describe, expect, it } from 'vitest';
import { decodePreviewClock, encodePreviewClock, previewNow } from './clock';

describe('the preview clock', () => {
  it('runs from the chosen instant', () => {
    const clock = { chosen: Date.parse('2025-10-31T22:59:00Z'), since: 1_000_000 };
    expect(previewNow(clock, 1_000_000)).toBe(clock.chosen);
    expect(previewNow(clock, 1_005_000)).toBe(clock.chosen + 5_000);
    // A server clock moved back (tests move it) never takes the preview before the chosen instant.
    expect(previewNow(clock, 999_000)).toBe(clock.chosen);
  });

  it('survives its cookie, and refuses anything else', () => {
    const clock = { chosen: Date.parse('2025-10-31T22:59:00Z'), since: 1_764_000_000_000 };
    expect(decodePreviewClock(encodePreviewClock(clock))).toEqual(clock);
    for (const bad of [undefined, '', '2025-10-31T22:59:00Z', '1~', '~2', '1~2~3', 'x~1', '1e3~5'])
      expect(decodePreviewClock(bad)).toBeNull();
  });
});
