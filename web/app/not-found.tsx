'use client';

import './globals.css';
import { regionPath } from '@showcase/schemas/region-codes';
import { FallbackDocument } from '@/components/fallback-document';
import { useFallbackText } from '@/lib/i18n/use-fallback-text';

/**
 * The 404 above every region's layout. next.config.ts sends any other first segment to a region and the API and
 * media bases answer for themselves, so a visitor hardly meets it; it is here because every page's flight data
 * names this boundary: as a client component, in a few bytes rather than Next's default 404 markup, a kilobyte
 * of every page.
 */
export default function RootNotFound() {
  const { region, lang, text } = useFallbackText();
  return (
    <FallbackDocument lang={lang}>
      {text && (
        <>
          <title>{text.notFoundTitle}</title>
          <h1>{text.notFoundTitle}</h1>
          <a href={regionPath(region)}>{text.backHome}</a>
        </>
      )}
    </FallbackDocument>
  );
}
