'use client';

import type { Region } from '@showcase/schemas/regions';
import { usePathname } from 'next/navigation';
import { type ComponentType, useEffect, useState } from 'react';
import type { AccountUiText } from '@/lib/i18n/account-ui';
import { sessionStore } from '@/lib/session/store';

/** Remembered once the visitor closes the popup or joins: it never comes back. */
export const POPUP_DISMISSED_KEY = 'us:newUserPopup';
/** A first visit gets the offer after a moment on the page, not before the page is seen. */
const OPEN_AFTER_MS = 1500;

export interface PopupProps {
  region: Region;
  text: AccountUiText;
  privacyHref: string;
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
    const timer = setTimeout(() => {
      void import('./new-user-popup').then(({ NewUserPopup }) => live && setPopup(() => NewUserPopup));
    }, OPEN_AFTER_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [onAccountScreens, props.region]);
  return Popup ? <Popup {...props} /> : null;
}
