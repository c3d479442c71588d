import { describe, expect, it } from 'vitest';
import { firstActive, pageOpen, timeLeft } from './active';

const halloween = {
  activation: { schedule: { timestamps: ['2025-10-25T07:00:00.000Z', '2025-11-01T07:00:00.000Z'] }, stages: [1] },
};

describe('time-bound content', () => {
  it('the Halloween item is on from its first instant until its second', () => {
    expect(firstActive([halloween], new Date('2025-10-25T06:59:59.999Z'))).toBeNull();
    expect(firstActive([halloween], new Date('2025-10-25T07:00:00.000Z'))).toBe(halloween);
    expect(firstActive([halloween], new Date('2025-11-01T06:59:59.999Z'))).toBe(halloween);
    expect(firstActive([halloween], new Date('2025-11-01T07:00:00.000Z'))).toBeNull();
  });

  it('a page window: closed before its start and at its end', () => {
    const page = { startTime: '2025-11-28T00:00:00Z', endTime: '2025-12-02T00:00:00Z' };
    expect(pageOpen(page, new Date('2025-11-27T23:59:59Z'))).toBe(false);
    expect(pageOpen(page, new Date('2025-11-28T00:00:00Z'))).toBe(true);
    expect(pageOpen(page, new Date('2025-12-02T00:00:00Z'))).toBe(false);
    expect(pageOpen({}, new Date())).toBe(true);
  });

  it('time left, in units', () => {
    expect(timeLeft(Date.UTC(2025, 10, 1, 7), Date.UTC(2025, 9, 30, 5, 58, 57))).toEqual({
      total: 2 * 86400 + 3600 + 60 + 3,
      days: 2,
      hours: 1,
      minutes: 1,
      seconds: 3,
    });
    expect(timeLeft(0, 1000).total).toBe(0);
  });
});
