/**
 * The documented offers of SPEC §3 "Sample list prices": which products each region sells,
 * at what list price, promotion price, presale and stock state. Amounts are in the region's currency.
 */
import type { ProductKey } from '@showcase/schemas/products';
import type { Region } from '@showcase/schemas/regions';

export interface Offer {
  price?: number;
  /** Promotion price; shown while `promotion` (an activation id in schedules.ts) is active, always when absent. */
  activityPrice?: number;
  promotion?: 'megatronPresaleUk' | 'megatronPresaleEu';
  isPreSale?: boolean;
  soldOut?: boolean;
  /** cn's AI Base is out of stock and has no buy link. */
  noBuyLink?: boolean;
}

/** Stock seeded for products the spec does not mark sold out: the spec gives no figures, only 0 = sold out. */
export const DEFAULT_STOCK = 100;

const eurOffers: Partial<Record<ProductKey, Offer>> = {
  miniRobot: {},
  flagshipBumblebee: { price: 1599 },
  toyStoryBuzzLightyear: { price: 599 },
  flagshipMegatron: { price: 1599, activityPrice: 1439, isPreSale: true, promotion: 'megatronPresaleEu' },
  buzzLightyearSpaceRangerAlpha: { price: 839 },
  flagshipOptimusPrime: { price: 999 },
  grimlockG1Flagship: { price: 1799, soldOut: true },
  eliteOptimusPrime: { price: 699 },
  interstellarScoutK1: { price: 309 },
  k1ProInterstellarScout: { price: 399, soldOut: true },
  optimusPrimeRiseOfTheBeastsSignatureLimitedEdition: { price: 1199 },
  bumblebeeG1Performance: { price: 499 },
  aiBase: { price: 229 },
  eliteOptimusPrimeAiBase: { price: 928 },
};

export const OFFERS: Readonly<Record<Region, Partial<Record<ProductKey, Offer>>>> = {
  us: {
    miniRobot: {},
    flagshipBumblebee: { price: 1299, activityPrice: 1219 },
    toyStoryBuzzLightyear: { price: 699, activityPrice: 649 },
    flagshipMegatron: { price: 1499, activityPrice: 1379 },
    buzzLightyearSpaceRangerAlpha: { price: 999, activityPrice: 919 },
    grimlockG1Flagship: { price: 1699, activityPrice: 1579 },
    flagshipOptimusPrime: { price: 999, soldOut: true },
    bumblebeeG1Performance: { price: 459, activityPrice: 439 },
    optimusPrimeRiseOfTheBeastsSignatureLimitedEdition: { price: 999, activityPrice: 919 },
    eliteOptimusPrime: { price: 699, activityPrice: 649 },
    interstellarScoutK1: { price: 299 },
    k1ProInterstellarScout: { price: 399, activityPrice: 379 },
    aiBase: { price: 299, activityPrice: 279 },
    interstellarAgentT9: { price: 399 },
    eliteOptimusPrimeAiBase: { price: 948 },
  },
  uk: {
    miniRobot: {},
    flagshipBumblebee: { price: 1299 },
    toyStoryBuzzLightyear: { price: 499 },
    flagshipMegatron: { price: 1299, activityPrice: 1169, isPreSale: true, promotion: 'megatronPresaleUk' },
    buzzLightyearSpaceRangerAlpha: { price: 739 },
    eliteOptimusPrime: { price: 699 },
    optimusPrimeRiseOfTheBeastsSignatureLimitedEdition: { price: 979 },
    grimlockG1Flagship: { price: 1599 },
    interstellarScoutK1: { price: 309 },
    k1ProInterstellarScout: { price: 399 },
    aiBase: { price: 199 },
    bumblebeeG1Performance: { price: 449 },
    eliteOptimusPrimeAiBase: { price: 898 },
  },
  eu: eurOffers,
  fr: eurOffers,
  de: eurOffers,
  jp: {
    miniRobot: {},
    flagshipBumblebee: { price: 174900, isPreSale: true },
  },
  cn: {
    miniRobot: {},
    flagshipBumblebee: { price: 8499 },
    toyStoryBuzzLightyear: { price: 3999 },
    flagshipMegatron: { price: 9999 },
    grimlockG1Flagship: { price: 9999 },
    bumblebeeG1Performance: { price: 2999 },
    optimusPrimeRiseOfTheBeastsSignatureLimitedEdition: { price: 5999 },
    eliteOptimusPrime: { price: 4999 },
    aiBase: { price: 1499, soldOut: true, noBuyLink: true },
    // cn's K1 is the product its k1-pro-interstellar-scout page presents (the spec gives cn no K1 Pro price).
    interstellarScoutK1: { price: 1980 },
    t9: { price: 2999 },
    buzzLightyearSpaceRangerAlpha: { price: 7409 },
  },
  // SPEC: "KR: only name and buy link for three products".
  kr: { miniRobot: {}, flagshipBumblebee: {}, flagshipMegatron: {} },
};

/** Which product a product page presents, where it differs from the product's own page path. */
export const PAGE_PRODUCT_OVERRIDES: Partial<Record<Region, Record<string, ProductKey>>> = {
  cn: { 'k1-pro-interstellar-scout': 'interstellarScoutK1' },
};
