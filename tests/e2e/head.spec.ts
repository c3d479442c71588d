/** Head data of SPEC §2.4 and the image markup, read from the served HTML. */

import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { cnHost, cnOrigin, mainOrigin } from '@showcase/schemas/hosts';
import { REGION_INFO } from '@showcase/schemas/regions';
import { isActive } from '@showcase/schemas/stage';
import { byId, type Doc } from '../support/dataset';
import { mailTo } from '../support/outbox';

const port = Number(process.env.E2E_PORT ?? 3210);
/**
 * Absolute URLs come from configuration (SITE_ORIGIN, CN_ORIGIN), not from the request; where they are unset,
 * from the port the test server runs on (playwright.config.ts starts it with PORT).
 */
const serverEnv = { ...process.env, PORT: String(port) };
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
  await expect(page.locator('main a[hreflang="cn"]')).toHaveAttribute('href', `${cn}/`);

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

test('image markup: webp and png sources, medium from 721px, small below, 2x candidates, dimensions', async ({
  page,
}) => {
  await page.goto('/us/flagship-bumblebee');
  const picture = page.locator('main picture').first();
  const sources = await picture.locator('source').evaluateAll((nodes) =>
    nodes.map((n) => ({
      media: n.getAttribute('media'),
      type: n.getAttribute('type'),
      srcset: n.getAttribute('srcset') ?? '',
    })),
  );
  expect(sources.map((s) => [s.media, s.type])).toEqual([
    ['(min-width: 1069px)', 'image/webp'],
    ['(min-width: 1069px)', 'image/png'],
    ['(min-width: 721px)', 'image/webp'],
    ['(min-width: 721px)', 'image/png'],
    [null, 'image/webp'],
  ]);
  for (const source of sources) expect(source.srcset).toMatch(/w=\d+&fm=(webp|png) 1x, .*w=\d+&fm=(webp|png) 2x$/);
  expect(sources[0]?.srcset).toContain('w=800&fm=webp 1x');
  expect(sources[0]?.srcset).toContain('w=1600&fm=webp 2x');
  expect(sources[2]?.srcset).toContain('w=1200&fm=webp 2x');
  expect(sources[4]?.srcset).toContain('w=400&fm=webp 1x');
  const img = picture.locator('img');
  await expect(img).toHaveAttribute('width', '1600');
  await expect(img).toHaveAttribute('height', '1200');
  await expect(img).toHaveAttribute('srcset', /w=400&fm=png 1x, .*w=800&fm=png 2x/);
});
