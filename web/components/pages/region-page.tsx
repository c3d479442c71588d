import { offerAt } from '@showcase/schemas/offer';
import { regionPath } from '@showcase/schemas/regions';
import { redirect } from 'next/navigation';
import type { ReactNode } from 'react';
import { JsonLd } from '@/components/json-ld';
import { PageBody, ProductPageSections } from '@/components/pages/page-body';
import { ProductView } from '@/components/product-view';
import { RegionNotFound } from '@/components/region-not-found';
import { getRegionSettings } from '@/lib/content';
import { imageUrl } from '@/lib/content/image';
import { organizationLd, productLd, webPageLd } from '@/lib/head/structured-data';
import { renderInstant } from '@/lib/preview';
import type { FoundPage } from '@/lib/region-page';
import { siteOrigin } from '@/lib/routing/origins';
import { pageOpen } from '@/lib/stage/active';

/** Any page of a region: a product, a redirect, or a content page with what its route puts below it. */
export async function RegionPageView({
  found,
  segment,
  children,
}: {
  found: FoundPage | null;
  /** The address's region segment, for the not-found page when there is no page. */
  segment: string;
  children?: ReactNode;
}) {
  if (!found) return <RegionNotFound segment={segment} />;
  const { region, path, page } = found;
  if (page.redirectTo) redirect(regionPath(region, page.redirectTo));
  // SPEC §2.4: before its start, or at/after its end, a page sends visitors to the region's home.
  const { now } = await renderInstant();
  if (!pageOpen(page, now)) redirect(regionPath(region));
  const settings = await getRegionSettings(region);
  const siteName = settings.siteName ?? '';
  const structured = [organizationLd(region, siteName), webPageLd(region, path, page.title ?? '', page.description)];
  if (page.product) {
    const hero = page.product.images?.[0];
    const heroUrl = hero?.asset?._id ? imageUrl(hero.asset._id, 800, 'png', hero.crop) : null;
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
        <ProductPageSections region={region} sections={page.sections} settings={settings} now={now} />
      </>
    );
  }
  return (
    <>
      <JsonLd items={structured} />
      <PageBody region={region} page={page} settings={settings} now={now}>
        {children}
      </PageBody>
    </>
  );
}
