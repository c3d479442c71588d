'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';

/**
 * After a client-side move, focus goes to the new page's heading, where a new document would start a screen
 * reader or the keyboard; otherwise it stays on the clicked link, now gone, and falls to <body>. Next's route
 * announcer reads the new title. The scroll is left to the router (the top, or a product's anchor).
 */
export function NavigationFocus() {
  const pathname = usePathname();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    const heading = document.querySelector<HTMLElement>('main h1');
    if (!heading) return;
    if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
  }, [pathname]);
  return null;
}
