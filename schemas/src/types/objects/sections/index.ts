/**
 * The sections a page is built from, in the order the Studio's “Add item” menu offers them. The site renders a
 * page's sections in their order with one component per type (web/components/pages/sections/).
 */
import { faqSection } from './faq-section';
import { manualsSection } from './manuals-section';
import { productHeroSection } from './product-hero-section';
import { regionChooserSection } from './region-chooser-section';
import { retailersSection } from './retailers-section';
import { richTextSection } from './rich-text-section';
import { saleProductsSection } from './sale-products-section';
import { supportFormSection } from './support-form-section';

export { SUPPORT_FORM_OPTIONS } from './support-form-section';

export const SECTION_TYPES = [
  richTextSection,
  productHeroSection,
  saleProductsSection,
  retailersSection,
  manualsSection,
  faqSection,
  supportFormSection,
  regionChooserSection,
];
