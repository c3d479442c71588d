/** One set of queries, two backends: the same query must give the same result through both. */

import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REGIONS } from '@showcase/schemas/regions';
import { settingsFrom } from '@showcase/schemas/settings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDataset } from '../../../scripts/lib/seed';
import { type StandIn, startSanityStandIn } from '../../../tests/support/sanity-standin';
import { hostedConfig } from './config';
import { embeddedFetch, loadDataset } from './embedded';
import { ContentUnavailableError } from './errors';
import { hostedFetch } from './hosted';
import * as queries from './queries';

let dir: string;
let standIn: StandIn;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'content-'));
  await seedDataset({ dir });
  withEditorsCrop(path.join(dir, 'data.ndjson'));
  withProductHero(path.join(dir, 'data.ndjson'));
  process.env.CONTENT_DATASET_DIR = dir;
  standIn = await startSanityStandIn(path.join(dir, 'data.ndjson'));
});

afterAll(async () => {
  await standIn?.close();
  delete process.env.CONTENT_DATASET_DIR;
  rmSync(dir, { recursive: true, force: true });
});

/** The seed has no crops: give the US Flagship Bumblebee's first image one, as an editor would in the Studio. */
const CROP = { _type: 'sanity.imageCrop', top: 0.1, bottom: 0.2, left: 0.05, right: 0.15 };
const HOTSPOT = { _type: 'sanity.imageHotspot', x: 0.45, y: 0.45, width: 0.3, height: 0.3 };
function withEditorsCrop(file: string) {
  const lines = readFileSync(file, 'utf8').split('\n');
  const cropped = lines.map((line) => {
    if (!line.includes('"flagship-bumblebee"')) return line;
    const document = JSON.parse(line) as { _type: string; region?: string; images?: Record<string, unknown>[] };
    if (document._type !== 'product' || document.region !== 'us' || !document.images?.[0]) return line;
    document.images[0] = { ...document.images[0], crop: CROP, hotspot: HOTSPOT };
    return JSON.stringify(document);
  });
  writeFileSync(file, cropped.join('\n'));
}

/** The seed has no product hero section: put one on the US Black Friday page, as an editor would. */
function withProductHero(file: string) {
  const lines = readFileSync(file, 'utf8').split('\n');
  const edited = lines.map((line) => {
    if (!line.startsWith('{"_id":"page-us-black-friday"')) return line;
    const hero = {
      _key: 'hero',
      _type: 'productHeroSection',
      product: { _type: 'reference', _ref: 'product-us-aiBase' },
    };
    return JSON.stringify({ ...JSON.parse(line), sections: [hero, { _key: 'faq', _type: 'faqSection' }] });
  });
  writeFileSync(file, edited.join('\n'));
}

const hosted = () => {
  const config = hostedConfig(
    settingsFrom({ SANITY_PROJECT_ID: 'standin', SANITY_DATASET: 'production', SANITY_API_HOST: standIn.url }),
  );
  if (!config) throw new Error('hosted config expected');
  return config;
};

const cases: [string, string, Record<string, unknown>][] = [
  ...REGIONS.flatMap((region): [string, string, Record<string, unknown>][] => [
    [`settings ${region}`, queries.REGION_SETTINGS_QUERY, { region }],
    [`navigation ${region}`, queries.NAVIGATION_QUERY, { region }],
    [`home ${region}`, queries.PAGE_QUERY, { region, path: '' }],
    [`products ${region}`, queries.REGION_PRODUCTS_QUERY, { region }],
    [`banners ${region}`, queries.BANNERS_QUERY, { region }],
    [`retailers ${region}`, queries.RETAILERS_QUERY, { region }],
    [`manuals ${region}`, queries.MANUALS_QUERY, { region }],
    [`faq ${region}`, queries.FAQ_QUERY, { region }],
  ]),
  ['us bumblebee page', queries.PAGE_QUERY, { region: 'us', path: 'flagship-bumblebee' }],
  ['cn k1 page', queries.PAGE_QUERY, { region: 'cn', path: 'k1-pro-interstellar-scout' }],
  ['us privacy page', queries.PAGE_QUERY, { region: 'us', path: 'privacy-policy' }],
  ['us where-to-buy page (a list section)', queries.PAGE_QUERY, { region: 'us', path: 'where-to-buy' }],
  ['fr return page (a support form section)', queries.PAGE_QUERY, { region: 'fr', path: 'return-manufacturer' }],
  ['us black friday page (a product hero section)', queries.PAGE_QUERY, { region: 'us', path: 'black-friday' }],
  ['a page that does not exist', queries.PAGE_QUERY, { region: 'kr', path: 'flagship-megatron' }],
  ['all page paths', queries.PAGE_PATHS_QUERY, {}],
  ['the regions of a page', queries.PAGE_REGIONS_QUERY, { path: 'where-to-buy' }],
  ['every region label', queries.REGION_LABELS_QUERY, {}],
  ['every page and region with a privacy text', queries.PRIVACY_QUERY, {}],
  ['the de privacy text', queries.LEGAL_TEXT_QUERY, { region: 'de', kind: 'privacy' }],
  ['every published document (stage boundaries)', queries.BOUNDARY_SOURCES_QUERY, {}],
];

