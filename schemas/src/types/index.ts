/** Every Sanity schema type of the content model, registered by the studio and read by typegen. */
import { countdown } from './documents/countdown';
import { faqEntry } from './documents/faq-entry';
import { legalPage } from './documents/legal-page';
import { manual } from './documents/manual';
import { navigation } from './documents/navigation';
import { page } from './documents/page';
import { product } from './documents/product';
import { regionSettings } from './documents/region-settings';
import { retailer } from './documents/retailer';
import { schedule } from './documents/schedule';
import { textBanner } from './documents/text-banner';
import { activation } from './objects/activation';
import { navChild, navItem } from './objects/nav-item';
import { SECTION_TYPES, SUPPORT_FORM_OPTIONS } from './objects/sections';

export { SECTION_TYPES, SUPPORT_FORM_OPTIONS };

export const schemaTypes = [
  activation,
  navChild,
  navItem,
  regionSettings,
  schedule,
  product,
  navigation,
  textBanner,
  countdown,
  page,
  legalPage,
  manual,
  retailer,
  faqEntry,
  ...SECTION_TYPES,
];

/** Document types that hold one region's content, in the order the desk shows them. */
export const REGIONAL_TYPES = [
  'regionSettings',
  'product',
  'page',
  'navigation',
  'textBanner',
  'countdown',
  'legalPage',
  'manual',
  'retailer',
  'faqEntry',
  'schedule',
] as const;
