'use client';

import { CODES } from '@showcase/schemas/api-codes';
import type { Region } from '@showcase/schemas/regions';
import { usePathname } from 'next/navigation';
import { type ComponentType, useEffect, useState } from 'react';
import type { ApiReply } from '@/lib/api/wrapper';
import type { PopupText } from '@/lib/i18n/client-text';
import { sessionStore } from '@/lib/session/store';
import { POPUP_DISMISSED_KEY, type PopupLoaderProps, type PopupProps } from './new-user-popup-props';

/**
 * A first visit gets the offer once the visitor is using the page (a wheel or touch, a tap, a key), or after
 * a while without: never while the page is still loading, so its code never competes with the page's own.
 * Not on 'scroll': the page scrolls itself (an anchor, restoration), which is not the visitor's doing.
 */
const OPEN_AFTER_INTERACTION_MS = 1000;
const OPEN_AFTER_MS = 20_000;
const INTERACTIONS = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

/** The popup's texts, or null when they cannot be had now (the popup then stays closed: it is only an offer). */
async function fetchText(region: Region): Promise<PopupText | null> {
  try {
    const reply = (await (await fetch(`/api/text/popup/${region}`)).json()) as ApiReply<PopupText>;
    return reply.code === CODES.success ? reply.data : null;
  } catch {
    return null;
  }
}

/**
 * Decides whether the US new-user popup is due (first visit, not logged in, not on the account screens) and
 * only then loads it and its texts: its forms, zod, the API client and its words stay out of every page.
 */
export function NewUserPopupLoader(props: PopupLoaderProps) {
  const pathname = usePathname();
  const [popup, setPopup] = useState<{ Popup: ComponentType<PopupProps>; text: PopupText } | null>(null);
  const onAccountScreens = /\/(login|account)(\/|$)/.test(pathname);
  useEffect(() => {
    if (onAccountScreens || localStorage.getItem(POPUP_DISMISSED_KEY) || sessionStore(props.region).getState().userId)
      return;
    let live = true;
    let timer = setTimeout(open, OPEN_AFTER_MS);
    function open() {
      stopListening();
      void Promise.all([import('./new-user-popup'), fetchText(props.region)]).then(
        ([{ NewUserPopup }, text]) => live && text && setPopup({ Popup: NewUserPopup, text }),
      );
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
  return popup ? <popup.Popup {...props} text={popup.text} /> : null;
}
