'use client';

import type { Region } from '@showcase/schemas/regions';
import Cookies from 'js-cookie';
import { useEffect } from 'react';
import { chooserLabel } from '@/lib/region-store/label';
import { useRegionStore } from '@/lib/region-store/store';

/** SPEC §4: the region cookie lives a year, on the whole site, on the parent domain from configuration. */
const COOKIE_DOMAIN = process.env.NEXT_PUBLIC_COOKIE_DOMAIN || undefined;

/**
 * The region chooser link. Records the page's region in the store and, outside cn, in the `region`
 * cookie; shows the store's label (a US visitor from Canada reads "Canada - English").
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
  const country = useRegionStore((state) => state.country);
  const setRegion = useRegionStore((state) => state.setRegion);
  useEffect(() => {
    setRegion(region);
    if (region !== 'cn')
      Cookies.set('region', region, { expires: 365, path: '/', domain: COOKIE_DOMAIN, sameSite: 'lax' });
  }, [region, setRegion]);
  return (
    <a className={className} href={href} suppressHydrationWarning>
      {chooserLabel(region, country, label).label}
    </a>
  );
}
