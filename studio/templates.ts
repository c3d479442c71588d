import { API_VERSION } from '@showcase/schemas/api-version';
import { isRegion } from '@showcase/schemas/regions';
import { REGIONAL_TYPES, schemaTypes } from '@showcase/schemas/types';
import type { InitialValueResolverContext, Template, TemplateItem } from 'sanity';

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

export const SCHEDULE_FROM_DOCUMENT = 'schedule-from-document';

/**
 * A schedule created from inside a regional document (its schedule field's "Create new") belongs to that
 * document's region: the region is ticked, so the document's own schedule picker offers it at once.
 */
export const scheduleFromDocument: Template<{ documentId?: string }> = {
  id: SCHEDULE_FROM_DOCUMENT,
  title: 'Schedule',
  schemaType: 'schedule',
  parameters: [{ name: 'documentId', type: 'string', title: 'Created from' }],
  value: async (params: { documentId?: string } | undefined, { getClient }: InitialValueResolverContext) => {
    const documentId = params?.documentId;
    if (!documentId) return {};
    const id = documentId.replace(/^drafts\./, '');
    const region = await getClient({ apiVersion: API_VERSION }).fetch<unknown>(
      'coalesce(*[_id == "drafts." + $id][0].region, *[_id == $id][0].region)',
      { id },
    );
    return isRegion(region) ? { regions: [region] } : {};
  },
};

/**
 * The templates offered where a document is open (its reference fields' "Create new"): a schedule is made from
 * that document, the rest as Sanity offers them.
 */
export function fromDocument<Item extends TemplateItem>(previous: Item[], documentId: string): Item[] {
  return previous.map((item) =>
    item.templateId === 'schedule' ? { ...item, templateId: SCHEDULE_FROM_DOCUMENT, parameters: { documentId } } : item,
  );
}
