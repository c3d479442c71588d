import { REGION_INFO, type Region } from '@showcase/schemas/regions';
import type { ReactNode } from 'react';
import { getRegionProducts, type PageContent } from '@/lib/content';
import { catalogFor } from '@/lib/i18n/catalog';
import type { FormKind } from '@/lib/support/forms';
import { thirdPartyConfig } from '@/lib/third-party';
import { PortableBody } from '../portable-body';
import { SupportFormLoader } from '../support/support-form-loader';
import { FaqList } from './faq-list';
import { ManualsList } from './manuals-list';
import styles from './page-body.module.css';
import { RegionList } from './region-list';
import { RetailersList } from './retailers-list';

const SUPPORT_FORMS: Readonly<Record<string, FormKind>> = {
  'product-registration': 'registration',
  'return-manufacturer': 'rma',
};

/** The product choices of a support form: only keys and names reach the browser. */
async function formProducts(region: Region) {
  return (await getRegionProducts(region)).flatMap((p) => (p.key && p.name ? [{ key: p.key, name: p.name }] : []));
}

/** The lists and forms a page path carries below its written body (SPEC §2.2); the path names its kind. */
async function Extras({ region, path }: { region: Region; path: string }) {
  const { site, support } = catalogFor(REGION_INFO[region].locale);
  const formKind = SUPPORT_FORMS[path];
  if (formKind) {
    return (
      <SupportFormLoader
        kind={formKind}
        region={region}
        text={support}
        products={await formProducts(region)}
        siteKey={thirdPartyConfig().recaptchaSiteKey}
      />
    );
  }
  switch (path) {
    case 'where-to-buy':
    case 'where-to-buy/hongkong-macao':
      return <RetailersList region={region} visitLabel={site.visitWebsite} />;
    case 'manuals':
      return <ManualsList region={region} heading={site.downloads} />;
    case 'faq':
    case 'support':
      return <FaqList region={region} />;
    case 'choose-your-region':
      return <RegionList />;
    default:
      return null;
  }
}

/**
 * A content page: heading, introduction, Portable Text body, legal text, and its kind's lists; or, for pages
 * with a route of their own (My Account, the wholesale form), what that route puts below the body.
 */
export function PageBody({
  region,
  path,
  page,
  children,
}: {
  region: Region;
  path: string;
  page: Pick<PageContent, 'heading' | 'title' | 'intro' | 'body' | 'legal' | 'anchor'>;
  children?: ReactNode;
}) {
  return (
    <article className={styles.page} id={page.anchor ?? undefined}>
      <h1>{page.heading ?? page.legal?.title ?? page.title}</h1>
      {page.intro && <p className={styles.intro}>{page.intro}</p>}
      <PortableBody region={region} value={page.body} />
      {page.legal && <PortableBody region={region} value={page.legal.body} />}
      {children ?? <Extras region={region} path={path} />}
    </article>
  );
}
