import type { ReactNode } from 'react';

/** The whole document of a page drawn above every region's layout (app/global-error.tsx, app/not-found.tsx). */
export function FallbackDocument({ lang, children }: { lang: string; children: ReactNode }) {
  return (
    <html lang={lang}>
      <body>
        <main id="main" style={{ maxWidth: '40rem', margin: '0 auto', padding: '6rem 1.5rem', textAlign: 'center' }}>
          {children}
        </main>
      </body>
    </html>
  );
}
