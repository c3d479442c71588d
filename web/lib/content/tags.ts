import type { Region } from '@showcase/schemas/regions';

/**
 * Cache tags: `<type>:<region>` on queries that read one region's documents of a type, `type:<type>` on
 * queries that read every region's (page paths, region labels) or shared documents (schedules).
 * The revalidation webhook expires exactly the tag of what was published (lib/publishing/revalidation.ts).
 * Anything that dereferences schedules also carries `type:schedule`.
 */
export const TAGS = {
  of: (type: string, region: Region) => `${type}:${region}`,
  type: (type: string) => `type:${type}`,
};
