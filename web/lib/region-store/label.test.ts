import { describe, expect, it } from 'vitest';
import { chooserLabel, chooserLabels } from './label';

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

describe('the labels a region can show', () => {
  it('us: its own, Canada and other regions; every other region only its own', () => {
    expect(chooserLabels('us', 'United States - English')).toEqual([
      'United States - English',
      'Canada - English',
      'Other Regions - English',
    ]);
    expect(chooserLabels('uk', 'United Kingdom - English')).toEqual(['United Kingdom - English']);
  });
  it('holds every label the rule gives, whatever the country', () => {
    for (const country of [null, 'US', 'CA', 'BR', 'gb']) {
      expect(chooserLabels('us', 'United States - English')).toContain(
        chooserLabel('us', country, 'United States - English').label,
      );
    }
  });
});
