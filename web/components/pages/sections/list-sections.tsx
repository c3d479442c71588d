import { offerAt, onSale } from '@showcase/schemas/offer';
import { REGION_INFO } from '@showcase/schemas/regions';
import type { ReactNode } from 'react';
import { getRegionProducts } from '@/lib/content';
import { catalogFor } from '@/lib/i18n/catalog';
import { ProductGrid } from '../../product-grid';
import { FaqList } from '../faq-list';
import { ManualsList } from '../manuals-list';
import { RegionList } from '../region-list';
import { RetailersList } from '../retailers-list';
import type { SectionContext, SectionOf } from './types';

/** An editor's optional heading above a list; without one the list stands as it always has. */
function Headed({ heading, children }: { heading: string | null; children: ReactNode }) {
  return (
    <>
      {heading && <h2>{heading}</h2>}
      {children}
    </>
  );
}

export function RetailersSection({
  section,
  context,
}: {
  section: SectionOf<'retailersSection'>;
  context: SectionContext;
}) {
  const { site } = catalogFor(REGION_INFO[context.region].locale);
  return (
    <Headed heading={section.heading}>
      <RetailersList region={context.region} visitLabel={site.visitWebsite} />
    </Headed>
  );
}

export function ManualsSection({
  section,
  context,
}: {
  section: SectionOf<'manualsSection'>;
  context: SectionContext;
}) {
  const { site } = catalogFor(REGION_INFO[context.region].locale);
  return (
    <Headed heading={section.heading}>
      <ManualsList region={context.region} heading={section.heading ?? site.downloads} />
    </Headed>
  );
}

export function FaqSection({ section, context }: { section: SectionOf<'faqSection'>; context: SectionContext }) {
  return (
    <Headed heading={section.heading}>
      <FaqList region={context.region} />
    </Headed>
  );
}

export function RegionChooserSection({
  section,
  context,
}: {
  section: SectionOf<'regionChooserSection'>;
  context: SectionContext;
}) {
  return (
    <Headed heading={section.heading}>
      <RegionList from={context.region} />
    </Headed>
  );
}

/** A sale page's robots: those on sale at the instant the page is shown, by the offer rule of their own pages. */
export async function SaleProductsSection({
  section,
  context,
}: {
  section: SectionOf<'saleProductsSection'>;
  context: SectionContext;
}) {
  const { region, now, settings } = context;
  const { site } = catalogFor(REGION_INFO[region].locale);
  const products = (await getRegionProducts(region)).filter((product) => onSale(offerAt(product, now)));
  return (
    <section data-testid="sale-products">
      <h2>{section.heading ?? site.onSale}</h2>
      {products.length > 0 ? (
        <ProductGrid region={region} products={products} settings={settings} now={now} />
      ) : (
        <p>{site.noneOnSale}</p>
      )}
    </section>
  );
}
