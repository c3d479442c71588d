import '../globals.css';
import { PATH_REGIONS } from '@showcase/schemas/regions';
import type { ReactNode } from 'react';
import { PromoBanners } from '@/components/banners/promo-banners';
import { RefreshAtBoundary } from '@/components/refresh-at-boundary';
import { SiteFooter } from '@/components/site-footer';
import { SiteHeader } from '@/components/site-header';
import { nextBoundaryAfter } from '@/lib/boundaries';
import { serverNow } from '@/lib/clock';
import { getBanners, getNavigation, getRegionSettings } from '@/lib/content';
import { regionContext } from '@/lib/region';

export const revalidate = 300;

export function generateStaticParams() {
  return [...PATH_REGIONS, 'cn'].map((region) => ({ region }));
}

/** The root layout of every region: document language, header and footer from the region's content. */
export default async function RegionLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ region: string }>;
}) {
  const { region, info, messages } = regionContext((await params).region);
  const [settings, navigation, banners] = await Promise.all([
    getRegionSettings(region),
    getNavigation(region),
    getBanners(region),
  ]);
  const now = serverNow();
  return (
    <html lang={info.hreflang}>
      <body>
        <PromoBanners region={region} banners={banners} labels={settings.labels} now={now} />
        <SiteHeader region={region} settings={settings} navigation={navigation} now={now} messages={messages} />
        <main id="main">{children}</main>
        <SiteFooter region={region} settings={settings} navigation={navigation} now={now} />
        <RefreshAtBoundary at={nextBoundaryAfter(now)} serverNow={now.getTime()} />
      </body>
    </html>
  );
}
