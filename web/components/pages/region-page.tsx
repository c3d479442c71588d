import { type Region, regionPath } from '@showcase/schemas/regions';
import type { Metadata } from 'next';
import { draftMode } from 'next/headers';
import { notFound, redirect } from 'next/navigation';
import type { ReactNode } from 'react';
import { JsonLd } from '@/components/json-ld';
import { PageBody } from '@/components/pages/page-body';
import { ProductView } from '@/components/product-view';
import { getPage, getPagePaths, getRegionSettings, type PageContent } from '@/lib/content';
import { imageUrl } from '@/lib/content/image';
import { pageMetadata } from '@/lib/head/metadata';
import { organizationLd, productLd, webPageLd } from '@/lib/head/structured-data';
import { offerAt } from '@/lib/offer';
import { renderInstant } from '@/lib/preview';
import { regionOf } from '@/lib/region';
import { siteOrigin } from '@/lib/site';
import { pageOpen } from '@/lib/staged';

/**
 * Pages with a route of their own rather than the catch-all: their interactive parts (the account area, the
 * wholesale form) would otherwise join the JavaScript every content page loads.
 */
export const OWN_ROUTES = ['account', 'apply-wholesale-account'] as const;

export interface FoundPage {
  region: Region;
  path: string;
  page: PageContent;
}

export async function loadPage(segment: string, path: string): Promise<FoundPage | null> {
  const region = regionOf(segment);
  if (!region) return null;
  // Only a path the content holds reaches the per-path query, so an unknown address leaves no cache entry of
  // its own (the list is one cached query). A draft may be a page not yet published: previews skip the check.
  const known =
    (await draftMode()).isEnabled || (await getPagePaths()).some((p) => p.region === region && p.path === path);
  if (!known) return null;
  const page = await getPage(region, path);
  return page ? { region, path, page } : null;
}

export async function regionPageMetadata(found: FoundPage | null): Promise<Metadata> {
  return found ? pageMetadata(found.region, found.path, found.page) : {};
}

/** Any page of a region: a product, a redirect, or a content page with what its route puts below it. */
export async function RegionPageView({ found, children }: { found: FoundPage | null; children?: ReactNode }) {
  if (!found) notFound();
  const { region, path, page } = found;
  if (page.redirectTo) redirect(regionPath(region, page.redirectTo));
  // SPEC §2.4: before its start, or at/after its end, a page sends visitors to the region's home.
  const { now } = await renderInstant();
  if (!pageOpen(page, now)) redirect(regionPath(region));
  const settings = await getRegionSettings(region);
  const siteName = settings.siteName ?? '';
  const structured = [organizationLd(region, siteName), webPageLd(region, path, page.title ?? '', page.description)];
  if (page.product) {
    const hero = page.product.images?.[0]?.asset?._id;
    const heroUrl = hero ? imageUrl(hero, 800, 'png') : null;
    const product = {
      name: page.product.name,
      description: page.product.description,
      imageUrl: heroUrl?.startsWith('/') ? `${siteOrigin(region)}${heroUrl}` : heroUrl,
    };
    structured.push(productLd(region, path, product, offerAt(page.product, now)));
    return (
      <>
        <JsonLd items={structured} />
        <ProductView region={region} product={page.product} settings={settings} now={now} />
      </>
    );
  }
  return (
    <>
      <JsonLd items={structured} />
      <PageBody region={region} path={path} page={page}>
        {children}
      </PageBody>
    </>
  );
}
