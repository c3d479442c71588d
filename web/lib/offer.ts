/**
 * What a shopper sees of a product's offer at an instant: the price to pay, the list price it
 * replaces, the saving, and whether it can be bought. Time is decided by the stage evaluator.
 */
import { type Activation, isActive } from '@showcase/schemas/stage';

export interface OfferInput {
  price?: number | null;
  activityPrice?: number | null;
  activityTime?: Activation | null;
  isPreSale?: boolean | null;
  stock?: number | null;
  buy?: string | null;
}

export type OfferState =
  | { kind: 'unpriced'; buy: string | null }
  | {
      kind: 'priced';
      /** What the shopper pays now. */
      price: number;
      /** The list price, when a promotion replaces it. */
      listPrice: number | null;
      saving: number;
      percentOff: number;
      preSale: boolean;
      soldOut: boolean;
      /** Null when sold out or when the region's store has no link for it. */
      buy: string | null;
    };

export function offerAt(product: OfferInput, now: Date): OfferState {
  const soldOut = product.stock === 0;
  const buy = soldOut ? null : (product.buy ?? null);
  if (product.price === undefined || product.price === null) return { kind: 'unpriced', buy };
  const promoted =
    product.activityPrice !== undefined &&
    product.activityPrice !== null &&
    product.activityPrice < product.price &&
    isActive(product.activityTime, now);
  const price = promoted ? (product.activityPrice as number) : product.price;
  const saving = product.price - price;
  return {
    kind: 'priced',
    price,
    listPrice: promoted ? product.price : null,
    saving,
    percentOff: promoted ? Math.round((saving / product.price) * 100) : 0,
    preSale: Boolean(product.isPreSale),
    soldOut,
    buy,
  };
}
