/**
 * A page shows the sections its document lists, whatever its path: rendered through the page query on an embedded
 * dataset in which some pages' sections were changed as an editor would change them in the Studio.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Region } from '@showcase/schemas/regions';
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { getPage, getRegionSettings } from '@/lib/content';
import { seedDataset } from '../../../../scripts/lib/seed';
import { PageBody } from '../page-body';
import { RegionPageView } from '../region-page';

const { NOW } = vi.hoisted(() => ({ NOW: new Date('2025-12-01T00:00:00Z') }));

// The instant comes from the request (draft mode) in Next; here it is fixed.
vi.mock('@/lib/preview', () => ({ renderInstant: async () => ({ now: NOW, preview: false }) }));

// The form's loader is next/dynamic, which needs Next's renderer; the section's job is to choose the kind.
vi.mock('../../support/support-form-loader', () => ({
  SupportFormLoader: ({ kind, products }: { kind: string; products: { key: string }[] }) => (
    <form data-form={kind} data-products={products.length} />
  ),
}));

let dir: string;

/** The seeded dataset with these pages' sections replaced (undefined: the field removed). */
const EDITS: Record<string, unknown[] | undefined> = {
  // Retailers on a page whose path never had them, after the FAQ, which a page named support never showed.
  'page-us-black-friday': [
    { _key: 'faq', _type: 'faqSection' },
    { _key: 'retailers', _type: 'retailersSection', heading: 'Shop in person' },
  ],
  // A product page with the FAQ below the product.
  'page-us-flagship-megatron': [{ _key: 'faq', _type: 'faqSection' }],
  // The manuals under an editor's own heading, which also names the list (in place of Downloads).
  'page-uk-manuals': [{ _key: 'manuals', _type: 'manualsSection', heading: 'Instructions' }],
  // where-to-buy with its retailers taken off.
  'page-uk-where-to-buy': undefined,
  // A section type from a newer Studio between two this site knows.
  'page-us-christmas-sale': [
    { _key: 'text', _type: 'richTextSection', body: [block('Wrapped and ready by the 24th.')] },
    { _key: 'carousel', _type: 'videoCarouselSection', videos: ['a', 'b'] },
    { _key: 'hero', _type: 'productHeroSection', product: ref('product-us-flagshipMegatron') },
    { _key: 'stray', _type: 'productHeroSection', product: ref('product-uk-flagshipMegatron') },
    { _key: 'form', _type: 'supportFormSection', form: 'rma' },
  ],
};

function block(text: string) {
  return { _key: 'b', _type: 'block', style: 'normal', markDefs: [], children: [{ _key: 's', _type: 'span', text }] };
}
function ref(id: string) {
  return { _type: 'reference', _ref: id };
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'sections-'));
  await seedDataset({ dir });
  const file = path.join(dir, 'data.ndjson');
  const lines = readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => {
      if (!line) return line;
      const document = JSON.parse(line) as { _id: string; sections?: unknown };
      if (!(document._id in EDITS)) return line;
      const { sections: _old, ...rest } = document;
      const sections = EDITS[document._id];
      return JSON.stringify(sections ? { ...rest, sections } : rest);
    });
  writeFileSync(file, lines.join('\n'));
  process.env.CONTENT_DATASET_DIR = dir;
});

afterAll(() => {
  delete process.env.CONTENT_DATASET_DIR;
  rmSync(dir, { recursive: true, force: true });
});

async function html(node: ReactNode): Promise<string> {
  const { prelude } = await prerender(node);
  return new Response(prelude).text();
}

async function renderPage(region: Region, pagePath: string, now = NOW): Promise<string> {
  const [page, settings] = await Promise.all([getPage(region, pagePath), getRegionSettings(region)]);
  if (!page) throw new Error(`no page ${region}/${pagePath}`);
  return html(<PageBody region={region} page={page} settings={settings} now={now} />);
}

/** What each list draws, recognisable in the markup. */
const retailerCard = /Visit website<span class="visually-hidden">: /;
const faqEntry = /<details><summary>/;

