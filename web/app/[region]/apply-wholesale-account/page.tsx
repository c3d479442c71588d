import { REGION_INFO } from '@showcase/schemas/regions';
import type { Metadata } from 'next';
import { WholesaleForm } from '@/components/account/wholesale-form';
import { RegionPageView } from '@/components/pages/region-page';
import { getPagePaths } from '@/lib/content';
import { catalogFor } from '@/lib/i18n/catalog';
import { loadPage, regionPageMetadata } from '@/lib/region-page';
import { thirdPartyConfig } from '@/lib/third-party';

type Props = { params: Promise<{ region: string }> };

const PATH = 'apply-wholesale-account';

/** The wholesale application exists where the content has its page (SPEC §2.2: us). */
export async function generateStaticParams() {
  return (await getPagePaths()).flatMap((p) => (p.path === PATH && p.region ? [{ region: p.region }] : []));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const segment = (await params).region;
  return regionPageMetadata(await loadPage(segment, PATH), segment);
}

export default async function WholesalePage({ params }: Props) {
  const segment = (await params).region;
  const found = await loadPage(segment, PATH);
  return (
    <RegionPageView found={found} segment={segment}>
      {found && (
        <WholesaleForm
          region={found.region}
          text={catalogFor(REGION_INFO[found.region].locale).account}
          siteKey={thirdPartyConfig().recaptchaSiteKey}
        />
      )}
    </RegionPageView>
  );
}
