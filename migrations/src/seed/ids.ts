/**
 * Deterministic document ids, so every migration is idempotent and documents reference each other
 * without lookups. Hyphens only: ids with a dot are private to authenticated reads in Sanity.
 */
import type { Region } from '@showcase/schemas/regions';

const safe = (value: string) => value.replace(/\//g, '_') || 'home';

export const ids = {
  regionSettings: (region: Region) => `regionSettings-${region}`,
  product: (region: Region, key: string) => `product-${region}-${key}`,
  page: (region: Region, path: string) => `page-${region}-${safe(path)}`,
  navigation: (region: Region) => `navigation-${region}`,
  textBanner: (region: Region) => `textBanner-${region}-toy-revolution`,
  countdown: (region: Region) => `countdown-${region}-halloween`,
  legal: (region: Region, kind: string) => `legalPage-${region}-${kind}`,
  manual: (region: Region, key: string) => `manual-${region}-${key}`,
  retailer: (region: Region, index: number) => `retailer-${region}-${index + 1}`,
  faq: (region: Region, index: number) => `faqEntry-${region}-${index + 1}`,
};

export const ref = (id: string) => ({ _type: 'reference' as const, _ref: id });

/** A stable array-item key: the same content always gets the same _key, so a re-run changes nothing. */
export const key = (...parts: (string | number)[]) =>
  parts
    .join('-')
    .replace(/[^a-zA-Z0-9-]/g, '')
    .slice(0, 60) || 'k';
