/**
 * Where a region's consent boxes link for the privacy policy. Legal texts exist in every region, but a page
 * shows one only where the content has that page (SPEC §2.2: privacy-policy in us alone); a page is content,
 * so this follows it: a region's own privacy page once an editor creates one, else the default region's, the
 * site's privacy policy (in its own language, said by hreflang, and on its own host).
 */
import { sameHost } from '@showcase/schemas/hosts';
import { DEFAULT_REGION, isRegion, REGION_INFO, type Region, regionPath } from '@showcase/schemas/regions';
import { absoluteUrl } from './origins';

export interface PrivacyPage {
  region: string | null;
  path: string | null;
}

export interface PrivacyLink {
  href: string;
  /** The page's language, when it is another region's page. */
  hrefLang?: string;
}

export function privacyLink(region: Region, pages: readonly PrivacyPage[]): PrivacyLink | null {
  const page = pages.find((p) => p.region === region) ?? pages.find((p) => p.region === DEFAULT_REGION);
  if (!page || !isRegion(page.region)) return null;
  const own = page.region === region;
  const path = page.path ?? '';
  return {
    href: sameHost(page.region, region) ? regionPath(page.region, path) : absoluteUrl(page.region, path),
    ...(own ? {} : { hrefLang: REGION_INFO[page.region].hreflang }),
  };
}
