'use client';

import type { Region } from '@showcase/schemas/regions';
import { usePathname, useSearchParams } from 'next/navigation';
import { Suspense, useEffect, useRef } from 'react';
import { dataLayerOf, userIdKey, virtualPageView } from '@/lib/analytics';

/** How long a navigation waits for its page's title before reporting whatever title there is. */
const TITLE_WAIT_MS = 1000;

function readStoredUserId(region: Region): string | null {
  try {
    return window.localStorage.getItem(userIdKey(region));
  } catch {
    // Storage can be disabled (privacy settings); the visitor then counts as not logged in.
    return null;
  }
}

function Reporter({ region }: { region: Region }) {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const lastTitle = useRef<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname and search are the trigger (one view per navigation); the values sent are read from the window
  useEffect(() => {
    const { pathname: path, search: query, href } = window.location;
    const previousTitle = lastTitle.current;
    let sent = false;
    let waiting = false;
    let start: ReturnType<typeof setTimeout> | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let observer: MutationObserver | undefined;

    const stop = () => {
      clearTimeout(start);
      clearTimeout(timer);
      observer?.disconnect();
    };
    const send = () => {
      if (sent) return;
      sent = true;
      stop();
      lastTitle.current = document.title;
      dataLayerOf(window).push(
        virtualPageView({
          path: `${path}${query}`,
          title: document.title,
          location: href,
          storedUserId: readStoredUserId(region),
        }),
      );
    };

    // The path changes when the navigation commits; the new page's <title> can land a little later
    // (metadata may stream after the page), so wait until the title is not the previous page's. A timer,
    // not an animation frame: a tab opened in the background gets no frames but still counts its view.
    start = setTimeout(() => {
      // Between two pages the title can be briefly empty: that is neither page's.
      const arrived = () => document.title !== '' && document.title !== previousTitle;
      if (previousTitle === null || arrived()) return send();
      waiting = true;
      observer = new MutationObserver(() => {
        if (arrived()) send();
      });
      observer.observe(document.head, { childList: true, subtree: true, characterData: true });
      // Two pages may share a title: report it anyway.
      timer = setTimeout(send, TITLE_WAIT_MS);
    }, 0);

    return () => {
      // A next navigation while waiting for the title still counts this page; before the first timer (a
      // remount, or React's development double effect) nothing is sent, so nothing is counted twice.
      if (waiting) send();
      stop();
    };
  }, [pathname, search, region]);

  return null;
}

/**
 * Pushes SPEC §2.4's virtual page view to `window.dataLayer` on the first render and on every client
 * navigation (path or query). Renders nothing.
 */
export function PageView({ region }: { region: Region }) {
  // useSearchParams makes a static page render this part on the client only; the boundary keeps the
  // rest of the page static.
  return (
    <Suspense fallback={null}>
      <Reporter region={region} />
    </Suspense>
  );
}
