import { studioTheme, ThemeProvider } from '@sanity/ui';
import { REGION_INFO } from '@showcase/schemas/regions';
import { instantOfWallTime, wallTimeIn } from '@showcase/schemas/wall-time';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { byId, seededDataset } from '../../migrations/test/dataset';
import { PreviewAtForm } from './preview-at-form';
import { previewAtUrl, SECRET_PARAM, siteOrigins } from './preview-url';
import { documentInstants, previewTarget, scheduleRefs } from './target';

const origins = siteOrigins({
  SANITY_STUDIO_SITE_ORIGIN: 'https://www.example',
  SANITY_STUDIO_CN_ORIGIN: 'https://cn.example',
});

describe('Preview at…', () => {
  it('opens a product or page at its own path, everything else at the region’s home', async () => {
    const docs = byId(await seededDataset());
    expect(previewTarget(docs.get('product-uk-flagshipMegatron'))).toEqual({ region: 'uk', path: 'flagship-megatron' });
    expect(previewTarget(docs.get('page-us-black-friday'))).toEqual({ region: 'us', path: 'black-friday' });
    expect(previewTarget(docs.get('navigation-jp'))).toEqual({ region: 'jp', path: '' });
    expect(previewTarget(docs.get('countdown-us-halloween'))).toEqual({ region: 'us', path: '' });
    // A shared schedule belongs to no region; the editor picks one in the dialog, starting from us.
    expect(previewTarget(docs.get('schedule-toy-revolution'))).toEqual({ region: 'us', path: '' });
  });

  it('offers the instants at which the document changes the site, schedules resolved', async () => {
    const documents = await seededDataset();
    const docs = byId(documents);
    const navigation = docs.get('navigation-us');
    if (!navigation) throw new Error('seeded');
    const refs = [...scheduleRefs(navigation)];
    expect(refs).toEqual(['schedule-halloween-us']);
    const schedules = documents.filter((d) => refs.includes(d._id));
    expect(documentInstants(navigation, schedules).map((t) => new Date(t).toISOString())).toEqual([
      '2025-03-27T15:00:00.000Z', // the Bumblebee menu start
      '2025-10-25T07:00:00.000Z',
      '2025-11-01T07:00:00.000Z',
    ]);
    const presale = docs.get('product-uk-flagshipMegatron');
    if (!presale) throw new Error('seeded');
    expect(documentInstants(presale, [])).toEqual([Date.parse('2025-09-22T00:00:00Z')]);
    const schedule = docs.get('schedule-toy-revolution');
    if (!schedule) throw new Error('seeded');
    expect(documentInstants(schedule, [])).toHaveLength(5);
  });

  it('builds the site’s preview address with the secret, on the cn host for cn', () => {
    const at = new Date('2025-10-30T00:00:00Z');
    const url = new URL(previewAtUrl(origins, { region: 'fr', path: 'flagship-megatron' }, at, 's3cret'));
    expect(url.origin + url.pathname).toBe('https://www.example/api/preview');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      [SECRET_PARAM]: 's3cret',
      at: '2025-10-30T00:00:00.000Z',
      region: 'fr',
      path: '/flagship-megatron',
    });
    const cn = new URL(previewAtUrl(origins, { region: 'cn', path: '' }, at, 's'));
    expect(cn.origin).toBe('https://cn.example');
    expect(cn.searchParams.get('path')).toBe('');
    expect(siteOrigins({}).main).toBe('http://localhost:3000');
  });

  it('reads and writes wall times in the region’s named zone, whatever the machine’s', () => {
    // The US Halloween sale starts at midnight Pacific (SPEC: 2025-10-25 15:00 +08:00).
    const start = Date.parse('2025-10-25T07:00:00Z');
    expect(REGION_INFO.us.timeZone).toBe('America/Los_Angeles');
    expect(wallTimeIn(start, REGION_INFO.us.timeZone)).toBe('2025-10-25T00:00:00');
    expect(instantOfWallTime('2025-10-25T00:00', REGION_INFO.us.timeZone)).toBe(start);
    // The UK Megatron presale: 2025-09-22 08:00 +08:00 is 01:00 in London (summer time).
    expect(wallTimeIn(Date.parse('2025-09-22T00:00:00Z'), REGION_INFO.uk.timeZone)).toBe('2025-09-22T01:00:00');
    expect(
      new Date(instantOfWallTime('2025-09-22T08:00:00', REGION_INFO.cn.timeZone) ?? Number.NaN).toISOString(),
    ).toBe('2025-09-22T00:00:00.000Z');
    expect(instantOfWallTime('next tuesday', 'Europe/Paris')).toBeNull();
    expect(instantOfWallTime('2025-13-45T99:00', 'Europe/Paris')).toBeNull();
    expect(instantOfWallTime('2025-02-30T10:00', 'Europe/Paris')).toBeNull();
  });

  it('the dialog names the zone, labels every field and offers each instant just before and at', () => {
    const html = renderToStaticMarkup(
      <ThemeProvider theme={studioTheme}>
        <PreviewAtForm
          target={{ region: 'uk', path: 'flagship-megatron' }}
          instants={[Date.parse('2025-09-22T00:00:00Z')]}
          initial={Date.parse('2025-09-21T12:00:00Z')}
          onOpen={() => {}}
        />
      </ThemeProvider>,
    );
    // The UK page: times in London, named; the field starts at the initial instant in that zone.
    expect(html).toContain('Date and time (Europe/London)');
    expect(html).toContain('value="2025-09-21T13:00:00"');
    expect(html).toContain('22 Sept 2025, 01:00');
    expect(html).toMatch(/<option[^>]*value="uk"[^>]*selected/);
    expect(html).toContain('value="flagship-megatron"');
    for (const id of [...html.matchAll(/<label[^>]*for="([^"]+)"/g)].map((m) => m[1]))
      expect(html).toContain(`id="${id}"`);
    expect(html.match(/Just before/g)).toHaveLength(1);
    expect(html).toContain('Open preview');
  });
});

describe('a schedule’s preview target', () => {
  it('opens its first region’s home, or us for a schedule every region shares', () => {
    expect(previewTarget({ _type: 'schedule', regions: ['uk', 'eu'] } as never)).toEqual({ region: 'uk', path: '' });
    expect(previewTarget({ _type: 'schedule' } as never)).toEqual({ region: 'us', path: '' });
  });
});
