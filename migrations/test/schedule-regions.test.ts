/**
 * Every schedule belongs to registry regions and reads its dates in a named zone; 008 moves the old
 * free-text region there, touching nothing else, and the Studio's schedule picker offers a document only the
 * schedules that can apply to its region.
 */
import { REGION_INFO, REGIONS } from '@showcase/schemas/regions';
import { checkScheduleRegion } from '@showcase/schemas/rules';
import { schemaTypes } from '@showcase/schemas/types';
import { documentZone } from '@showcase/schemas/zones';
import { evaluate, parse } from 'groq-js';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS } from '../src/index';
import scheduleRegions, { regionsFromText } from '../src/migrations/008-schedule-regions';
import { applyMigration, applyMigrations, type DatasetDocument, toNdjson } from '../src/runner';
import { byId, seededDataset } from './dataset';

let before: Promise<DatasetDocument[]> | undefined;
const before008 = () => {
  before ??= applyMigrations(
    [],
    MIGRATIONS.filter((m) => m.id < '008'),
  );
  return before;
};

const schedules = (docs: readonly DatasetDocument[]) => docs.filter((d) => d._type === 'schedule');

describe('schedules after 008', () => {
  it('name their regions from the registry, and every one reads its dates in a named zone', async () => {
    const docs = byId(await seededDataset());
    const fields = (id: string) => {
      const { _id, _type, title, timestamps, ...rest } = docs.get(id) ?? { _id: id, _type: 'missing' };
      return rest;
    };
    expect(fields('schedule-halloween-us')).toEqual({ regions: ['us'] });
    expect(fields('schedule-halloween-uk')).toEqual({ regions: ['uk'] });
    expect(fields('schedule-halloween-eu')).toEqual({ regions: ['eu', 'fr', 'de'], timeZone: 'Europe/Brussels' });
    expect(fields('schedule-toy-revolution')).toEqual({ timeZone: 'Asia/Shanghai' });
    const zones = Object.fromEntries(schedules([...docs.values()]).map((s) => [s._id, documentZone(s).zone]));
    expect(zones).toEqual({
      'schedule-halloween-us': 'America/Los_Angeles',
      'schedule-halloween-uk': 'Europe/London',
      'schedule-halloween-eu': 'Europe/Brussels',
      'schedule-toy-revolution': 'Asia/Shanghai',
    });
  });

  it('the SPEC’s dates read as its regions’ editors expect: the sale ends at local midnight, the launch at +08:00 midnights', async () => {
    const docs = byId(await seededDataset());
    const local = (id: string) => {
      const doc = docs.get(id);
      const zone = documentZone(doc).zone ?? 'UTC';
      return ((doc?.timestamps as string[] | undefined) ?? []).map((t) =>
        new Intl.DateTimeFormat('en-CA', { dateStyle: 'short', timeStyle: 'short', hourCycle: 'h23', timeZone: zone })
          .format(new Date(t))
          .replace(',', ''),
      );
    };
    expect(local('schedule-halloween-us')).toEqual(['2025-10-25 00:00', '2025-11-01 00:00']);
    expect(local('schedule-halloween-uk')).toEqual(['2025-10-25 08:00', '2025-11-09 23:00']);
    expect(local('schedule-halloween-eu')).toEqual(['2025-10-25 09:00', '2025-11-09 23:00']);
    expect(local('schedule-toy-revolution')).toEqual([
      '2025-09-18 00:00',
      '2025-09-20 00:00',
      '2025-09-22 00:00',
      '2025-09-24 00:00',
      '2025-09-25 00:00',
    ]);
  });

  it('every activation follows a schedule that applies to its document’s region', async () => {
    const docs = await seededDataset();
    const byIdMap = byId(docs);
    const follows: string[] = [];
    const walk = (value: unknown, doc: DatasetDocument): void => {
      if (Array.isArray(value)) for (const item of value) walk(item, doc);
      else if (value && typeof value === 'object') {
        const ref = (value as { schedule?: { _ref?: string } }).schedule?._ref;
        if (ref) {
          const schedule = byIdMap.get(ref) as { title?: string; regions?: string[] } | undefined;
          expect(checkScheduleRegion(doc.region as string, schedule), `${doc._id} → ${ref}`).toBe(true);
          follows.push(`${doc.region}:${ref}`);
        }
        for (const child of Object.values(value)) walk(child, doc);
      }
    };
    for (const doc of docs) walk(doc, doc);
    expect(new Set(follows).size).toBeGreaterThanOrEqual(REGIONS.length + 5);
  });

  it('the schedule picker offers a document only schedules for its region or for every region', async () => {
    const docs = await seededDataset();
    const activation = schemaTypes.find((t) => t.name === 'activation') as { fields?: { name: string }[] };
    const field = activation.fields?.find((f) => f.name === 'schedule') as unknown as {
      options: { filter: (context: { document: unknown }) => { filter?: string; params?: Record<string, unknown> } };
    };
    const offered = async (region: string) => {
      const { filter, params } = field.options.filter({ document: { _type: 'product', region } });
      const query = `*[_type == "schedule" && (${filter})] | order(_id)._id`;
      return (await evaluate(parse(query), { dataset: docs, params })).get();
    };
    expect(await offered('uk')).toEqual(['schedule-halloween-uk', 'schedule-toy-revolution']);
    expect(await offered('us')).toEqual(['schedule-halloween-us', 'schedule-toy-revolution']);
    for (const region of ['eu', 'fr', 'de'])
      expect(await offered(region)).toEqual(['schedule-halloween-eu', 'schedule-toy-revolution']);
    for (const region of ['kr', 'jp', 'cn']) expect(await offered(region)).toEqual(['schedule-toy-revolution']);
    // A document not yet given a region is offered every schedule; validation speaks once it has one.
    expect(field.options.filter({ document: { _type: 'product' } })).toEqual({});
  });
});

