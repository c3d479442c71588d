import { isCnHost } from '@showcase/schemas/hosts';
import { siteOrigin } from '@/lib/site';

export function GET(request: Request) {
  const origin = siteOrigin(isCnHost(request.headers.get('host')) ? 'cn' : 'us');
  const body = `User-agent: *\nAllow: /\nDisallow: /usapi/\nDisallow: /euapi/\nDisallow: /cnapi/\nDisallow: /api/\n\nSitemap: ${origin}/sitemap.xml\n`;
  return new Response(body, {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
