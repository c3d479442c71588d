import { cnOrigin, mainOrigin } from '@showcase/schemas/hosts';
import { type Region, regionPath } from '@showcase/schemas/regions';
import { describe, expect, it } from 'vitest';
import { isIndexable } from './indexable';
import { sitemapXml } from './sitemap';

const page = (region: string | null, path: string | null, redirect = false) => ({ region, path, redirect });

/** What `getPagePaths` answers, a slice of the seeded matrix with every kind of entry. */
const PAGES = [
  page('us', ''),
  page('us', 'login'),
  page('us', 'login/register'),
  page('us', 'login/reset'),
  page('us', 'account'),
  page('us', 'privacy-policy'),
  page('us', 'new-release', true),
  page('uk', 'flagship-megatron'),
  page('fr', 'a&b'),
  page('cn', ''),
  page('cn', 'where-to-buy/hongkong-macao'),
  page('cn', 'new-release', true),
  page('xx', 'nowhere'),
  page(null, 'orphan'),
];

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

describe('the sitemap of each host', () => {
  it('the main host lists its indexable pages, sorted, and nothing that says noindex or redirects', () => {
    const main = mainOrigin();
    expect(locs(sitemapXml(PAGES, false))).toEqual([
      `${main}/fr/a&amp;b`,
      `${main}/uk/flagship-megatron`,
      `${main}/us`,
      `${main}/us/login`,
      `${main}/us/privacy-policy`,
    ]);
  });

  it('the cn host lists cn’s pages on cn’s origin, without the region prefix', () => {
    expect(locs(sitemapXml(PAGES, true))).toEqual([`${cnOrigin()}/`, `${cnOrigin()}/where-to-buy/hongkong-macao`]);
  });

  it('lists exactly the pages the indexable rule admits, the rule the pages’ robots meta follows', () => {
    const listed = new Set([...locs(sitemapXml(PAGES, false)), ...locs(sitemapXml(PAGES, true))]);
    for (const { region, path, redirect } of PAGES) {
      if (!region || !['us', 'uk', 'fr', 'cn'].includes(region) || redirect) continue;
      const url = `${region === 'cn' ? cnOrigin() : mainOrigin()}${regionPath(region as Region, path ?? '')}`;
      expect(listed.has(url.replace('&', '&amp;')), url).toBe(isIndexable(path ?? ''));
    }
  });

  it('is a well-formed urlset', () => {
    const xml = sitemapXml([page('us', '')], false);
    expect(xml).toBe(
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n  <url><loc>${mainOrigin()}/us</loc></url>\n</urlset>\n`,
    );
  });
});
