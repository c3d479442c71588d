'use client';

import { NotFoundView } from '@/components/not-found-view';
import { useStatusPage } from '@/components/status-page';

/**
 * The region's not-found boundary, drawn once scripts run (and on client navigation); the server draws the
 * same view itself (components/region-not-found.tsx).
 */
export default function NotFound() {
  const { text, home } = useStatusPage();
  return <NotFoundView text={text} home={home} />;
}
