import {
  FaqSection,
  ManualsSection,
  RegionChooserSection,
  RetailersSection,
  SaleProductsSection,
} from './list-sections';
import { ProductHeroSection } from './product-hero-section';
import { RichTextSection } from './rich-text-section';
import { SupportFormSection } from './support-form-section';
import type { PageSection, SectionContext } from './types';

function Section({ section, context }: { section: PageSection; context: SectionContext }) {
  switch (section._type) {
    case 'richTextSection':
      return <RichTextSection section={section} context={context} />;
    case 'productHeroSection':
      return <ProductHeroSection section={section} context={context} />;
    case 'retailersSection':
      return <RetailersSection section={section} context={context} />;
    case 'manualsSection':
      return <ManualsSection section={section} context={context} />;
    case 'faqSection':
      return <FaqSection section={section} context={context} />;
    case 'supportFormSection':
      return <SupportFormSection section={section} context={context} />;
    case 'regionChooserSection':
      return <RegionChooserSection section={section} context={context} />;
    case 'saleProductsSection':
      return <SaleProductsSection section={section} context={context} />;
    default:
      // A type added in a newer Studio than this site: the page still renders, without it.
      return null;
  }
}

/** What a page document lists below its text, in its order: the document decides, never the path. */
export function PageSections({
  sections,
  context,
}: {
  sections: readonly PageSection[] | null | undefined;
  context: SectionContext;
}) {
  return sections?.map((section) => <Section key={section._key} section={section} context={context} />);
}
