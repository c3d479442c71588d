import { isCnHost } from '@showcase/schemas/hosts';
import { getPagePaths } from '@/lib/content';
import { sitemapXml } from '@/lib/head/sitemap';

/** Per host: the cn host lists cn's pages, the main host every other region's. */
export async function GET(request: Request) {
  const xml = sitemapXml(await getPagePaths(), isCnHost(request.headers.get('host')));
  return new Response(xml, {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=300' },
  });
}
