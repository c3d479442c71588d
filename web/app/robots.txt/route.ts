import { isCnHost } from '@showcase/schemas/hosts';
import { API_BASES } from '@showcase/schemas/regions';
import { siteOrigin } from '@/lib/routing/origins';

export function GET(request: Request) {
  const origin = siteOrigin(isCnHost(request.headers.get('host')) ? 'cn' : 'us');
  // Every API base answers JSON, never a page.
  const disallow = [...API_BASES, '/api'].map((base) => `Disallow: ${base}/\n`).join('');
  const body = `User-agent: *\nAllow: /\n${disallow}\nSitemap: ${origin}/sitemap.xml\n`;
  return new Response(body, {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
