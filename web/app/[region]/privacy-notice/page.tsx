import { REGIONS, type Region, regionPath } from '@showcase/schemas/regions';
import type { Metadata } from 'next';
import { stegaClean } from 'next-sanity';
import { JsonLd } from '@/components/json-ld';
import { PageBody } from '@/components/pages/page-body';
import { RegionNotFound } from '@/components/region-not-found';
import { getLegalText, getPrivacy, getRegionSettings } from '@/lib/content';
import { headMetadata, notFoundMetadata } from '@/lib/head/metadata';
import { organizationLd, webPageLd } from '@/lib/head/structured-data';
import { renderInstant } from '@/lib/preview';
import { PRIVACY_NOTICE_PATH, privacyLink } from '@/lib/routing/privacy-link';
import { regionOf } from '@/lib/routing/region';

type Props = { params: Promise<{ region: string }> };

/** The regions whose consent boxes link here: those with a privacy text and no page showing it. */
async function noticeRegions(): Promise<Region[]> {
  const places = await getPrivacy();
  return REGIONS.filter((region) => privacyLink(region, places) === regionPath(region, PRIVACY_NOTICE_PATH));
}

async function load(params: Props['params']) {
  const region = regionOf((await params).region);
  if (!region || !(await noticeRegions()).includes(region)) return null;
  const text = await getLegalText(region, 'privacy');
  return text ? { region, text } : null;
}

export async function generateStaticParams() {
  return (await noticeRegions()).map((region) => ({ region }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await load(params);
  if (!found) return notFoundMetadata((await params).region);
  const { region, text } = found;
  const head = { title: stegaClean(text.title), description: stegaClean(text.description), keywords: null };
  return headMetadata(region, PRIVACY_NOTICE_PATH, head, await noticeRegions());
}

/**
 * A region's privacy text, in its language, where the content has no page showing it (SPEC §2.2 gives
 * privacy-policy to us alone): what the region's consent boxes link (lib/routing/privacy-link.ts).
 */
export default async function PrivacyNoticePage({ params }: Props) {
  const found = await load(params);
  if (!found) return <RegionNotFound segment={(await params).region} />;
  const { region, text } = found;
  const [{ now }, settings] = await Promise.all([renderInstant(), getRegionSettings(region)]);
  const title = text.title ?? '';
  const page = { heading: null, title, intro: null, body: null, legal: text, anchor: null, sections: null };
  return (
    <>
      <JsonLd
        items={[
          organizationLd(region, settings.siteName ?? ''),
          webPageLd(region, PRIVACY_NOTICE_PATH, title, text.description),
        ]}
      />
      <PageBody region={region} page={page} settings={settings} now={now} />
    </>
  );
}
