/**
 * Over HTTP: in every region the header's and the footer's store links are the Buy links
 * of products that can be bought now (one store address per product, from the product's own content), and the
 * menus list no product that cannot be bought there (cn's AI Base; Grimlock and K1 Pro in eu, fr and de).
 * One request per region; the home page carries both menus: the footer's links as HTML, the header's submenus as
 * the flight data they are drawn from when opened (a closed submenu has no links in the HTML).
 */
import { expect, test } from '@playwright/test';
import { cnHost } from '@showcase/schemas/hosts';
import { type OfferInput, offerAt } from '@showcase/schemas/offer';
import { REGIONS, type Region } from '@showcase/schemas/regions';
import { flightData } from '../../web/framework/rendered-html';
import { byId, type Doc, dataset } from '../support/dataset';

const port = Number(process.env.E2E_PORT ?? 3210);
const origin = `http://127.0.0.1:${port}`;
const cnHeaders = { host: `${cnHost()}:${port}` };

const decode = (text: string) =>
  text
    .replace(/<[^>]*>/g, '')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .trim();

/**
 * Every link in the footer's HTML: its address and its label, the text before its badge and its new-tab arrow
 * and hint (each a span of its own).
 */
function footerLinks(html: string): { href: string; label: string }[] {
  const footer = html.match(/<footer\b[\s\S]*?<\/footer>/)?.[0] ?? '';
  return [...footer.matchAll(/<a\b[^>]*?\bhref="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g)].map(([, href, inner]) => ({
    href: decode(href ?? ''),
    label: decode((inner ?? '').split(/<span\b/)[0] ?? ''),
  }));
}

/** How a menu link's field appears in the flight data (JSON). */
const field = (name: 'href' | 'label', value: string) => `"${name}":${JSON.stringify(value)}`;

/** Every absolute address of a store's product page anywhere in the page: HTML and flight data alike. */
const productPageLinks = (text: string) => [
  ...new Set(text.match(/https?:\/\/[^\s"'<>\\]+?\/products\/[^\s"'<>\\]*/g) ?? []),
];

const productsOf = (region: Region) => dataset.filter((d) => d._type === 'product' && d.region === region);

/** The Buy links the offer rule gives the region's products at `now`: only products that can be bought. */
const buyableLinks = (region: Region, now: Date) =>
  new Map(
    productsOf(region).flatMap((product) => {
      const href = offerAt(product as OfferInput, now).action?.href;
      return href ? [[href, product._id] as const] : [];
    }),
  );

interface Child {
  _key: string;
  label?: string;
  product?: { _ref?: string };
  activation?: unknown;
}
const menuChildren = (region: Region): Child[] =>
  ((byId.get(`navigation-${region}`)?.items ?? []) as { children?: Child[] }[]).flatMap((item) => item.children ?? []);

/** The menu entries naming a product (always on), each with the Buy link it must open or null if left out. */
const productEntries = (region: Region, now: Date) =>
  menuChildren(region)
    .filter((child) => child.product?._ref && !child.activation)
    .map((child) => {
      const product = byId.get(child.product?._ref ?? '') as Doc;
      return { label: child.label ?? '', href: offerAt(product as OfferInput, now).action?.href ?? null };
    });

/** A product's entry in the seeded menu, found by its product key. */
const entryLabel = (region: Region, key: string) => menuChildren(region).find((c) => c._key === `p-${key}`)?.label;

const NOT_IN_MENU: Partial<Record<Region, string[]>> = {
  cn: ['aiBase'],
  eu: ['grimlockG1Flagship', 'k1ProInterstellarScout'],
  fr: ['grimlockG1Flagship', 'k1ProInterstellarScout'],
  de: ['grimlockG1Flagship', 'k1ProInterstellarScout'],
};

for (const region of REGIONS) {
  test(`${region}: every store link in the menus is the Buy link of a product on sale now`, async ({ request }) => {
    const response = await request.get(
      region === 'cn' ? `${origin}/` : `${origin}/${region}`,
      region === 'cn' ? { headers: cnHeaders } : {},
    );
    expect(response.status()).toBe(200);
    const now = new Date();
    const html = await response.text();
    const flight = flightData(html);
    expect(flight).toContain('"entries":');
    const buyable = buyableLinks(region, now);

    // (a) and (b): no camelCase store paths, and every store link anywhere on the page can be bought now.
    const links = productPageLinks(html);
    for (const link of links) {
      expect(link, `${region}: ${link}`).not.toMatch(/\/products\/[^/?#]*[A-Z]/);
      expect(buyable.has(link), `${region}: ${link} is the Buy link of a product on sale`).toBe(true);
    }

    // Each menu entry naming a product opens that product's Buy link: in the footer's HTML, and in the header's
    // menu data (the same list, sent once in the flight data); an entry whose product cannot be bought is absent.
    const footer = footerLinks(html);
    for (const entry of productEntries(region, now)) {
      const inFooter = footer.filter((link) => link.label === entry.label);
      if (entry.href) {
        expect(
          inFooter.map((link) => link.href),
          `${region} footer: ${entry.label}`,
        ).toEqual([entry.href]);
        expect(flight, `${region} header data: ${entry.label}`).toContain(field('href', entry.href));
      } else {
        expect(inFooter, `${region} footer: ${entry.label}`).toEqual([]);
        expect(flight, `${region} header data: ${entry.label}`).not.toContain(field('label', entry.label));
      }
    }

    // (c) the products the tester found linked though they cannot be bought there: no menu entry at all.
    for (const key of NOT_IN_MENU[region] ?? []) {
      const label = entryLabel(region, key);
      expect(label, `${region} ${key} is in the seeded menu`).toBeTruthy();
      expect(
        footer.filter((link) => link.label === label),
        `${region} footer: ${label}`,
      ).toEqual([]);
      expect(flight, `${region} header data: ${label}`).not.toContain(field('label', label ?? ''));
      const product = byId.get(`product-${region}-${key}`);
      if (typeof product?.buy === 'string') expect(links, `${region}: ${key}`).not.toContain(product.buy);
    }
  });
}
