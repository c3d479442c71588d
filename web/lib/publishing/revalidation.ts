import { isRegion } from '@showcase/schemas/regions';
import { TAGS } from '../content/tags';

/** The body the Sanity webhook sends (its projection: `{_type, region}`). */
export interface PublishEvent {
  _type?: unknown;
  region?: unknown;
}

/**
 * The cache tags a published document touches: the queries of its region that read its type, and
 * the queries that read its type across regions (lib/content/tags.ts).
 */
export function tagsFor(event: PublishEvent): string[] {
  if (typeof event._type !== 'string' || !/^[A-Za-z][\w.]*$/.test(event._type)) return [];
  const everywhere = TAGS.type(event._type);
  return isRegion(event.region) ? [TAGS.of(event._type, event.region), everywhere] : [everywhere];
}
