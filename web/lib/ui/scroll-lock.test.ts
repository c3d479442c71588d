import { afterEach, describe, expect, it } from 'vitest';
import { lockScroll, scrollbarCompensation, unlockScroll } from './scroll-lock';

describe('scrollbarCompensation (SPEC §4)', () => {
  it('uses the measured width', () => {
    expect(scrollbarCompensation(15, 'desktop')).toBe(15);
    expect(scrollbarCompensation(15, 'mobile')).toBe(15);
  });
  it('assumes 17 px on non-mobile devices when the width is unknown', () => {
    for (const measured of [0, Number.NaN, -1]) {
      expect(scrollbarCompensation(measured, 'desktop')).toBe(17);
      expect(scrollbarCompensation(measured, 'tablet')).toBe(17);
      expect(scrollbarCompensation(measured, 'mobile')).toBe(0);
    }
  });
  it('nothing when the content does not overflow (no scrollbar to replace)', () => {
    expect(scrollbarCompensation(0, 'desktop', false)).toBe(0);
  });
});

function fakeWindow({ innerWidth = 1280, clientWidth = 1265, scrollHeight = 3000, padding = '8px' } = {}) {
  const style = { overflow: '', paddingRight: '' };
  const win = {
    innerWidth,
    innerHeight: 800,
    document: { documentElement: { clientWidth, scrollHeight }, body: { style } },
    getComputedStyle: () => ({ paddingRight: style.paddingRight || padding }),
  };
  return { win: win as unknown as Window, style };
}

describe('lockScroll / unlockScroll', () => {
  afterEach(() => {
    for (let i = 0; i < 5; i++) unlockScroll(fakeWindow().win);
  });

  it('hides the overflow and pads by the scrollbar, on top of the existing padding', () => {
    const { win, style } = fakeWindow();
    lockScroll(win);
    expect(style).toEqual({ overflow: 'hidden', paddingRight: '23px' });
    unlockScroll(win);
    expect(style).toEqual({ overflow: '', paddingRight: '' });
  });

  it('is reference counted', () => {
    const { win, style } = fakeWindow();
    style.overflow = 'auto';
    lockScroll(win);
    lockScroll(win);
    unlockScroll(win);
    expect(style.overflow).toBe('hidden');
    unlockScroll(win);
    expect(style).toEqual({ overflow: 'auto', paddingRight: '' });
    unlockScroll(win);
    expect(style.overflow).toBe('auto');
  });

  it('falls back to 17 px on a desktop whose scrollbar cannot be measured, 0 on a phone', () => {
    const desktop = fakeWindow({ clientWidth: 1280, padding: '0px' });
    lockScroll(desktop.win);
    expect(desktop.style.paddingRight).toBe('17px');
    unlockScroll(desktop.win);
    const phone = fakeWindow({ innerWidth: 375, clientWidth: 375, padding: '0px' });
    lockScroll(phone.win);
    expect(phone.style).toEqual({ overflow: 'hidden', paddingRight: '' });
    unlockScroll(phone.win);
  });
});
