import { REGION_INFO, type Region } from '@showcase/schemas/regions';
import { getPrivacy, getRegionProducts } from '@/lib/content';
import { catalogFor } from '@/lib/i18n/catalog';
import { privacyLink } from '@/lib/routing/privacy-link';
import { thirdPartyConfig } from '@/lib/third-party';
import { SupportFormLoader } from '../../support/support-form-loader';
import type { SectionContext, SectionOf } from './types';

/** The product choices of a support form: only keys and names reach the browser. */
async function formProducts(region: Region) {
  return (await getRegionProducts(region)).flatMap((p) => (p.key && p.name ? [{ key: p.key, name: p.name }] : []));
}

/**
 * A support form (registration, return, contact); a section whose form is not chosen (Studio refuses to publish
 * it) shows nothing.
 */
export async function SupportFormSection({
  section,
  context,
}: {
  section: SectionOf<'supportFormSection'>;
  context: SectionContext;
}) {
  if (!section.form) return null;
  const { support } = catalogFor(REGION_INFO[context.region].locale);
  const [products, privacyPlaces] = await Promise.all([formProducts(context.region), getPrivacy()]);
  const privacy = privacyLink(context.region, privacyPlaces);
  return (
    <SupportFormLoader
      kind={section.form}
      region={context.region}
      text={support}
      products={products}
      privacy={privacy}
      siteKey={thirdPartyConfig().recaptchaSiteKey}
    />
  );
}
