'use client';

import './globals.css';
import { usePathname } from 'next/navigation';
import { regionContext } from '@/lib/region';

/** Last line of defence (the region layout itself failed, e.g. the content dataset is missing). */
export default function GlobalError({ reset }: { error: Error; reset: () => void }) {
  const { info, messages } = regionContext(usePathname()?.split('/')[1] ?? '');
  return (
    <html lang={info.hreflang}>
      <body>
        <main id="main" style={{ maxWidth: '40rem', margin: '0 auto', padding: '6rem 1.5rem', textAlign: 'center' }}>
          <h1>{messages.unavailableTitle}</h1>
          <p>{messages.unavailableBody}</p>
          <button type="button" onClick={reset}>
            {messages.retry}
          </button>
        </main>
      </body>
    </html>
  );
}
