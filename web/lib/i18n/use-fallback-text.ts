'use client';

import { isCnHost } from '@showcase/schemas/hosts';
import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { regionContext } from '@/lib/region';
import type { Catalog } from './catalogs/en';
import { loadCatalog } from './load-catalog';

/**
 * The region and site texts of a page drawn above every region's layout (the last-resort error page, the 404
 * of an address no route knows), which no Server Component can hand texts: the region from the address (on
 * the cn host, the host names it; elsewhere the first segment, else the default), its catalog fetched once
 * mounted. Site texts have no arguments and read as written.
 */
export function useFallbackText() {
  const segment = usePathname()?.split('/')[1] ?? '';
  // The server draws these pages as an empty shell: the host is read once mounted.
  const [onCnHost, setOnCnHost] = useState(false);
  useEffect(() => setOnCnHost(isCnHost(window.location.host, { CN_HOST: process.env.CN_HOST })), []);
  const context = regionContext(onCnHost ? 'cn' : segment);
  const [text, setText] = useState<Catalog['site'] | null>(null);
  useEffect(() => {
    let live = true;
    void loadCatalog(context.info.locale).then(({ site }) => live && setText(site));
    return () => {
      live = false;
    };
  }, [context.info.locale]);
  return { ...context, text };
}
