import { describe, expect, it } from 'vitest';
import { deviceClass } from './device';

describe('deviceClass (SPEC §9: 768 and 1024 px)', () => {
  it('splits at the documented widths', () => {
    expect(deviceClass(1920)).toBe('desktop');
    expect(deviceClass(1024)).toBe('desktop');
    expect(deviceClass(1023.5)).toBe('tablet');
    expect(deviceClass(1023)).toBe('tablet');
    expect(deviceClass(768)).toBe('tablet');
    expect(deviceClass(767.9)).toBe('mobile');
    expect(deviceClass(375)).toBe('mobile');
    expect(deviceClass(0)).toBe('mobile');
  });
  it('an unknown width is the server default', () => {
    expect(deviceClass(Number.NaN)).toBe('desktop');
    expect(deviceClass(Number.POSITIVE_INFINITY)).toBe('desktop');
  });
});
