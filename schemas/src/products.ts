/**
 * Product identity: the keys of SPEC §3 (spelt as the spec spells them) and the page path each
 * product's page uses wherever a region has that page. Prices, names and availability are content.
 */

export const PRODUCT_KEYS = [
  'miniRobot',
  'flagshipBumblebee',
  'toyStoryBuzzLightyear',
  'flagshipMegatron',
  'grimlockG1Flagship',
  'bumblebeeG1Performance',
  'optimusPrimeRiseOfTheBeastsSignatureLimitedEdition',
  'eliteOptimusPrime',
  'aiBase',
  'k1ProInterstellarScout',
  'interstellarScoutK1',
  'interstellarScoutK1pro',
  'buzzLightyearSpaceRangerAlpha',
  'flagshipOptimusPrime',
  'interstellarAgentT9',
  't9',
  'eliteOptimusPrimeAiBase',
] as const;
export type ProductKey = (typeof PRODUCT_KEYS)[number];

/** Page path of each product that has a product page somewhere (SPEC §2.2); the rest are sold from menus and bundles. */
export const PRODUCT_PAGE_PATHS: Partial<Record<ProductKey, string>> = {
  miniRobot: 'mini-robot',
  flagshipBumblebee: 'flagship-bumblebee',
  toyStoryBuzzLightyear: 'toy-story-buzz-lightyear',
  flagshipMegatron: 'flagship-megatron',
  eliteOptimusPrime: 'elite-optimus-prime',
  grimlockG1Flagship: 'grimlock-g1-flagship',
  bumblebeeG1Performance: 'bumblebee-g1-performance',
  buzzLightyearSpaceRangerAlpha: 'buzz-lightyear-space-ranger-alpha',
  aiBase: 'ai-base',
  flagshipOptimusPrime: 'flagship-optimus-prime',
  k1ProInterstellarScout: 'k1-pro-interstellar-scout',
  optimusPrimeRiseOfTheBeastsSignatureLimitedEdition: 'optimus-prime-rise-of-the-beasts-signature-limited-edition',
};

export function isProductKey(value: unknown): value is ProductKey {
  return typeof value === 'string' && (PRODUCT_KEYS as readonly string[]).includes(value);
}
