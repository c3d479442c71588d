'use client';

import {
  hostNameOf,
  hreflangOf,
  OWN_HOST_REGION,
  REGION_LOCALE,
  regionOrDefault,
} from '@showcase/schemas/region-codes';
import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { CN_HOST } from '../routing/public-settings';
import type { Catalog } from './catalogs/en';
import { loadCatalog } from './load-catalog';

/**
 * The region and site texts of a page drawn above every region's layout (the last-resort error page, the 404
 * of an address no route knows), which no Server Component can hand texts: the region from the address (on
 * the cn host, the host names it; elsewhere the first segment, else the default), its catalog fetched once
 * mounted. Site texts have no arguments and read as written. Only the registry's codes and languages are read
 * (region-codes), so these pages, whose scripts every page loads, do not carry the whole registry.
 */
export function useFallbackText() {
  const segment = usePathname()?.split('/')[1] ?? '';
  // The server draws these pages as an empty shell: the host is read once mounted.
  const [onCnHost, setOnCnHost] = useState(false);
  useEffect(() => setOnCnHost(hostNameOf(window.location.host) === CN_HOST), []);
  const region = onCnHost ? OWN_HOST_REGION : regionOrDefault(segment);
  const locale = REGION_LOCALE[region];
  const [text, setText] = useState<Catalog['site'] | null>(null);
  useEffect(() => {
    let live = true;
    void loadCatalog(locale).then(({ site }) => live && setText(site));
    return () => {
      live = false;
    };
  }, [locale]);
  return { region, lang: hreflangOf(region), text };
}
