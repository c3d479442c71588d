import { regionPath } from '@showcase/schemas/regions';
import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { PortableBody } from '@/components/portable-body';
import { ProductView } from '@/components/product-view';
import { serverNow } from '@/lib/clock';
import { getPage, getPagePaths, getRegionSettings } from '@/lib/content';
import { regionOf } from '@/lib/region';
import styles from './page.module.css';

export const revalidate = 300;

type Props = { params: Promise<{ region: string; path: string[] }> };

/** Prerender every page the content holds; pages published later render on first request. */
export async function generateStaticParams() {
  const pages = await getPagePaths();
  return pages
    .filter((page): page is { region: NonNullable<typeof page.region>; path: string } =>
      Boolean(page.region && page.path),
    )
    .map((page) => ({ region: page.region, path: page.path.split('/') }));
}

async function load(params: Props['params']) {
  const { region: segment, path } = await params;
  const region = regionOf(segment);
  if (!region) return null;
  const page = await getPage(region, path.map(decodeURIComponent).join('/'));
  return page ? { region, page } : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await load(params);
  if (!found) return {};
  const { page } = found;
  return { title: page.title, description: page.description, keywords: page.keywords };
}

/** Any page of a region: a product, a legal text, a redirect, or a content page. */
export default async function RegionPage({ params }: Props) {
  const found = await load(params);
  if (!found) notFound();
  const { region, page } = found;
  if (page.redirectTo) redirect(regionPath(region, page.redirectTo));
  if (page.product) {
    const settings = await getRegionSettings(region);
    return <ProductView region={region} product={page.product} settings={settings} now={serverNow()} />;
  }
  return (
    <article className={styles.page}>
      <h1>{page.heading ?? page.legal?.title ?? page.title}</h1>
      {page.intro && <p className={styles.intro}>{page.intro}</p>}
      <PortableBody value={page.body} />
      {page.legal && <PortableBody value={page.legal.body} />}
    </article>
  );
}
