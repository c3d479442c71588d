import { hasOwnHost, isRegion } from '@showcase/schemas/regions';
import { absoluteUrl } from '../routing/origins';
import { isIndexable } from './indexable';

/**
 * The sitemap of one host: every page of its regions that search engines may index (the rule the pages' robots
 * meta follows), redirects excluded.
 */
export function sitemapXml(
  pages: { region: string | null; path: string | null; redirect: boolean | null }[],
  cnHost: boolean,
) {
  const urls = pages
    .filter(
      (page) =>
        isRegion(page.region) && hasOwnHost(page.region) === cnHost && !page.redirect && isIndexable(page.path ?? ''),
    )
    .map((page) => absoluteUrl(page.region as Parameters<typeof absoluteUrl>[0], page.path ?? ''))
    .sort();
  const escapeXml = (url: string) => url.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls
    .map((url) => `  <url><loc>${escapeXml(url)}</loc></url>`)
    .join('\n')}\n</urlset>\n`;
}
