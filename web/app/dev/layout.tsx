import type { ReactNode } from 'react';

export const metadata = { title: 'Development outbox', robots: { index: false, follow: false } };

/** Developer pages: their own document, outside the regions' layouts. */
export default function DevLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body style={{ fontFamily: 'system-ui, sans-serif', margin: 0, padding: 24, background: '#fff', color: '#111' }}>
        {children}
      </body>
    </html>
  );
}
