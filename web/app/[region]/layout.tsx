import '../globals.css';
import { studioOrigin } from '@showcase/schemas/hosts';
import { REGIONS, regionPath } from '@showcase/schemas/regions';
import type { ReactNode } from 'react';
import { PromoBanners } from '@/components/banners/promo-banners';
import { ChunkRecoveryScript } from '@/components/client/chunk-recovery-script';
import { ClientBehaviours } from '@/components/client-behaviours';
import { PreviewBar } from '@/components/preview/preview-bar';
import { PreviewEditing } from '@/components/preview/visual-editing';
import { RefreshAtBoundary } from '@/components/refresh-at-boundary';
import { SiteFooter } from '@/components/site-footer';
import { SiteHeader } from '@/components/site-header';
import { StatusPageProvider } from '@/components/status-page';
import { Toaster } from '@/components/toaster';
import { getBanners, getNavigation, getPrivacy, getRegionSettings } from '@/lib/content';
import { statusText } from '@/lib/i18n/client-text';
import { renderInstant } from '@/lib/preview';
import { privacyLink } from '@/lib/routing/privacy-link';
import { regionContext } from '@/lib/routing/region';
import { nextBoundaryAfter } from '@/lib/stage/boundaries';
import { thirdPartyConfig } from '@/lib/third-party';

// Every page of a region: Next takes the lowest revalidate of a route's segments, so this one export covers
// them all (the stage-keyed cache, not this period, is what flips a page at its instant).
export const revalidate = 300;

export function generateStaticParams() {
  return REGIONS.map((region) => ({ region }));
}

/** The root layout of every region: document language, header and footer from the region's content. */
export default async function RegionLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ region: string }>;
}) {
  const { region, info } = regionContext((await params).region);
  const [settings, navigation, banners, privacyPlaces] = await Promise.all([
    getRegionSettings(region),
    getNavigation(region),
    getBanners(region),
    getPrivacy(),
  ]);
  const privacy = privacyLink(region, privacyPlaces);
  const { now, preview, chosen } = await renderInstant();
  const thirdParty = thirdPartyConfig();
  return (
    <html lang={info.hreflang}>
      <head>
        {/* Inline in the head: it must run even when the page's own scripts are gone (lib/ui/chunk-recovery). */}
        <ChunkRecoveryScript />
      </head>
      <body>
        {preview && <PreviewBar region={region} chosen={chosen ?? now} now={now} />}
        {preview && studioOrigin() && <PreviewEditing />}
        <PromoBanners region={region} banners={banners} labels={settings.labels} now={now} />
        <SiteHeader region={region} settings={settings} navigation={navigation} now={now} />
        <main id="main">
          <StatusPageProvider text={statusText(info.locale)} home={regionPath(region)}>
            {children}
          </StatusPageProvider>
        </main>
        <SiteFooter region={region} settings={settings} navigation={navigation} now={now} privacy={privacy} />
        {/* In a preview too: its clock runs on from the editor's instant (GET /ssr/timestamp answers it). */}
        <RefreshAtBoundary at={nextBoundaryAfter(now)} serverNow={now.getTime()} />
        <Toaster />
        <ClientBehaviours
          region={region}
          config={thirdParty}
          popup={
            region === 'us'
              ? {
                  region,
                  privacyHref: privacy ?? undefined,
                  termsHref: regionPath(region, 'terms-use'),
                  siteKey: thirdParty.recaptchaSiteKey,
                }
              : null
          }
        />
      </body>
    </html>
  );
}
