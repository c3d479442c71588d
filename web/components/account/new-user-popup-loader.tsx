'use client';

import type { Region } from '@showcase/schemas/regions';
import { usePathname } from 'next/navigation';
import { type ComponentType, useEffect, useState } from 'react';
import type { PopupText } from '@/lib/i18n/client-text';
import { sessionStore } from '@/lib/session/store';

/** Remembered once the visitor closes the popup or joins: it never comes back. */
export const POPUP_DISMISSED_KEY = 'us:newUserPopup';
/**
 * A first visit gets the offer once the visitor is using the page (a wheel or touch, a tap, a key), or after
 * a while without: never while the page is still loading, so its code never competes with the page's own.
 * Not on 'scroll': the page scrolls itself (an anchor, restoration), which is not the visitor's doing.
 */
const OPEN_AFTER_INTERACTION_MS = 1000;
const OPEN_AFTER_MS = 20_000;
const INTERACTIONS = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

export interface PopupProps {
  region: Region;
  text: PopupText;
  /** The privacy policy (lib/privacy-link.ts); its words stay, unlinked, where the content has none. */
  privacyHref: string | undefined;
  termsHref: string;
  siteKey: string | null;
}

/**
 * Decides whether the US new-user popup is due (first visit, not logged in, not on the account screens) and
 * only then loads it: its forms, zod and the API client stay out of every page's first load.
 */
export function NewUserPopupLoader(props: PopupProps) {
  const pathname = usePathname();
  const [Popup, setPopup] = useState<ComponentType<PopupProps> | null>(null);
  const onAccountScreens = /\/(login|account)(\/|$)/.test(pathname);
  useEffect(() => {
    if (onAccountScreens || localStorage.getItem(POPUP_DISMISSED_KEY) || sessionStore(props.region).getState().userId)
      return;
    let live = true;
    let timer = setTimeout(open, OPEN_AFTER_MS);
    function open() {
      stopListening();
      void import('./new-user-popup').then(({ NewUserPopup }) => live && setPopup(() => NewUserPopup));
    }
    function interacted() {
      stopListening();
      clearTimeout(timer);
      timer = setTimeout(open, OPEN_AFTER_INTERACTION_MS);
    }
    function stopListening() {
      for (const type of INTERACTIONS) window.removeEventListener(type, interacted);
    }
    for (const type of INTERACTIONS) window.addEventListener(type, interacted, { passive: true, once: true });
    return () => {
      live = false;
      clearTimeout(timer);
      stopListening();
    };
  }, [onAccountScreens, props.region]);
  return Popup ? <Popup {...props} /> : null;
}
