import { describe, expect, it } from 'vitest';
import { countryFrom } from './geo';

describe('the visitor’s country', () => {
  it('the geo country header', () => {
    expect(countryFrom(new Headers({ 'cf-ipcountry': 'ca' }))).toBe('CA');
    expect(countryFrom(new Headers({ 'cf-ipcountry': 'XX' }))).toBeNull();
    expect(countryFrom(new Headers({ 'x-geo': 'DE' }), 'x-geo')).toBe('DE');
    expect(countryFrom(new Headers())).toBeNull();
  });
});
