/** Head data of SPEC §2.4 and the image markup, read from the served HTML. */

import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { cnHost, cnOrigin, mainOrigin } from '@showcase/schemas/hosts';
import { REGION_INFO, type Region, regionPath } from '@showcase/schemas/regions';
import { settingsFrom } from '@showcase/schemas/settings';
import { isActive } from '@showcase/schemas/stage';
import { PAGE_REDIRECTS, PAGE_REGIONS } from '../../migrations/src/data/matrix';
import { isIndexable } from '../../web/lib/head/indexable';
import { byId, type Doc } from '../support/dataset';
import { mailTo } from '../support/outbox';

const port = Number(process.env.E2E_PORT ?? 3210);
/**
 * Absolute URLs come from configuration (SITE_ORIGIN, CN_ORIGIN), not from the request; where they are unset,
 * from the port the test server runs on (playwright.config.ts starts it with PORT).
 */
const serverEnv = settingsFrom({ ...process.env, PORT: String(port) });
const site = mainOrigin(serverEnv);
const cnSite = cnOrigin(serverEnv);

async function head(page: Page) {
  return page.evaluate(() => ({
    lang: document.documentElement.lang,
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
    alternates: Object.fromEntries(
      [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((l) => [
        l.getAttribute('hreflang'),
        l.getAttribute('href'),
      ]),
    ),
    description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
    keywords: document.querySelector('meta[name="keywords"]')?.getAttribute('content'),
    ld: [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) =>
      JSON.parse(s.textContent ?? '{}'),
    ),
  }));
}

test('a page in every region where it exists: lang, canonical, the alternate set and x-default', async ({ page }) => {
  await page.goto('/fr/flagship-megatron');
  const fr = await head(page);
  expect(fr.lang).toBe('fr-FR');
  expect(fr.canonical).toBe(`${site}/fr/flagship-megatron`);
  expect(Object.keys(fr.alternates).sort()).toEqual(
    ['de-DE', 'en', 'en-GB', 'en-US', 'fr-FR', 'x-default', 'zh-CN'].sort(),
  );
  expect(fr.alternates.en).toBe(`${site}/eu/flagship-megatron`);
  expect(fr.alternates['zh-CN']).toBe(`${cnSite}/flagship-megatron`);
  expect(fr.alternates['x-default']).toBe(fr.alternates['zh-CN']);
  expect(fr.description).toBeTruthy();
  expect(fr.keywords).toBeTruthy();

  await page.goto('/us/faq');
  const faq = await head(page);
  expect(faq.alternates).toEqual({ 'en-US': `${site}/us/faq`, 'x-default': `${site}/us/faq` });

  await page.goto('/uk/black-friday');
  expect((await head(page)).alternates['x-default']).toBe(`${site}/us/black-friday`);
  await page.goto('/eu');
  expect((await head(page)).lang).toBe('en');
});

/** The server as routes.spec.ts asks it: the main host by address, cn's pages with cn's Host. */
const server = `http://127.0.0.1:${port}`;
const cnHeaders = { host: `${cnHost()}:${port}` };

/**
 * Every page of SPEC §2.2 where it exists (the matrix routes.spec.ts walks), redirects aside, and the login screen
 * a mailed verification link opens.
 */
const EVERY_PAGE: [Region, string][] = [
  ...Object.entries(PAGE_REGIONS).flatMap(([path, regions]) =>
    PAGE_REDIRECTS[path] ? [] : regions.map((region): [Region, string] => [region, path]),
  ),
  ['us', 'login/verify'],
];

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" };
const decode = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, name: string) => ENTITIES[name] ?? '');

