import type { Region } from '@showcase/schemas/regions';
import type { ReactNode } from 'react';
import type { PageContent, RegionSettings } from '@/lib/content';
import { PortableBody } from '../portable-body';
import styles from './page-body.module.css';
import { PageSections } from './sections/page-sections';

/**
 * A content page: heading, introduction, Portable Text body, legal text, then what its route puts below them
 * (My Account, the wholesale form) and the sections its document lists.
 */
export function PageBody({
  region,
  page,
  settings,
  now,
  children,
}: {
  region: Region;
  page: Pick<PageContent, 'heading' | 'title' | 'intro' | 'body' | 'legal' | 'anchor' | 'sections'>;
  settings: RegionSettings;
  now: Date;
  children?: ReactNode;
}) {
  return (
    <article className={styles.page} id={page.anchor ?? undefined}>
      <h1>{page.heading ?? page.legal?.title ?? page.title}</h1>
      {page.intro && <p className={styles.intro}>{page.intro}</p>}
      <PortableBody region={region} value={page.body} />
      {page.legal && <PortableBody region={region} value={page.legal.body} />}
      {children}
      <PageSections sections={page.sections} context={{ region, now, settings }} />
    </article>
  );
}

/**
 * A product page's sections, below the product (whose hero and text take the place of the page's own): the same
 * components as on any page, in the width of the product's text.
 */
export function ProductPageSections({
  region,
  sections,
  settings,
  now,
}: {
  region: Region;
  sections: PageContent['sections'];
  settings: RegionSettings;
  now: Date;
}) {
  if (!sections?.length) return null;
  return (
    <div className={styles.sections}>
      <PageSections sections={sections} context={{ region, now, settings }} />
    </div>
  );
}
