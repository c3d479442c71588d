import { regionPath } from '@showcase/schemas/regions';
import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { statusText } from '@/lib/i18n/client-text';
import { regionContext } from '@/lib/routing/region';
import { NotFoundView } from './not-found-view';

async function Missing(): Promise<never> {
  notFound();
}

/**
 * What a region's page renders for an address it does not have. Next draws a notFound() thrown while a page
 * renders on the client only: the server's HTML is an empty document, with no language, no title and nothing
 * to read without scripts (vercel/next.js#62228). Thrown inside a Suspense boundary it still answers 404 and
 * marks the page noindex, and the boundary's fallback is server-rendered: the not-found view, inside the
 * region's layout. Once scripts run, the boundary throws again and the region's not-found.tsx draws the same
 * view. tests/e2e/error-pages.spec.ts holds Next to this: status, language and text with scripts off. (A
 * <title> in the fallback would be dropped by the server: the page's metadata says it: lib/head/metadata.ts `notFoundMetadata`.)
 */
export function RegionNotFound({ segment }: { segment: string }) {
  const { region, info } = regionContext(segment);
  return (
    <Suspense fallback={<NotFoundView text={statusText(info.locale)} home={regionPath(region)} />}>
      <Missing />
    </Suspense>
  );
}