/** The attributes of each `<name …>` tag of a served document, names lower-cased (React writes hrefLang). */
function tags(html: string, name: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${name}\\b[^>]*>`, 'gi'))].map((tag) =>
    Object.fromEntries(
      [...tag[0].matchAll(/([\w:-]+)="([^"]*)"/g)].map((m) => [(m[1] ?? '').toLowerCase(), decode(m[2] ?? '')]),
    ),
  );
}

/** SPEC §2.4's head, read from the HTML as served (no browser: a crawler sees this). */
function servedHead(html: string) {
  const meta = (name: string) => tags(html, 'meta').find((tag) => tag.name === name)?.content;
  const links = tags(html, 'link');
  return {
    lang: tags(html, 'html')[0]?.lang,
    title: decode(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? '').trim(),
    description: meta('description'),
    keywords: meta('keywords'),
    robots: meta('robots'),
    canonical: links.find((link) => link.rel === 'canonical')?.href,
    alternates: Object.fromEntries(
      links.filter((link) => link.rel === 'alternate' && link.hreflang).map((link) => [link.hreflang, link.href]),
    ),
  };
}

test('every page of every region and the cn host carries its whole head: lang, title, description, keywords, canonical, JSON-LD', async ({
  request,
}) => {
  // About a hundred pages, eight at a time; any the cache does not hold yet is rendered on the spot.
  test.setTimeout(120_000);
  const failures: string[] = [];
  const check = async ([region, path]: [Region, string]) => {
    const address = regionPath(region, path);
    const response = await request.get(`${server}${address}`, {
      maxRedirects: 0,
      headers: region === 'cn' ? cnHeaders : {},
    });
    const where = `${region} /${path}`;
    if (response.status() !== 200) {
      failures.push(`${where}: ${response.status()}`);
      return;
    }
    const html = await response.text();
    const head = servedHead(html);
    const url = `${region === 'cn' ? cnSite : site}${address}`;
    // Structured data (SPEC §2.4): each page says what it is, login screens included.
    const graph = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].flatMap(
      (m) => (JSON.parse(m[1] ?? '{}') as { '@graph'?: { '@type': string; url?: string }[] })['@graph'] ?? [],
    );
    if (!graph.some((item) => item['@type'] === 'WebPage' && item.url === url)) failures.push(`${where}: no WebPage`);
    if (head.lang !== REGION_INFO[region].hreflang) failures.push(`${where}: lang ${head.lang}`);
    if (!head.title) failures.push(`${where}: no title`);
    if (!head.description?.trim()) failures.push(`${where}: no description`);
    if (!head.keywords?.trim()) failures.push(`${where}: no keywords`);
    if (head.canonical !== url) failures.push(`${where}: canonical ${head.canonical} (expected ${url})`);
    // Every page exists at least where it is, so it has an alternate set naming itself, and a default.
    if (head.alternates[REGION_INFO[region].hreflang] !== url) failures.push(`${where}: no alternate to itself`);
    if (!head.alternates['x-default']) failures.push(`${where}: no x-default`);
    // One rule decides what may be indexed: the page's robots meta and the sitemap both follow it.
    if (Boolean(head.robots?.includes('noindex')) === isIndexable(path))
      failures.push(`${where}: robots ${head.robots ?? '(none)'}`);
  };
  for (let start = 0; start < EVERY_PAGE.length; start += 8)
    await Promise.all(EVERY_PAGE.slice(start, start + 8).map(check));
  expect(EVERY_PAGE.length).toBeGreaterThan(90);
  expect(failures).toEqual([]);
});

const productPages: [string, string][] = [
  ['us', 'flagship-bumblebee'],
  ['uk', 'flagship-megatron'],
  ['de', 'flagship-megatron'],
  ['jp', 'flagship-bumblebee'],
  ['us', 'flagship-optimus-prime'],
];
for (const [region, pagePath] of productPages) {
  test(`JSON-LD of /${region}/${pagePath} carries the seeded price and currency`, async ({ page }) => {
    await page.goto(`/${region}/${pagePath}`);
    const graph = (await head(page)).ld.flatMap((block) => block['@graph'] ?? []);
    expect(graph.map((item: { '@type': string }) => item['@type'])).toEqual(['Organization', 'WebPage', 'Product']);
    const product = graph[2];
    const pageDoc = byId.get(`page-${region}-${pagePath}`);
    const doc = byId.get((pageDoc?.product as { _ref: string } | undefined)?._ref ?? '') as Doc;
    const activation = doc.activityTime as { startTime?: string } | undefined;
    const promoted = typeof doc.activityPrice === 'number' && isActive(activation, new Date());
    expect(product.name).toBe(doc.name);
    expect(product.offers.price).toBe(promoted ? doc.activityPrice : doc.price);
    expect(product.offers.priceCurrency).toBe(REGION_INFO[region as keyof typeof REGION_INFO].currency);
    expect(product.image).toMatch(new RegExp(`^${site}/media/images/`));
    if (doc.stock === 0) {
      expect(product.offers.availability).toBe('https://schema.org/OutOfStock');
      expect(product.potentialAction).toBeUndefined();
    } else {
      expect(product.potentialAction).toEqual({ '@type': 'BuyAction', target: doc.buy });
    }
    // SPEC §3: jp's Bumblebee, at 174,900, is a presale.
    if (region === 'jp')
      expect(product.offers).toMatchObject({ price: 174900, availability: 'https://schema.org/PreOrder' });
  });
}

test('with no SITE_ORIGIN or CN_ORIGIN, every absolute link names the port the server runs on', async ({
  page,
  request,
}) => {
  test.skip(Boolean(process.env.SITE_ORIGIN || process.env.CN_ORIGIN), 'the origins are configured for this run');
  const main = `http://localhost:${port}`;
  const cn = `http://${cnHost()}:${port}`;
  /** Every absolute address of this site in a text: each must be on the server's own port. */
  const ownLinks = (text: string) =>
    [...text.matchAll(/https?:\/\/(?:[\w-]+\.)*localhost(?::\d+)?[^"'\s<>]*/g)].map((m) => m[0]);
  const onPort = (link: string) => link.startsWith(`${main}/`) || link.startsWith(`${cn}/`);

  await page.goto('/us');
  const us = await head(page);
  expect(us.canonical).toBe(`${main}/us`);
  expect(us.alternates['en-US']).toBe(`${main}/us`);
  expect(us.alternates['zh-CN']).toBe(`${cn}/`);
  expect(Object.values(us.alternates).filter((link) => !onPort(String(link)))).toEqual([]);
  const ld = ownLinks(JSON.stringify(us.ld));
  expect(ld).toContain(`${main}/us`);
  expect(ld.filter((link) => !onPort(link))).toEqual([]);

  await page.goto('/us/choose-your-region');
  await expect(page.locator('main a[hreflang="zh-CN"]')).toHaveAttribute('href', `${cn}/`);

  // The main host sends /cn/... to the cn host.
  const redirect = await request.get('/cn/flagship-bumblebee', { maxRedirects: 0 });
  expect(redirect.status()).toBe(307);
  expect(redirect.headers().location).toBe(`${cn}/flagship-bumblebee`);

  // Mailed links too.
  const email = `origin-${randomUUID().slice(0, 8)}@example.com`;
  const registered = await request.post('/usapi/account/user/register/pwd', {
    data: { email, password: 'Robots4ever!x' },
  });
  expect(registered.ok()).toBe(true);
  expect((await mailTo(email)).links?.[0]).toMatch(new RegExp(`^${main}/us/login/verify\\?token=`));
});

test('image markup: one address per width, the format negotiated, with sizes and dimensions', async ({ page }) => {
  await page.goto('/us/flagship-bumblebee');
  const picture = page.locator('main picture').first();
  await expect(picture.locator('source')).toHaveCount(0);
  const img = picture.locator('img');
  await expect(img).toHaveAttribute(
    'srcset',
    /w=400&auto=format 400w, .*w=800&auto=format 800w, .*w=1200&auto=format 1200w, .*w=1600&auto=format 1600w$/,
  );
  await expect(img).toHaveAttribute('src', /w=400&auto=format$/);
  await expect(img).toHaveAttribute('sizes', '(min-width: 1069px) 800px, (min-width: 721px) 600px, 400px');
  await expect(img).toHaveAttribute('width', '1600');
  await expect(img).toHaveAttribute('height', '1200');
});

// SPEC §1/§2.4: medium from 721px (tablets get 1200 for 2x), small below, each with its 2x: what the browser
// actually loads on each kind of screen, so a change of markup that picks other files fails here.
for (const [width, scale, file] of [
  [1280, 1, 'w=800'],
  [1280, 2, 'w=1600'],
  [900, 1, 'w=800'],
  [900, 2, 'w=1200'],
  [375, 1, 'w=400'],
  [375, 2, 'w=800'],
] as const)
  test(`a ${width}px screen at ${scale}x loads the product picture's ${file}, in webp`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width, height: 800 }, deviceScaleFactor: scale });
    const page = await context.newPage();
    const types = new Map<string, string | undefined>();
    page.on('response', (response) => types.set(response.url(), response.headers()['content-type']));
    await page.goto('/us/flagship-bumblebee');
    const img = page.locator('main picture img').first();
    await expect.poll(() => img.evaluate((node: HTMLImageElement) => node.complete && node.currentSrc)).toMatch(file);
    const src = await img.evaluate((node: HTMLImageElement) => node.currentSrc);
    expect(new URL(src).search).toBe(`?${file}&auto=format`);
    // Chromium takes webp, so webp is what it got.
    await expect.poll(() => types.get(src)).toBe('image/webp');
    await context.close();
  });
