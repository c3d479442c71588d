'use client';

import './globals.css';
import { isCnHost } from '@showcase/schemas/hosts';
import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import type { Catalog } from '@/lib/i18n/catalogs/en';
import { loadCatalog } from '@/lib/i18n/load-catalog';
import { regionContext } from '@/lib/region';

/**
 * Last line of defence (the region layout itself failed, e.g. the content dataset is missing). Nothing above it
 * can hand it texts, so it fetches its locale's catalog; site texts have no arguments and read as written.
 */
export default function GlobalError({ reset }: { error: Error; reset: () => void }) {
  const segment = usePathname()?.split('/')[1] ?? '';
  // On the cn host its pages carry no region prefix: the host names the region. Read once mounted (the server
  // draws this page as an empty shell).
  const [onCnHost, setOnCnHost] = useState(false);
  useEffect(() => setOnCnHost(isCnHost(window.location.host, { CN_HOST: process.env.CN_HOST })), []);
  const { info } = regionContext(onCnHost ? 'cn' : segment);
  const [text, setText] = useState<Catalog['site'] | null>(null);
  useEffect(() => {
    let live = true;
    void loadCatalog(info.locale).then(({ site }) => live && setText(site));
    return () => {
      live = false;
    };
  }, [info.locale]);
  return (
    <html lang={info.hreflang}>
      <body>
        <main id="main" style={{ maxWidth: '40rem', margin: '0 auto', padding: '6rem 1.5rem', textAlign: 'center' }}>
          {text && (
            <>
              <h1>{text.unavailableTitle}</h1>
              <p>{text.unavailableBody}</p>
              <button type="button" onClick={reset}>
                {text.retry}
              </button>
            </>
          )}
        </main>
      </body>
    </html>
  );
}
