import { isRegion } from '@showcase/schemas/regions';
import { REGIONAL_TYPES, schemaTypes } from '@showcase/schemas/types';
import type { Template } from 'sanity';

/**
 * The regional types an editor creates from a region's list. A region's settings are one fixed document per
 * region and schedules have a list of their own (structure.ts), so neither is created from a region's list.
 */
export const LISTED_TYPES = REGIONAL_TYPES.filter(
  (type): type is Exclude<(typeof REGIONAL_TYPES)[number], 'regionSettings' | 'schedule'> =>
    type !== 'regionSettings' && type !== 'schedule',
);
export type ListedType = (typeof LISTED_TYPES)[number];

export const regionTemplateId = (type: ListedType) => `${type}-by-region`;

const typeTitle = (type: ListedType) => schemaTypes.find((t) => t.name === type)?.title ?? type;

/**
 * One template per listed type that fills in the region it is created in. Templates with a parameter stay out
 * of the Studio's global "Create" menu (it cannot know the region); each region's list offers them with its own.
 */
export const regionTemplates: Template<{ region?: string }>[] = LISTED_TYPES.map((type) => ({
  id: regionTemplateId(type),
  title: typeTitle(type),
  schemaType: type,
  parameters: [{ name: 'region', type: 'string', title: 'Region' }],
  value: ({ region }: { region?: string }) => (isRegion(region) ? { region } : {}),
}));
