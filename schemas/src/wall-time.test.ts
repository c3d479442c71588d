import { describe, expect, it } from 'vitest';
import { instantOfWallTime, wallTimeIn } from './wall-time';

describe('wall times in a named zone', () => {
  it('writes an instant as the zone’s clocks show it', () => {
    expect(wallTimeIn(Date.parse('2025-10-31T22:59:00Z'), 'Europe/Paris')).toBe('2025-10-31T23:59:00');
    expect(wallTimeIn(Date.parse('2025-10-30T00:00:00Z'), 'America/Los_Angeles')).toBe('2025-10-29T17:00:00');
  });

  it('reads a wall time back into the instant it names', () => {
    expect(instantOfWallTime('2025-10-31T23:59', 'Europe/Paris')).toBe(Date.parse('2025-10-31T22:59:00Z'));
    expect(instantOfWallTime('2025-10-31T23:59:30', 'Europe/Paris')).toBe(Date.parse('2025-10-31T22:59:30Z'));
    expect(instantOfWallTime('2025-07-01T12:00:00', 'Europe/London')).toBe(Date.parse('2025-07-01T11:00:00Z'));
    expect(instantOfWallTime('2025-09-18T00:00', 'Asia/Shanghai')).toBe(Date.parse('2025-09-17T16:00:00Z'));
    expect(instantOfWallTime('2025-12-31T23:59:59', 'Asia/Seoul')).toBe(Date.parse('2025-12-31T14:59:59Z'));
  });

  it('takes the earlier instant in an overlap and skips a gap forward', () => {
    // 26 Oct 2025, Paris: 02:30 happens twice (CEST, then CET).
    expect(instantOfWallTime('2025-10-26T02:30', 'Europe/Paris')).toBe(Date.parse('2025-10-26T00:30:00Z'));
    // 30 Mar 2025, Paris: 02:30 never happens; the clocks show 03:30 an hour after 01:30.
    const gap = instantOfWallTime('2025-03-30T02:30', 'Europe/Paris');
    expect(gap).not.toBeNull();
    expect(wallTimeIn(gap as number, 'Europe/Paris')).toMatch(/^2025-03-30T0[13]:30:00$/);
  });

  it('refuses what is no wall time', () => {
    for (const bad of ['', 'tomorrow', '2025-02-30T10:00', '2025-10-31 23:59', '2025-10-31T24:00', '2025-13-01T00:00'])
      expect(instantOfWallTime(bad, 'Europe/Paris')).toBeNull();
  });
});
