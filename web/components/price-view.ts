import type { OfferState, ProductState, StateLabel } from '@showcase/schemas/offer';
import { formatPrice, type Region } from '@showcase/schemas/regions';
import type { RegionSettings } from '@/lib/content';

/** A price block in the region's words and currency, worked out on the server at the page's instant. */
export interface PriceView {
  /** What to pay now. */
  now?: string;
  /** The list price a promotion replaces, and what the shopper saves ("Save $80 · 6% OFF"). */
  was?: string;
  saving?: string;
  label?: { kind: StateLabel; state: ProductState; text: string };
}

export function priceView(region: Region, offer: OfferState, labels: RegionSettings['labels']): PriceView {
  const label = offer.label && labels?.[offer.label];
  return {
    ...(offer.price !== null && { now: formatPrice(region, offer.price) }),
    ...(offer.listPrice !== null && {
      was: formatPrice(region, offer.listPrice),
      saving: `${labels?.save ?? ''} ${formatPrice(region, offer.saving)} · ${offer.percentOff}% ${labels?.off ?? ''}`,
    }),
    ...(offer.label && label && { label: { kind: offer.label, state: offer.state, text: label } }),
  };
}
