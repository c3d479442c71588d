/**
 * Where a region's consent boxes link for the privacy policy: to the region's own words, in its language and on
 * its host. A page shows a legal text only where the content has that page (SPEC §2.2: privacy-policy in us
 * alone), yet every region has its privacy text; where no page shows it, the region's privacy notice
 * (app/[region]/privacy-notice) does.
 */
import { type Region, regionPath } from '@showcase/schemas/regions';

export const PRIVACY_NOTICE_PATH = 'privacy-notice';

export interface PrivacyPlaces {
  /** The pages showing a privacy text. */
  pages: readonly { region: string | null; path: string | null }[];
  /** The regions with a privacy text of their own. */
  texts: readonly (string | null)[];
}

/** The address of the region's privacy text, or null where it has none (the box still asks). */
export function privacyLink(region: Region, { pages, texts }: PrivacyPlaces): string | null {
  const page = pages.find((p) => p.region === region);
  if (page) return regionPath(region, page.path ?? '');
  return texts.includes(region) ? regionPath(region, PRIVACY_NOTICE_PATH) : null;
}
