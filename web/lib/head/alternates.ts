/**
 * Canonical and alternate links (SPEC §2.4): alternates only to regions where the page exists, each
 * with its region's hreflang (eu → en), and x-default = the first of cn, us, eu that has the page.
 */
import { REGION_INFO, type Region } from '@showcase/schemas/regions';
import { absoluteUrl } from '../routing/origins';

const DEFAULT_ORDER: readonly Region[] = ['cn', 'us', 'eu'];

export interface Alternates {
  canonical: string;
  languages: Record<string, string>;
}

export function alternatesFor(region: Region, path: string, regions: readonly Region[]): Alternates {
  const languages: Record<string, string> = {};
  for (const other of regions) languages[REGION_INFO[other].hreflang] = absoluteUrl(other, path);
  const fallback = DEFAULT_ORDER.find((candidate) => regions.includes(candidate));
  if (fallback) languages['x-default'] = absoluteUrl(fallback, path);
  return { canonical: absoluteUrl(region, path), languages };
}
