'use client';

import type { Region } from '@showcase/schemas/region-codes';
import { usePathname } from 'next/navigation';

/**
 * The page's path within its region, from the address: /us/flagship-bumblebee is flagship-bumblebee. On the cn
 * host its pages are unprefixed (/t9), but the server may read the address Next rewrote it to (/cn/t9): a first
 * segment naming the region is dropped either way, so the server's HTML and the browser's agree.
 */
export function pathInRegion(region: Region, pathname: string): string {
  const segments = pathname.split('/').filter(Boolean);
  if (segments[0] === region) segments.shift();
  return segments.join('/');
}

/**
 * The preview bar's `path` field: where POST /api/preview/at goes back to (lib/preview/target.ts
 * `previewBarReturn` checks it). Rendered into the server's HTML like any client component, so the form posts it
 * without scripts too.
 */
export function PreviewPathField({ region }: { region: Region }) {
  return <input type="hidden" name="path" value={pathInRegion(region, usePathname() ?? '')} />;
}