describe('008-schedule-regions', () => {
  it('changes only the schedules, and a second run sends nothing', async () => {
    // 008 alone over what came before it (later migrations change other things).
    const old = byId(await before008());
    const after = byId(await applyMigration(structuredClone(await before008()), scheduleRegions.migration));
    const changed = [...after.keys()].filter((id) => JSON.stringify(old.get(id)) !== JSON.stringify(after.get(id)));
    expect(changed.sort()).toEqual(
      schedules([...old.values()])
        .map((s) => s._id)
        .sort(),
    );
    expect(old.get('schedule-halloween-uk')?.region).toBe('uk');
    const once = await seededDataset();
    expect(toNdjson(await applyMigration(structuredClone(once), scheduleRegions.migration))).toBe(toNdjson(once));
  });

  it('reads what editors typed: codes in any case, ISO labels, lists; leaves text naming no region', async () => {
    expect(regionsFromText('UK')).toEqual(['uk']);
    expect(regionsFromText(' gb ')).toEqual(['uk']);
    expect(regionsFromText('EU, FR, DE')).toEqual(['eu', 'fr', 'de']);
    expect(regionsFromText('us/us')).toEqual(['us']);
    expect(regionsFromText('')).toEqual([]);
    expect(regionsFromText('Europe')).toBeUndefined();
    expect(regionsFromText('uk and fr')).toBeUndefined();
    for (const code of REGIONS) expect(regionsFromText(REGION_INFO[code].iso)).toEqual([code]);
  });

  it('moves an editor’s free text to codes, keeps what it cannot read, and keeps an editor’s own zone', async () => {
    const mine = structuredClone(await before008());
    const edit = (id: string, change: Record<string, unknown>) => {
      const doc = mine.find((d) => d._id === id);
      if (!doc) throw new Error(`${id} is seeded`);
      Object.assign(doc, change);
    };
    edit('schedule-halloween-uk', { region: 'UK' });
    edit('schedule-halloween-us', { region: 'North America' });
    edit('schedule-toy-revolution', { timeZone: 'Asia/Tokyo' });
    mine.push({ _id: 'schedule-editors', _type: 'schedule', title: 'Spring', region: 'fr, de', timestamps: [] });
    const after = byId(await applyMigration(mine, scheduleRegions.migration));
    expect(after.get('schedule-halloween-uk')).toMatchObject({ regions: ['uk'] });
    expect(after.get('schedule-halloween-uk')?.region).toBeUndefined();
    expect(after.get('schedule-halloween-us')).toMatchObject({ region: 'North America' });
    expect(after.get('schedule-halloween-us')?.regions).toBeUndefined();
    expect(after.get('schedule-toy-revolution')?.timeZone).toBe('Asia/Tokyo');
    expect(after.get('schedule-editors')).toMatchObject({ regions: ['fr', 'de'] });
    expect(after.get('schedule-editors')?.timeZone).toBeUndefined();
  });
});
