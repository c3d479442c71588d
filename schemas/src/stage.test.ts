import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { activeUntil, boundariesOf, isActive, reachableStages, stageAt } from './stage';

const stamps = ['2025-09-18T00:00:00+08:00', '2025-09-20T00:00:00+08:00', '2025-09-25T00:00:00+08:00'];
const ms = (iso: string) => Date.parse(iso);

describe('stageAt', () => {
  it('is 0 before the first timestamp and counts each timestamp from its exact instant', () => {
    expect(stageAt(stamps, ms(stamps[0] as string) - 1)).toBe(0);
    stamps.forEach((stamp, i) => {
      expect(stageAt(stamps, ms(stamp) - 1)).toBe(i);
      expect(stageAt(stamps, stamp)).toBe(i + 1);
      expect(stageAt(stamps, ms(stamp) + 1)).toBe(i + 1);
    });
  });

  it('is 0 without a schedule', () => {
    expect(stageAt(undefined, Date.now())).toBe(0);
    expect(stageAt([], Date.now())).toBe(0);
  });

  it('never decreases as time grows (property)', () => {
    const instant = fc.integer({ min: ms('2025-01-01T00:00:00Z'), max: ms('2026-12-31T00:00:00Z') });
    fc.assert(
      fc.property(fc.array(instant, { maxLength: 8 }), instant, instant, (raw, a, b) => {
        const schedule = [...raw].sort((x, y) => x - y).map((t) => new Date(t).toISOString());
        const [early, late] = a <= b ? [a, b] : [b, a];
        const earlyStage = stageAt(schedule, early);
        const lateStage = stageAt(schedule, late);
        return earlyStage <= lateStage && lateStage <= schedule.length;
      }),
    );
  });

  it('rejects an instant that is not a date', () => {
    expect(() => stageAt(stamps, 'soon')).toThrow(RangeError);
  });
});

describe('isActive', () => {
  const window = { startTime: '2025-09-22T08:00:00+08:00', endTime: '2025-10-01T00:00:00+08:00' };

  it('is on from the start instant and off from the end instant', () => {
    expect(isActive(window, ms(window.startTime) - 1)).toBe(false);
    expect(isActive(window, window.startTime)).toBe(true);
    expect(isActive(window, ms(window.endTime) - 1)).toBe(true);
    expect(isActive(window, window.endTime)).toBe(false);
  });

  it('is always on without an activation or with an empty one', () => {
    expect(isActive(undefined, 0)).toBe(true);
    expect(isActive({}, 0)).toBe(true);
  });

  it('follows the allowed stages of its schedule at every boundary', () => {
    const activation = { schedule: { timestamps: stamps }, stages: [1, 2] };
    expect(isActive(activation, ms(stamps[0] as string) - 1)).toBe(false);
    expect(isActive(activation, stamps[0] as string)).toBe(true);
    expect(isActive(activation, stamps[1] as string)).toBe(true);
    expect(isActive(activation, ms(stamps[2] as string) - 1)).toBe(true);
    expect(isActive(activation, stamps[2] as string)).toBe(false);
  });

  it('needs both the window and the stage (property: on implies inside the window)', () => {
    const instant = fc.integer({ min: ms('2025-09-01T00:00:00Z'), max: ms('2025-10-31T00:00:00Z') });
    fc.assert(
      fc.property(instant, (t) => {
        const on = isActive({ ...window, schedule: { timestamps: stamps }, stages: [3] }, t);
        return !on || (t >= ms(window.startTime) && t < ms(window.endTime) && t >= ms(stamps[2] as string));
      }),
    );
  });
});

describe('boundaries', () => {
  it('lists start, end and schedule instants', () => {
    const activation = { startTime: stamps[0], schedule: { timestamps: stamps }, stages: [2] };
    expect(boundariesOf(activation)).toEqual(stamps.map(ms));
  });

  it('an activation on now goes off at its first boundary that turns it off, not at one it stays on through', () => {
    const schedule = { timestamps: stamps };
    // Stages 1 and 2: on from the first instant to the third, straight through the second.
    expect(activeUntil({ schedule, stages: [1, 2] }, stamps[0] as string)).toBe(ms(stamps[2] as string));
    expect(activeUntil({ schedule, stages: [1] }, stamps[0] as string)).toBe(ms(stamps[1] as string));
    // An end of its own that comes first wins; off now, or never off, has no instant.
    expect(activeUntil({ schedule, stages: [1, 2], endTime: '2025-09-21T00:00:00Z' }, stamps[1] as string)).toBe(
      ms('2025-09-21T00:00:00Z'),
    );
    expect(activeUntil({ schedule, stages: [1] }, stamps[1] as string)).toBeNull();
    expect(activeUntil({ startTime: stamps[0] }, stamps[1] as string)).toBeNull();
    expect(activeUntil(null, stamps[1] as string)).toBeNull();
  });

  it('reachable stages run from 0 to the number of timestamps', () => {
    expect(reachableStages(stamps)).toEqual([0, 1, 2, 3]);
    expect(reachableStages(undefined)).toEqual([0]);
  });
});
