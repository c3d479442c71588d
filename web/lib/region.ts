import { DEFAULT_REGION, isRegion, REGION_INFO, type Region } from '@showcase/schemas/regions';

/** The region of a route's first segment, or null when it is not one. */
export const regionOf = (segment: string): Region | null => (isRegion(segment) ? segment : null);

/** Region facts for a (possibly unknown) segment, falling back to the default region. */
export function regionContext(segment: string) {
  const region = regionOf(segment) ?? DEFAULT_REGION;
  const info = REGION_INFO[region];
  return { region, info };
}
