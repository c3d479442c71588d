import type { Metadata } from 'next';
import { RegionPageView } from '@/components/pages/region-page';
import { getPagePaths } from '@/lib/content';
import { loadPage, OWN_ROUTES, regionPageMetadata } from '@/lib/region-page';

type Props = { params: Promise<{ region: string; path: string[] }> };

/** Prerender every page the content holds; pages published later render on first request. */
export async function generateStaticParams() {
  const pages = await getPagePaths();
  return pages.flatMap((page) =>
    page.region && page.path && !(OWN_ROUTES as readonly string[]).includes(page.path)
      ? [{ region: page.region, path: page.path.split('/') }]
      : [],
  );
}

async function load(params: Props['params']) {
  const { region, path } = await params;
  return loadPage(region, path.map(decodeURIComponent).join('/'));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return regionPageMetadata(await load(params), (await params).region);
}

/** Any page of a region: a product, a redirect, or a content page with its region's lists and forms. */
export default async function RegionPage({ params }: Props) {
  return <RegionPageView found={await load(params)} segment={(await params).region} />;
}
