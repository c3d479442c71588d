import type { Region } from '@showcase/schemas/regions';
import type { PageContent, RegionSettings } from '@/lib/content';

/** A page's section as the page query returns it: one member of the union per section type. */
export type PageSection = NonNullable<PageContent['sections']>[number];
export type SectionOf<T extends PageSection['_type']> = Extract<PageSection, { _type: T }>;

/** What every section may need besides its own fields: the page's region and the instant it renders for. */
export interface SectionContext {
  region: Region;
  now: Date;
  settings: RegionSettings;
}