describe('page sections', () => {
  it('a page whose document lists retailers shows them, whatever its path, in the document’s order', async () => {
    const page = await renderPage('us', 'black-friday');
    expect(page).toMatch(retailerCard);
    expect(page).toMatch(faqEntry);
    expect(page.indexOf('<details>')).toBeLessThan(page.indexOf('<h2>Shop in person</h2>'));
    expect(page.indexOf('<h2>Shop in person</h2>')).toBeLessThan(page.search(retailerCard));
  });

  it("an editor's heading on the manuals shows once and names the list in place of its own", async () => {
    const page = await renderPage('uk', 'manuals');
    expect(page.match(/<h2>Instructions<\/h2>/g)).toHaveLength(1);
    expect(page).toContain('<section aria-label="Instructions">');
    expect(page).not.toContain('aria-label="Downloads"');
  });

  it('a manual not in the region’s language says which, in the region’s words and units', async () => {
    const fr = await renderPage('fr', 'manuals');
    expect(fr).toMatch(
      /<a href="[^"]+\.pdf" download="" hreflang="en">Guide de démarrage rapide<span[^>]*> \(PDF, anglais, \d+\sko\)</i,
    );
    const us = await renderPage('us', 'manuals');
    expect(us).toMatch(/<span[^>]*> \(PDF, \d+\skB\)</);
    expect(us).not.toMatch(/hreflang/i);
  });

  it('a where-to-buy page whose document lists no retailers shows none', async () => {
    const page = await renderPage('uk', 'where-to-buy');
    expect(page).toContain('<h1>');
    expect(page).not.toMatch(retailerCard);
    // The seeded page keeps its retailers.
    expect(await renderPage('us', 'where-to-buy')).toMatch(retailerCard);
  });

  it('each seeded kind draws its list or form', async () => {
    expect(await renderPage('us', 'faq')).toMatch(faqEntry);
    expect(await renderPage('us', 'manuals')).toMatch(/<a href="[^"]+\.pdf" download=""/);
    expect(await renderPage('fr', 'choose-your-region')).toMatch(/<a href="\/uk" hreflang="en-GB">/i);
    expect(await renderPage('de', 'product-registration')).toMatch(
      /<form data-form="registration" data-products="\d+"/,
    );
    expect(await renderPage('us', 'return-manufacturer')).toContain('<form data-form="rma"');
    expect(await renderPage('us', 'black-friday')).not.toContain('<form');
  });

  it('a product page shows its sections below the product', async () => {
    const page = await getPage('us', 'flagship-megatron');
    if (!page) throw new Error('seeded');
    const view = await html(<RegionPageView found={{ region: 'us', path: 'flagship-megatron', page }} segment="us" />);
    expect(view).toContain('<h1>Flagship Megatron</h1>');
    expect(view).toMatch(faqEntry);
    expect(view.indexOf('<h1>Flagship Megatron</h1>')).toBeLessThan(view.indexOf('<details>'));
    const other = await getPage('us', 'flagship-bumblebee');
    if (!other) throw new Error('seeded');
    expect(
      await html(<RegionPageView found={{ region: 'us', path: 'flagship-bumblebee', page: other }} segment="us" />),
    ).not.toMatch(faqEntry);
  });

  it('text, a product priced for the instant, a form; an unknown type and another region’s product draw nothing', async () => {
    const page = await renderPage('us', 'christmas-sale');
    expect(page).toContain('<p>Wrapped and ready by the 24th.</p>');
    expect(page).toContain('<h2>Flagship Megatron</h2>');
    expect(page).toContain('$1,379');
    expect(page).not.toContain('£');
    expect(page.match(/<h2>Flagship Megatron<\/h2>/g)).toHaveLength(1);
    expect(page).toContain('href="/us/flagship-megatron"');
    expect(page).toContain('<form data-form="rma"');
    expect(page.indexOf('Wrapped and ready')).toBeLessThan(page.indexOf('Flagship Megatron'));
    expect(page.indexOf('Flagship Megatron')).toBeLessThan(page.indexOf('<form'));
    expect(page).not.toMatch(/carousel|video/i);
  });

  it('a sale page lists the robots on sale at its instant, priced and linked; with none, a line says so', async () => {
    const uk = await renderPage('uk', 'black-friday');
    const list = uk.slice(uk.indexOf('data-testid="sale-products"'));
    expect(list).toContain('<h2>On sale now</h2>');
    expect(list).toContain('href="/uk/flagship-megatron"');
    expect(list).toMatch(/£[\d,]+/);
    // Flagship Bumblebee is sold at its list price in the UK then: not on sale.
    expect(list).not.toContain('flagship-bumblebee');
    expect(uk.indexOf('Offers Across the Range')).toBeLessThan(uk.indexOf('data-testid="sale-products"'));
    const quiet = await renderPage('de', 'christmas-sale', new Date('2025-09-01T00:00:00Z'));
    expect(quiet).toContain('<h2>Jetzt im Angebot</h2>');
    expect(quiet).toContain('Derzeit ist kein Roboter im Angebot.');
    expect(quiet.slice(quiet.indexOf('data-testid="sale-products"'))).not.toContain('<li');
  });
});
