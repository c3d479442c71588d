import { REGION_INFO } from '@showcase/schemas/regions';
import type { Metadata } from 'next';
import { AccountArea } from '@/components/account/account-area';
import { RegionPageView } from '@/components/pages/region-page';
import { getPagePaths } from '@/lib/content';
import { catalogFor } from '@/lib/i18n/catalog';
import { loadPage, regionPageMetadata } from '@/lib/region-page';

type Props = { params: Promise<{ region: string }> };

/** My Account exists where the content has an `account` page (SPEC §2.2: us). */
export async function generateStaticParams() {
  return (await getPagePaths()).flatMap((p) => (p.path === 'account' && p.region ? [{ region: p.region }] : []));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const segment = (await params).region;
  return regionPageMetadata(await loadPage(segment, 'account'), segment);
}

export default async function AccountPage({ params }: Props) {
  const segment = (await params).region;
  const found = await loadPage(segment, 'account');
  return (
    <RegionPageView found={found} segment={segment}>
      {found && <AccountArea region={found.region} text={catalogFor(REGION_INFO[found.region].locale).account} />}
    </RegionPageView>
  );
}
