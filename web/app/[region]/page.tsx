import { REGION_INFO } from '@showcase/schemas/regions';
import type { Metadata } from 'next';
import { TextFloat } from '@/components/client/text-float';
import { JsonLd } from '@/components/json-ld';
import { ProductGrid } from '@/components/product-grid';
import { RegionNotFound } from '@/components/region-not-found';
import { getPage, getRegionProducts, getRegionSettings } from '@/lib/content';
import { notFoundMetadata, pageMetadata } from '@/lib/head/metadata';
import { organizationLd, webPageLd } from '@/lib/head/structured-data';
import { catalogFor } from '@/lib/i18n/catalog';
import { renderInstant } from '@/lib/preview';
import { regionOf } from '@/lib/routing/region';
import { firstActive } from '@/lib/stage/active';
import styles from './home.module.css';

type Props = { params: Promise<{ region: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const segment = (await params).region;
  const region = regionOf(segment);
  const page = region ? await getPage(region, '') : null;
  if (!region || !page) return notFoundMetadata(segment);
  // SPEC §4: while a staged entry is on (the US Halloween sale), it replaces the home title and description.
  const staged = firstActive(page.stagedMeta, (await renderInstant()).now);
  return pageMetadata(region, '', {
    ...page,
    title: staged?.title ?? page.title,
    description: staged?.description ?? page.description,
  });
}

/** A region's home: its hero copy and every robot it sells, with today's price. */
export default async function HomePage({ params }: Props) {
  const segment = (await params).region;
  const region = regionOf(segment);
  if (!region) return <RegionNotFound segment={segment} />;
  const [page, products, settings] = await Promise.all([
    getPage(region, ''),
    getRegionProducts(region),
    getRegionSettings(region),
  ]);
  if (!page) return <RegionNotFound segment={segment} />;
  const { site } = catalogFor(REGION_INFO[region].locale);
  const { now } = await renderInstant();
  const offer = firstActive(page.stagedMeta, now)?.offer;
  return (
    <>
      <JsonLd
        items={[
          organizationLd(region, settings.siteName ?? ''),
          webPageLd(region, '', page.title ?? '', page.description),
        ]}
      />
      <section className={styles.hero}>
        <h1>{page.heading}</h1>
        <p>{page.intro}</p>
        {offer && (
          <p className={styles.offer} data-testid="home-offer">
            {offer}
          </p>
        )}
      </section>
      <section className={styles.products} aria-labelledby="products-heading">
        <TextFloat>
          <h2 id="products-heading">{site.products}</h2>
        </TextFloat>
        <ProductGrid region={region} products={products} settings={settings} now={now} eager={2} />
      </section>
    </>
  );
}
