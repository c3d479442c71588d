import type { OfferState, ProductState, StateLabel } from '@showcase/schemas/offer';
import { formatPercent, formatPrice, type Region } from '@showcase/schemas/regions';
import type { RegionSettings } from '@/lib/content';

/** A price block in the region's words and currency, worked out on the server at the page's instant. */
export interface PriceView {
  /** What to pay now. */
  now?: string;
  /** The list price a promotion replaces, and what the shopper saves ("Save $80 · 6% OFF"). */
  was?: string;
  saving?: string;
  label?: { kind: StateLabel; state: ProductState; text: string };
  /** In an editor's preview, the price field Presentation opens on a click (lib/preview/edit.ts). */
  edit?: string;
}

export function priceView(
  region: Region,
  offer: OfferState,
  labels: RegionSettings['labels'],
  edit?: string,
): PriceView {
  const label = offer.label && labels?.[offer.label];
  return {
    ...(offer.price !== null && { now: formatPrice(region, offer.price) }),
    ...(offer.listPrice !== null && {
      was: formatPrice(region, offer.listPrice),
      saving: `${labels?.save ?? ''} ${formatPrice(region, offer.saving)} · ${formatPercent(region, offer.percentOff)} ${labels?.off ?? ''}`,
    }),
    ...(offer.label && label && { label: { kind: offer.label, state: offer.state, text: label } }),
    ...(edit && { edit }),
  };
}

/** Which of a product's fields the price shown comes from: the promotion's while it replaces the list price. */
export const priceField = (offer: OfferState): 'activityPrice' | 'price' =>
  offer.listPrice !== null ? 'activityPrice' : 'price';
