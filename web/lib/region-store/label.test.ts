import { describe, expect, it } from 'vitest';
import { chooserLabel } from './label';

describe('region chooser label', () => {
  it('us: Canada, other countries, and the US itself', () => {
    expect(chooserLabel('us', 'CA', 'United States - English')).toEqual({ label: 'Canada - English', iso: 'CA' });
    expect(chooserLabel('us', 'br', 'United States - English')).toEqual({
      label: 'Other Regions - English',
      iso: 'OTHER',
    });
    expect(chooserLabel('us', 'US', 'United States - English')).toEqual({
      label: 'United States - English',
      iso: 'US',
    });
    expect(chooserLabel('us', null, 'United States - English')).toEqual({
      label: 'United States - English',
      iso: 'US',
    });
  });
  it('other regions keep their own label whatever the country', () => {
    expect(chooserLabel('uk', 'CA', 'United Kingdom - English')).toEqual({
      label: 'United Kingdom - English',
      iso: 'GB',
    });
  });
});
