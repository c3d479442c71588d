/**
 * The parts of a catalog that travel to client components on every page (the US popup, the status pages), cut
 * to what those components read: whatever they are handed is in each page's flight data.
 */
import type { Locale } from '@showcase/schemas/regions';
import { type AccountText, catalogFor, type SiteText } from './catalog';

/** What the shared form parts and field rules read. */
export type FormText = Pick<AccountText, 'fields' | 'errors'>;

/** What the US newsletter popup reads: sent with every US page, so no more than it needs. */
export type PopupText = FormText & Pick<AccountText, 'popup'>;

export function popupText(locale: Locale): PopupText {
  const { fields, errors, popup } = catalogFor(locale).account;
  return { fields, errors, popup };
}

/** What the region's error and not-found pages read: boundaries get no props, so the layout hands it down. */
export type StatusText = Pick<
  SiteText,
  'notFoundTitle' | 'notFoundBody' | 'backHome' | 'unavailableTitle' | 'unavailableBody' | 'retry'
>;

export function statusText(locale: Locale): StatusText {
  const { notFoundTitle, notFoundBody, backHome, unavailableTitle, unavailableBody, retry } = catalogFor(locale).site;
  return { notFoundTitle, notFoundBody, backHome, unavailableTitle, unavailableBody, retry };
}
