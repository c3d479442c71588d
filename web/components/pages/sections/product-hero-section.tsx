import { regionPath } from '@showcase/schemas/regions';
import { SiteLink } from '../../nav/site-link';
import { ProductHero } from '../../product-hero';
import heroStyles from '../../product-view.module.css';
import type { SectionContext, SectionOf } from './types';

/**
 * A product on a content page, priced for the page's instant, with a link to its own page when it has one. A
 * product of another region (Studio refuses it; a dataset may still hold one) is not shown: its price and Buy link
 * would be another store's.
 */
export function ProductHeroSection({
  section,
  context,
}: {
  section: SectionOf<'productHeroSection'>;
  context: SectionContext;
}) {
  const { product } = section;
  if (!product || product.region !== context.region) return null;
  const more = context.settings.labels?.learnMore;
  return (
    <ProductHero region={context.region} product={product} settings={context.settings} now={context.now} level={2}>
      {product.hasPage && product.path && more && (
        <SiteLink className={heroStyles.more} href={regionPath(context.region, product.path)}>
          {more}
          <span className="visually-hidden">: {product.name}</span>
        </SiteLink>
      )}
    </ProductHero>
  );
}
