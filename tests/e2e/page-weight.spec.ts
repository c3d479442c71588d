/**
 * What a cached page weighs: the HTML with the rules its markup uses inline and the flight data React reads to
 * hydrate. The ceilings are the guide's for a slow phone, counted in brotli as the page crosses the wire (home
 * 12 KB, product 10 KB); docs/PERFORMANCE.md has today's figures.
 */
import { brotliDecompressSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { flightData, stylesheetLinks } from '../../web/framework/rendered-html';
import { en } from '../../web/lib/i18n/catalogs/en';
import { onTheWire } from '../support/wire';

const CEILINGS = { '/us': 12_000, '/us/flagship-bumblebee': 10_000 } as const;

for (const [path, ceiling] of Object.entries(CEILINGS)) {
  test(`${path}: within its byte ceiling in brotli, every picture and text sent once`, async ({ request, baseURL }) => {
    // The front cache answers a quick brotli at once and its best once made (web/cache/front-cache.ts). Until it
    // keeps the page, Next answers, uncompressed to a client that takes brotli only: a page older than its
    // revalidation period is rendered anew in the background (ISR), and the new render, a few values apart,
    // replaces the kept copy. So each answer is read beside the page as served right after it, and the poll
    // waits for a kept copy whose brotli is that page.
    let html = '';
    await expect
      .poll(
        async () => {
          const answer = await onTheWire(baseURL ?? '', path, { 'accept-encoding': 'br' });
          html = await (await request.get(path, { headers: { 'accept-encoding': 'identity' } })).text();
          const kept =
            answer.headers.get('content-encoding') === 'br' && brotliDecompressSync(answer.body).toString() === html;
          return kept ? answer.body.length : Number.POSITIVE_INFINITY;
        },
        { timeout: 20_000 },
      )
      .toBeLessThanOrEqual(ceiling);
    const flight = flightData(html);
    expect(flight.length).toBeGreaterThan(1000);
    // Pictures travel as one address each; their variants are built where they are rendered.
    expect(html).toContain('auto=format 400w');
    expect(flight).not.toContain('auto=format');
    // No account texts at all: the new-user popup fetches its own when it opens (below).
    const text = en.account;
    for (const words of [text.popup.title, text.fields.newPassword, text.login.description, text.account.saved])
      expect(flight).not.toContain(words);
    // Next's default 404 markup is not in every page: the app's own (app/not-found.tsx) is a client reference.
    expect(flight).not.toContain('This page could not be found');
    // Nor is the render's nonce: a stored page is named by hash (web/security/csp.ts).
    expect(html).not.toContain('nonce');
    // The header's and the footer's menus hold the same lists: the second is a reference to the first.
    expect(flight.split('"Apply for a Wholesale Account"').length - 1).toBe(1);
    // Footer links travel as data too: their new-tab arrows are drawn only in the HTML.
    expect(html).toContain('aria-hidden="true"');
    expect(flight).not.toContain('"children":"↗"');
    // Menu data carries only what the menus cannot work out: no empty fields, nothing its address already says.
    for (const derivable of ['"external":', '"regional":', '"tag":null', '"color":null', '"link":null'])
      expect(flight).not.toContain(derivable);
    // A submenu is drawn when opened: its links travel once, as the menu's data, not also as HTML; until its
    // script runs, its disclosure is a link to the footer's list of the same links.
    expect(html).toContain('href="#footer-menu"');
    expect(html).not.toMatch(/<ul[^>]* hidden=""/);
    // What shows nothing while the page loads waits until it has settled (components/client/later-behaviours.tsx):
    // its code is no client reference of the first load, so hydration never waits for it.
    expect(flight).toContain('LaterBehaviours');
    for (const later of ['ChatButton', 'NewUserPopupLoader', 'ThirdPartyScripts']) expect(flight).not.toContain(later);
  });
}

test("the new-user popup's texts: the region's language, only the popup's, in the API's wrapper", async ({
  request,
}) => {
  const reply = await request.get('/api/text/popup/us');
  expect(reply.status()).toBe(200);
  const { code, data } = await reply.json();
  expect(code).toBe(2000);
  expect(Object.keys(data).sort()).toEqual(['errors', 'fields', 'popup']);
  expect(data.popup.title).toBe(en.account.popup.title);
  // Compiled on the server like a page's texts: the browser only fills in the address.
  expect(data.popup.codeIntro).toEqual(['Enter the 6-digit code we sent to ', ['email'], '.']);
  const unknown = await request.get('/api/text/popup/xx');
  expect(unknown.status()).toBe(404);
  expect((await unknown.json()).code).toBe(4004);
  const posted = await request.post('/api/text/popup/us');
  expect(posted.status()).toBe(405);
  expect((await posted.json()).data).toBeNull();
});

test("a page's scripts and stylesheets arrive in the build's stored brotli, the same bytes as the files", async ({
  request,
}) => {
  const html = await (await request.get('/us/flagship-bumblebee')).text();
  const files = [...html.matchAll(/(?:src|href)="(\/_next\/static\/[^"]+\.(?:js|css))"/g)].map(([, file]) => file);
  expect(files.length).toBeGreaterThan(5);
  for (const file of new Set(files)) {
    const plain = await request.get(file as string, { headers: { 'accept-encoding': 'identity' } });
    const br = await request.get(file as string, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers()['content-encoding'], file).toBe('br');
    expect(br.headers()['x-front-cache'], file).toBe('HIT');
    expect(br.headers()['cache-control'], file).toBe('public, max-age=31536000, immutable');
    expect((await br.body()).equals(await plain.body()), file).toBe(true);
  }
});

test("a stored page's styles: the rules it uses inline, its stylesheets after its content, big scripts and its picture preloaded", async ({
  request,
}) => {
  for (const path of Object.keys(CEILINGS)) {
    const page = await request.get(path);
    const html = await page.text();
    const headEnd = html.indexOf('</head>');
    const head = html.slice(0, headEnd);
    // No stylesheet holds the first paint: the rules the markup uses are in the head (web/cache/critical-styles.ts)
    expect(head, path).not.toContain('rel="stylesheet"');
    const inline = /<style>([^<]+)<\/style>/.exec(head)?.[1] ?? '';
    expect(inline, path).toContain(':root{');
    // ... and the whole stylesheets follow the content, last in the body, where they block no paint.
    const tail = html.slice(html.lastIndexOf('</script>'));
    const stylesheets = stylesheetLinks(tail).map(({ href }) => href);
    expect(stylesheets.length, path).toBeGreaterThan(0);
    expect(tail.endsWith('</body></html>'), path).toBe(true);
    for (const href of stylesheets) expect((await request.get(href)).status(), href).toBe(200);
    // Only rules the markup uses: none of a support form's, and no hover state.
    expect(inline, path).not.toContain(':hover');
    const preloads = [...(page.headers().link ?? '').matchAll(/<([^>]+)>; rel=preload; as=(style|script|image)/g)];
    const named = (as: string) => preloads.filter(([, , kind]) => kind === as).map(([, href]) => href);
    expect(named('style'), path).toEqual([]);
    // The scripts hydration waits for longest are the biggest: React DOM and the router (cache/preload-header.ts).
    const scripts = [...head.matchAll(/<script src="([^"]+)" async=""/g)].map(([, src]) => src as string);
    const sizes = new Map<string, number>();
    for (const src of scripts) sizes.set(src, (await (await request.get(src)).body()).length);
    const biggest = [...sizes].sort((a, b) => b[1] - a[1]).map(([src]) => src);
    expect(named('script'), path).toEqual(biggest.slice(0, 2));
    // The pictures the page marks as its largest paint's, with every width, so the browser picks the one it shows.
    const priority = [...html.matchAll(/<img src="([^"]+)"[^>]*fetchPriority="high"/g)].map(([, src]) =>
      (src as string).replaceAll('&amp;', '&'),
    );
    expect(priority.length, path).toBeGreaterThan(0);
    expect(named('image'), path).toEqual(priority);
    expect(page.headers().link, path).toContain('imagesrcset="');
  }
});