describe('content backends', () => {
  it.each(cases)('%s: embedded and hosted answer the same', async (_name, query, params) => {
    const embedded = await embeddedFetch(query, params);
    const viaHosted = await hostedFetch(hosted(), query, params, false);
    expect(viaHosted).toEqual(embedded);
  });

  it('covers every query the site sends', () => {
    const sent = new Set(cases.map(([, query]) => query));
    const missing = Object.entries(queries).filter(([name, query]) => name.endsWith('_QUERY') && !sent.has(query));
    expect(missing.map(([name]) => name)).toEqual([]);
  });

  it('the hosted client really went to the stand-in', () => {
    expect(standIn.requests.length).toBeGreaterThanOrEqual(cases.length);
    expect(standIn.requests.every((r) => /\/v2025-09-01\/data\/query\/production$/.test(r))).toBe(true);
  });

  it('the privacy pages are where the seeded content has them: us only (SPEC §2.2); every region has a text', async () => {
    const { pages, texts } = await embeddedFetch<{ pages: unknown[]; texts: string[] }>(queries.PRIVACY_QUERY, {});
    expect(pages).toEqual([{ region: 'us', path: 'privacy-policy' }]);
    expect(texts.toSorted()).toEqual(['cn', 'de', 'eu', 'fr', 'jp', 'kr', 'uk', 'us']);
  });

  it('the product page query carries everything the page shows', async () => {
    const page = await embeddedFetch<{ product: Record<string, unknown> }>(queries.PAGE_QUERY, {
      region: 'us',
      path: 'flagship-bumblebee',
    });
    expect(page.product).toMatchObject({
      name: 'Flagship Bumblebee',
      price: 1299,
      activityPrice: 1219,
      buy: expect.stringMatching(/^https:\/\//),
      record: { reg: 'us', path: 'flagship-bumblebee', name: 'Flagship Bumblebee', key: 'flagshipBumblebee' },
    });
  });

  it('a page’s sections come in order with what each draws, the product hero’s product dereferenced', async () => {
    const page = await embeddedFetch<{ sections: Record<string, unknown>[] }>(queries.PAGE_QUERY, {
      region: 'us',
      path: 'black-friday',
    });
    expect(page.sections).toEqual([
      {
        _key: 'hero',
        _type: 'productHeroSection',
        product: expect.objectContaining({ region: 'us', name: 'AI Base', price: 299, path: 'ai-base', hasPage: true }),
      },
      { _key: 'faq', _type: 'faqSection', heading: null },
    ]);
  });

  it("an image comes with the editor's crop and hotspot, through both backends", async () => {
    const params = { region: 'us', path: 'flagship-bumblebee' };
    type Page = { product: { images: { crop?: unknown; hotspot?: unknown }[] } };
    for (const page of [
      await embeddedFetch<Page>(queries.PAGE_QUERY, params),
      await hostedFetch<Page>(hosted(), queries.PAGE_QUERY, params, false),
    ])
      expect(page.product.images[0]).toMatchObject({ crop: CROP, hotspot: HOTSPOT });
  });

  it('an unreachable Sanity is reported as content unavailable', async () => {
    const config = { ...hosted(), apiHost: 'http://127.0.0.1:9' };
    await expect(hostedFetch(config, queries.PAGE_PATHS_QUERY, {}, false)).rejects.toBeInstanceOf(
      ContentUnavailableError,
    );
  });
});

describe('embedded dataset problems', () => {
  it('a missing file names the file and the command that rebuilds it', () => {
    const file = path.join(dir, 'nope', 'data.ndjson');
    expect(() => loadDataset(file)).toThrow(ContentUnavailableError);
    expect(() => loadDataset(file)).toThrow(`${file} is missing. Rebuild it with: npm run content:seed`);
  });

  it('a corrupt file names the line', () => {
    const file = path.join(dir, 'corrupt.ndjson');
    writeFileSync(file, '{"_id":"a","_type":"page"}\n{"_id": truncated\n');
    expect(() => loadDataset(file)).toThrow(
      `${file} is corrupt (line 2 is not JSON). Rebuild it with: npm run content:seed`,
    );
  });

  it('a reseeded dataset is picked up by a running server, cached results included', async () => {
    const own = mkdtempSync(path.join(tmpdir(), 'reseed-'));
    const file = path.join(own, 'data.ndjson');
    const original = readFileSync(path.join(dir, 'data.ndjson'), 'utf8');
    writeFileSync(file, original);
    process.env.CONTENT_DATASET_DIR = own;
    try {
      const params = { region: 'us', path: 'flagship-bumblebee' };
      type Page = { product: { price: number } };
      expect((await embeddedFetch<Page>(queries.PAGE_QUERY, params)).product.price).toBe(1299);
      await new Promise((r) => setTimeout(r, 20));
      const reseeded = original
        .split('\n')
        .map((line) =>
          line.startsWith('{"_id":"product-us-flagshipBumblebee"')
            ? line.replace('"price":1299,', '"price":7777,')
            : line,
        )
        .join('\n');
      writeFileSync(file, reseeded);
      expect((await embeddedFetch<Page>(queries.PAGE_QUERY, params)).product.price).toBe(7777);
    } finally {
      process.env.CONTENT_DATASET_DIR = dir;
      rmSync(own, { recursive: true, force: true });
    }
  });

  it('drafts never reach the published site', () => {
    const file = path.join(dir, 'drafts.ndjson');
    writeFileSync(file, '{"_id":"drafts.a","_type":"page"}\n{"_id":"a","_type":"page"}\n');
    expect(loadDataset(file).map((d) => d._id)).toEqual(['a']);
  });
});
