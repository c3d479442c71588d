import { REGION_INFO, type Region } from '@showcase/schemas/regions';

const CANADA = { label: 'Canada - English', iso: 'CA' };
const OTHER = { label: 'Other Regions - English', iso: 'OTHER' };

/**
 * SPEC §3 region store labels: in region us, a visitor from Canada sees "Canada - English" and one
 * from any other non-US country "Other Regions - English" (ISO OTHER); otherwise the region's own label.
 */
export function chooserLabel(region: Region, country: string | null | undefined, ownLabel: string) {
  const visitor = country?.toUpperCase();
  if (region === 'us' && visitor && visitor !== 'US') return { ...(visitor === 'CA' ? CANADA : OTHER) };
  return { label: ownLabel, iso: REGION_INFO[region].iso };
}

/**
 * Every label `chooserLabel` can give a region, its own first: what the page reserves room for, so that the
 * label a visitor's country brings moves nothing around it.
 */
export function chooserLabels(region: Region, ownLabel: string): string[] {
  return [...new Set([ownLabel, ...(region === 'us' ? [CANADA.label, OTHER.label] : [])])];
}
