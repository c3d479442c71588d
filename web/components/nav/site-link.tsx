import Link from 'next/link';
import type { ComponentProps } from 'react';

/**
 * A link to a page of the current region, followed by the client router: no new document, the
 * layout stays, the page's head and page view follow (components/client/page-view.tsx). Never prefetched:
 * Next keeps a prefetched page for at least 30 s (`staleTimes.static`), long enough to show a promotion
 * after its end; a followed link always asks the server, which answers for the current stage.
 */
export function SiteLink(props: Omit<ComponentProps<typeof Link>, 'prefetch'> & { href: string }) {
  return <Link prefetch={false} {...props} />;
}
