/**
 * The route matrix of SPEC §2.1/§2.2: every page path in every region answers 200 where the page
 * exists (a redirect for new-release) and 404 elsewhere; the redirects; the cn host; sitemaps; robots.
 */

import { readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import { yearBoundaries } from '@showcase/schemas/calendar';
import { cnHost, cnOrigin } from '@showcase/schemas/hosts';
import { REGION_INFO, REGIONS, type Region, regionPath } from '@showcase/schemas/regions';
import { settingsFrom } from '@showcase/schemas/settings';
import { PAGE_REDIRECTS, PAGE_REGIONS } from '../../migrations/src/data/matrix';
import { isIndexable } from '../../web/lib/head/indexable';
import { catalogFor } from '../../web/lib/i18n/catalog';

const port = Number(process.env.E2E_PORT ?? 3210);
const origin = `http://127.0.0.1:${port}`;
const cnHeaders = { host: `${cnHost()}:${port}` };
/** An address on the cn site as the server writes it into links: CN_ORIGIN, else on the server's own port. */
const cnLink = (path: string) => `${cnOrigin(settingsFrom({ ...process.env, PORT: String(port) }))}${path}`;

test('every page × every region: 200 where SPEC §2.2 lists it, elsewhere a 404 page the server draws', async ({
  request,
}) => {
  // 264 requests; any page the cache does not hold yet is rendered on the spot.
  test.setTimeout(120_000);
  const failures: string[] = [];
  for (const [path, regions] of Object.entries(PAGE_REGIONS)) {
    for (const region of REGIONS) {
      const url = `${origin}${regionPath(region, path)}`;
      const response = await request.get(url, { maxRedirects: 0, headers: region === 'cn' ? cnHeaders : {} });
      const exists = regions.includes(region);
      const expected = !exists ? 404 : PAGE_REDIRECTS[path] ? 307 : 200;
      if (response.status() !== expected)
        failures.push(`${region} /${path}: ${response.status()} (expected ${expected})`);
      else if (expected === 404) {
        const problem = notFoundProblem(region, await response.text());
        if (problem) failures.push(`${region} /${path}: ${problem}`);
      }
    }
  }
  expect(failures).toEqual([]);
});

/**
 * What is wrong with a 404's HTML as the server sent it, read without scripts: it must be the region's not-found
 * page in its language, not the empty document Next sends for a notFound() it leaves to the browser.
 */
function notFoundProblem(region: Region, html: string): string | null {
  const { hreflang, locale } = REGION_INFO[region];
  const { notFoundTitle } = catalogFor(locale).site;
  const lang = /<html[^>]*\blang="([^"]*)"/.exec(html)?.[1];
  if (lang !== hreflang) return `the 404's <html lang> is ${lang ?? 'missing'} (expected ${hreflang})`;
  if (!html.includes(`<title>${notFoundTitle}`)) return `the 404 has no <title> ${notFoundTitle}`;
  if (!html.includes(`<h1>${notFoundTitle}</h1>`)) return `the 404's body does not say ${notFoundTitle}`;
  return null;
}

