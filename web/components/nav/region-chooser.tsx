'use client';

import { hasOwnHost, type Region } from '@showcase/schemas/regions';
import Cookies from 'js-cookie';
import { useEffect } from 'react';
import { useRegionStore } from '@/lib/region-store/store';
import { COOKIE_DOMAIN, REGION_COOKIE } from '@/lib/routing/public-settings';
import { RegionLabel } from './region-label';
import { SiteLink } from './site-link';

/**
 * The header's region chooser link, followed by the client router as the footer's is. Records the page's region
 * in the store and, outside cn, in the `region` cookie; shows the region's label for the visitor's country
 * (`RegionLabel`).
 */
export function RegionChooser({
  region,
  label,
  href,
  className,
}: {
  region: Region;
  label: string;
  href: string;
  className?: string;
}) {
  const setRegion = useRegionStore((state) => state.setRegion);
  useEffect(() => {
    setRegion(region);
    if (!hasOwnHost(region))
      Cookies.set(REGION_COOKIE, region, { expires: 365, path: '/', domain: COOKIE_DOMAIN, sameSite: 'lax' });
  }, [region, setRegion]);
  return (
    <SiteLink className={className} href={href}>
      <RegionLabel region={region} label={label} />
    </SiteLink>
  );
}
