'use client';

import './globals.css';
import { FallbackDocument } from '@/components/fallback-document';
import { useFallbackText } from '@/lib/i18n/use-fallback-text';

/**
 * Last line of defence (the region layout itself failed, e.g. the content dataset is missing). Nothing above it
 * can hand it texts, so it fetches its locale's catalog (useFallbackText).
 */
export default function GlobalError({ reset }: { error: Error; reset: () => void }) {
  const { lang, text } = useFallbackText();
  return (
    <FallbackDocument lang={lang}>
      {text && (
        <>
          <h1>{text.unavailableTitle}</h1>
          <p>{text.unavailableBody}</p>
          <button type="button" onClick={reset}>
            {text.retry}
          </button>
        </>
      )}
    </FallbackDocument>
  );
}