test('redirects: unknown first segment → us, new-release → mini-robot, named login routes, /cn on the main host', async ({
  request,
}) => {
  const location = async (path: string, headers: Record<string, string> = {}) => {
    const response = await request.get(`${origin}${path}`, { maxRedirects: 0, headers });
    return [response.status(), response.headers().location];
  };
  expect(await location('/flagship-bumblebee')).toEqual([307, '/us/flagship-bumblebee']);
  expect(await location('/nowhere/at/all')).toEqual([307, '/us/nowhere/at/all']);
  expect(await location('/uk/new-release')).toEqual([307, '/uk/mini-robot']);
  expect(await location('/new-release', cnHeaders)).toEqual([307, '/mini-robot']);
  expect(await location('/loginDefault')).toEqual([307, '/us/login']);
  expect(await location('/login-register')).toEqual([307, '/us/login/register']);
  expect(await location('/login-reset')).toEqual([307, '/us/login/reset']);
  expect(await location('/')).toEqual([307, '/us']);
  const [status, cn] = await location('/cn/flagship-bumblebee');
  expect(status).toBe(307);
  expect(cn).toBe(cnLink('/flagship-bumblebee'));
  expect((await request.get(`${origin}/us/nowhere`)).status()).toBe(404);
  // The regions and the app's own top-level routes are never sent to us (next.config.ts reads the app folder).
  const routes = readdirSync(path.resolve('web/app'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && /^[a-z0-9-]+$/.test(entry.name))
    .map((entry) => entry.name);
  expect(routes).toEqual(expect.arrayContaining(['api', 'media', 'ssr', 'usapi', 'euapi', 'cnapi']));
  for (const first of [...REGIONS, ...routes, '_next'])
    expect((await location(`/${first}/x`))[1] ?? '', first).not.toMatch(/^\/us\//);
});

test('the root takes a returning shopper to the region the chooser remembered, and no shared cache keeps it', async ({
  request,
}) => {
  const root = async (cookie?: string, headers: Record<string, string> = {}) => {
    const response = await request.get(`${origin}/`, {
      maxRedirects: 0,
      headers: { ...headers, ...(cookie && { cookie }) },
    });
    return [response.status(), response.headers().location, response.headers()['cache-control']];
  };
  for (const region of ['fr', 'jp', 'de', 'uk', 'us'])
    expect(await root(`region=${region}`)).toEqual([307, `/${region}`, 'private, no-store']);
  expect(await root()).toEqual([307, '/us', 'private, no-store']);
  // cn has a host of its own and never writes the cookie; anything else in it is ignored.
  for (const value of ['cn', 'xx', 'FR', '..%2Fevil', '%2F%2Fevil.example', ''])
    expect(await root(`region=${value}`), value).toEqual([307, '/us', 'private, no-store']);
  // On cn's host the root is cn's home, whatever the cookie says.
  const cn = await request.get(`${origin}/`, { maxRedirects: 0, headers: { ...cnHeaders, cookie: 'region=fr' } });
  expect(cn.status()).toBe(200);
});

test('sitemap.xml and robots.txt per host list exactly the indexable pages that exist there', async ({ request }) => {
  // Every listed page is fetched to read its robots meta: about a hundred requests.
  test.setTimeout(120_000);
  const main = await (await request.get(`${origin}/sitemap.xml`)).text();
  const cn = await (await request.get(`${origin}/sitemap.xml`, { headers: cnHeaders })).text();
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1] ?? '');
  // The one rule the pages' robots meta follows decides what is listed (web/lib/head/indexable.ts).
  const pagesIn = (wanted: (region: string) => boolean) =>
    Object.entries(PAGE_REGIONS).reduce(
      (sum, [path, regions]) => sum + (PAGE_REDIRECTS[path] || !isIndexable(path) ? 0 : regions.filter(wanted).length),
      0,
    );
  expect(locs(main).length).toBe(pagesIn((r) => r !== 'cn'));
  expect(locs(cn).length).toBe(pagesIn((r) => r === 'cn'));
  expect(main).toContain('/fr/flagship-megatron</loc>');
  expect(main).toContain('/us/login</loc>');
  for (const unlisted of ['new-release', '/us/account<', '/us/login/register<', '/us/login/reset<'])
    expect(main).not.toContain(unlisted);
  expect(cn).toContain('/where-to-buy/hongkong-macao</loc>');

  // And what is listed says so itself: a 200 page without noindex, read from the HTML a crawler gets.
  const listed = [
    ...locs(main).map((loc) => ({ loc, headers: {} })),
    ...locs(cn).map((loc) => ({ loc, headers: cnHeaders })),
  ];
  const refused: string[] = [];
  const check = async ({ loc, headers }: (typeof listed)[number]) => {
    const response = await request.get(`${origin}${new URL(loc).pathname}`, { maxRedirects: 0, headers });
    const html = await response.text();
    const robots = [...html.matchAll(/<meta\b[^>]*\bname="robots"[^>]*>/g)].map((m) => m[0]).join(' ');
    if (response.status() !== 200 || /noindex/.test(robots)) refused.push(`${loc}: ${response.status()} ${robots}`);
  };
  for (let start = 0; start < listed.length; start += 8) await Promise.all(listed.slice(start, start + 8).map(check));
  expect(refused).toEqual([]);

  const robots = await (await request.get(`${origin}/robots.txt`, { headers: cnHeaders })).text();
  expect(robots.match(/^Sitemap: (\S+)$/m)?.[1]).toBe(cnLink('/sitemap.xml'));
});

test('the revalidation webhook takes only signed calls', async ({ request }) => {
  const body = JSON.stringify({ _type: 'product', region: 'fr' });
  const unsigned = await request.post(`${origin}/api/revalidate`, {
    data: body,
    headers: { 'content-type': 'application/json' },
  });
  expect(unsigned.status()).toBe(401);
  expect(await unsigned.json()).toMatchObject({ code: 4003, data: null });
  const secret = process.env.SANITY_REVALIDATE_SECRET ?? 'e2e-revalidate-secret';
  const signature = await encodeSignatureHeader(body, Date.now(), secret);
  const signed = await request.post(`${origin}/api/revalidate`, {
    data: body,
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER_NAME]: signature },
  });
  expect(await signed.json()).toEqual({
    code: 2000,
    msg: 'success',
    // The publish's revision, the content's twelve instants and every region's New Year (the footer's year).
    data: { revision: expect.any(Number), boundaries: 12 + yearBoundaries().length },
  });
});
