import { isRegion } from '@showcase/schemas/regions';

/** The body the Sanity webhook sends (its projection: `{_type, region}`). */
export interface PublishEvent {
  _type?: unknown;
  region?: unknown;
}

/**
 * The cache tags a published document touches: the queries of its region that read its type, and
 * the queries that read its type across regions (see TAGS in lib/content).
 */
export function tagsFor(event: PublishEvent): string[] {
  if (typeof event._type !== 'string' || !/^[A-Za-z][\w.]*$/.test(event._type)) return [];
  const everywhere = `type:${event._type}`;
  return isRegion(event.region) ? [`${event._type}:${event.region}`, everywhere] : [everywhere];
}
