/**
 * What the US new-user popup and its loader share: the popup's props and the key that remembers it was closed.
 * Apart from both, so that the popup, which the loader imports lazily, does not import its loader back.
 */
import type { Region } from '@showcase/schemas/regions';
import type { PopupText } from '@/lib/i18n/client-text';

/** Remembered once the visitor closes the popup or joins: it never comes back. */
export const POPUP_DISMISSED_KEY = 'us:newUserPopup';

export interface PopupProps {
  region: Region;
  text: PopupText;
  /** The privacy policy (lib/routing/privacy-link.ts); its words stay, unlinked, where the content has none. */
  privacyHref: string | undefined;
  termsHref: string;
  siteKey: string | null;
}

/** What the page hands the loader: everything but the texts, which come with the popup (app/api/text/popup). */
export type PopupLoaderProps = Omit<PopupProps, 'text'>;
