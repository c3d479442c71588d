/**
 * The one rule for what a shopper sees of a product at an instant: its state, the price to pay, the list price a
 * promotion replaces, the label beside the price, and the live link to the store with what its button says.
 * The home card, the product page, a product shown on another page, the JSON-LD and the content checks all ask
 * this function, so a product cannot read "Unlocking Soon" in one place and offer "Buy Now" in another.
 * Time is decided by the stage evaluator.
 */
import { type Activation, isActive } from './stage';

export interface OfferInput {
  price?: number | null;
  activityPrice?: number | null;
  activityTime?: Activation | null;
  isPreSale?: boolean | null;
  stock?: number | null;
  buy?: string | null;
  unlockingSoon?: boolean | null;
}

/**
 * The states in the order they win: a product not on sale yet is "unlocking soon" whatever else it says, one out
 * of stock is sold out even if it is a pre-sale, and a pre-sale reads Pre-order even while its promotion runs.
 */
export const PRODUCT_STATES = ['unlockingSoon', 'soldOut', 'preOrder', 'promotion', 'plain'] as const;
export type ProductState = (typeof PRODUCT_STATES)[number];

/** Keys of the region's `labels` (regionSettings), spelt as the content spells them. */
export type StateLabel = 'unlcokSoon' | 'soldOut' | 'preOrder';
export type ActionLabel = 'buy' | 'preOrder';

export interface OfferState {
  state: ProductState;
  /** What the shopper pays now; null when no price is shown (not on sale yet, or none set, as kr's). */
  price: number | null;
  /** The list price, struck through, while a promotion replaces it. */
  listPrice: number | null;
  saving: number;
  percentOff: number;
  /** The label beside the price. */
  label: StateLabel | null;
  /** The live link to the region's store and its button's label; null whenever the product cannot be bought now. */
  action: { href: string; label: ActionLabel } | null;
}

export function offerAt(product: OfferInput, now: Date): OfferState {
  const listed = product.price ?? null;
  const promoted =
    listed !== null &&
    product.activityPrice !== undefined &&
    product.activityPrice !== null &&
    product.activityPrice < listed &&
    isActive(product.activityTime, now);
  const price = promoted ? (product.activityPrice as number) : listed;
  const saving = promoted && listed !== null && price !== null ? listed - price : 0;
  const priced = {
    price,
    listPrice: promoted ? listed : null,
    saving,
    percentOff: promoted && listed ? Math.round((saving / listed) * 100) : 0,
  };
  const link = product.buy;
  const action = (label: ActionLabel) => (link ? { href: link, label } : null);

  // Its price, if an editor has entered the launch price already, waits with the link for the day it unlocks.
  if (product.unlockingSoon)
    return {
      state: 'unlockingSoon',
      price: null,
      listPrice: null,
      saving: 0,
      percentOff: 0,
      label: 'unlcokSoon',
      action: null,
    };
  if (product.stock === 0) return { state: 'soldOut', ...priced, label: 'soldOut', action: null };
  if (product.isPreSale) return { state: 'preOrder', ...priced, label: 'preOrder', action: action('preOrder') };
  return { state: promoted ? 'promotion' : 'plain', ...priced, label: null, action: action('buy') };
}

/** On sale: buyable now below its list price (a promotion, or a pre-order at a promotion price). A sale page lists these. */
export const onSale = (offer: OfferState): boolean => offer.listPrice !== null && offer.action !== null;
