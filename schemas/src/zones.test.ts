import { describe, expect, it } from 'vitest';
import { REGION_INFO, REGIONS } from './regions';
import { checkScheduleZone, documentZone, GLOBAL_DATES_ZONE, isTimeZone, SCHEDULE_ZONES, zoneTitle } from './zones';

describe('the zone of a document', () => {
  it('a regional document reads its region’s zone, whatever its type', () => {
    for (const region of REGIONS)
      for (const _type of ['product', 'page', 'navigation', 'textBanner', 'countdown'])
        expect(documentZone({ _type, region })).toEqual({ zone: REGION_INFO[region].timeZone, from: 'region' });
    expect(documentZone({ _type: 'product', region: 'UK' })).toEqual({ zone: null, problem: 'none' });
    expect(documentZone(undefined)).toEqual({ zone: null, problem: 'none' });
  });

  it('a schedule reads the zone its regions share', () => {
    expect(documentZone({ _type: 'schedule', regions: ['uk'] })).toEqual({ zone: 'Europe/London', from: 'regions' });
    expect(documentZone({ _type: 'schedule', regions: ['us', 'us'] })).toEqual({
      zone: 'America/Los_Angeles',
      from: 'regions',
    });
    // A schedule has no `region`: a stray one (the old free-text field) names no zone.
    expect(documentZone({ _type: 'schedule', region: 'uk' })).toEqual({ zone: null, problem: 'none' });
  });

  it('a schedule’s own zone comes first; regions in different zones without one name none', () => {
    const eu = { _type: 'schedule', regions: ['eu', 'fr', 'de'] };
    expect(documentZone(eu)).toEqual({ zone: null, problem: 'mixed' });
    expect(documentZone({ ...eu, timeZone: 'Europe/Brussels' })).toEqual({ zone: 'Europe/Brussels', from: 'timeZone' });
    expect(documentZone({ _type: 'schedule', regions: ['uk'], timeZone: 'Asia/Tokyo' })).toMatchObject({
      zone: 'Asia/Tokyo',
    });
    expect(documentZone({ _type: 'schedule' })).toEqual({ zone: null, problem: 'none' });
    expect(documentZone({ _type: 'schedule', regions: [], timeZone: 'Mars/Olympus' })).toEqual({
      zone: null,
      problem: 'none',
    });
  });

  it('a schedule without a zone is refused, with what to do', () => {
    expect(checkScheduleZone({ regions: ['eu', 'fr'] })).toBe(
      'Regions in different zones: choose the zone its dates are written in.',
    );
    expect(checkScheduleZone({ regions: [] })).toMatch(/Choose the zone its dates are written in/);
    expect(checkScheduleZone({ regions: ['eu', 'fr'], timeZone: 'Europe/Paris' })).toBe(true);
    expect(checkScheduleZone({ regions: ['jp'] })).toBe(true);
    expect(checkScheduleZone({ timeZone: GLOBAL_DATES_ZONE })).toBe(true);
  });

  it('offers the registry’s zones once each, named with their regions, +08:00 among them', () => {
    const zones = SCHEDULE_ZONES.map((z) => z.value);
    expect(zones).toEqual([...new Set(REGIONS.map((r) => REGION_INFO[r].timeZone))]);
    expect(zones).toContain(GLOBAL_DATES_ZONE);
    for (const zone of zones) expect(isTimeZone(zone)).toBe(true);
    // The SPEC's global dates are at +08:00, which the zone is all year.
    for (const date of ['2025-01-15T00:00:00Z', '2025-07-15T00:00:00Z'])
      expect(
        new Intl.DateTimeFormat('en', { timeZone: GLOBAL_DATES_ZONE, timeZoneName: 'longOffset' }).format(
          new Date(date),
        ),
      ).toMatch(/GMT\+08:00$/);
    // The Studio's datetime input can only show zones the browser lists.
    expect(Intl.supportedValuesOf('timeZone')).toEqual(expect.arrayContaining(zones));
    expect(zoneTitle('Europe/London')).toBe('Europe/London (UK)');
    expect(zoneTitle(GLOBAL_DATES_ZONE)).toBe(
      'Asia/Shanghai (CN; UTC+08:00 all year, the zone of the global launch dates)',
    );
    expect(zoneTitle('Asia/Kolkata')).toBe('Asia/Kolkata');
  });
});
