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

/**
 * Each product's name as the SPEC writes it (§3 "Names seen" and its price lists), for editors choosing a model.
 * Where the SPEC gives only a short form (K1, T9-E, T9, the bundle), the English name the seeded content uses; the
 * second K1 Pro key is told apart by its own word order.
 */
export const PRODUCT_NAMES: Readonly<Record<ProductKey, string>> = {
  miniRobot: 'Mini Robot',
  flagshipBumblebee: 'Flagship Bumblebee',
  toyStoryBuzzLightyear: 'Toy Story Buzz Lightyear',
  flagshipMegatron: 'Flagship Megatron',
  grimlockG1Flagship: 'Grimlock G1 Flagship',
  bumblebeeG1Performance: 'Bumblebee G1 Performance',
  optimusPrimeRiseOfTheBeastsSignatureLimitedEdition: 'Optimus Prime Rise of the Beasts Signature Limited Edition',
  eliteOptimusPrime: 'Elite Optimus Prime',
  aiBase: 'AI Base',
  k1ProInterstellarScout: 'K1 Pro Interstellar Scout',
  interstellarScoutK1: 'K1 Interstellar Scout',
  interstellarScoutK1pro: 'Interstellar Scout K1 Pro',
  buzzLightyearSpaceRangerAlpha: 'Buzz Lightyear Space Ranger Alpha',
  flagshipOptimusPrime: 'Flagship Optimus Prime',
  interstellarAgentT9: 'Interstellar Agent T9-E',
  t9: 'T9',
  eliteOptimusPrimeAiBase: 'Elite Optimus Prime + AI Base Bundle',
};

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
