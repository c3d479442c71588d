import { studioTheme, ThemeProvider } from '@sanity/ui';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { byId, seededDataset } from '../../migrations/test/dataset';
import { PreviewAtForm } from './preview-at-form';
import { fromLocalInput, previewAtUrl, SECRET_PARAM, siteOrigins, toLocalInput } from './preview-url';
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

  it('reads and writes the editor’s local wall time', () => {
    const instant = Date.parse('2025-10-25T07:00:00Z');
    const local = toLocalInput(instant);
    expect(local).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
    expect(fromLocalInput(local)?.getTime()).toBe(instant);
    expect(fromLocalInput('next tuesday')).toBeNull();
    expect(fromLocalInput('2025-13-45T99:00')).toBeNull();
  });

  it('the dialog names the zone, labels every field and offers each instant just before and at', () => {
    const html = renderToStaticMarkup(
      <ThemeProvider theme={studioTheme}>
        <PreviewAtForm
          target={{ region: 'uk', path: 'flagship-megatron' }}
          instants={[Date.parse('2025-09-22T00:00:00Z')]}
          initial={Date.parse('2025-09-21T12:00:00Z')}
          zone="Asia/Shanghai"
          onOpen={() => {}}
        />
      </ThemeProvider>,
    );
    expect(html).toContain('Date and time (Asia/Shanghai)');
    expect(html).toContain('22 Sept 2025, 08:00');
    expect(html).toMatch(/<option[^>]*value="uk"[^>]*selected/);
    expect(html).toContain('value="flagship-megatron"');
    for (const id of [...html.matchAll(/<label[^>]*for="([^"]+)"/g)].map((m) => m[1]))
      expect(html).toContain(`id="${id}"`);
    expect(html.match(/Just before/g)).toHaveLength(1);
    expect(html).toContain('Open preview');
  });
});
