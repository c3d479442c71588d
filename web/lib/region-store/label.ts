import { REGION_INFO, type Region } from '@showcase/schemas/regions';

/**
 * SPEC §3 region store labels: in region us, a visitor from Canada sees "Canada - English" and one
 * from any other non-US country "Other Regions - English" (ISO OTHER); otherwise the region's own label.
 */
export function chooserLabel(region: Region, country: string | null | undefined, ownLabel: string) {
  const visitor = country?.toUpperCase();
  if (region === 'us' && visitor && visitor !== 'US') {
    return visitor === 'CA'
      ? { label: 'Canada - English', iso: 'CA' }
      : { label: 'Other Regions - English', iso: 'OTHER' };
  }
  return { label: ownLabel, iso: REGION_INFO[region].iso };
}
