import { isRegion, REGION_INFO, type Region, regionOrDefault } from '@showcase/schemas/regions';

/** The region of a route's first segment, or null when it is not one. */
export const regionOf = (segment: string): Region | null => (isRegion(segment) ? segment : null);

/** Region facts for a (possibly unknown) segment, falling back to the default region. */
export function regionContext(segment: string) {
  const region = regionOrDefault(segment);
  const info = REGION_INFO[region];
  return { region, info };
}
