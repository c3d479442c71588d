import { API_VERSION } from '@showcase/schemas/api-version';
import { REGION_INFO, REGIONS } from '@showcase/schemas/regions';
import type { StructureBuilder, StructureResolver } from 'sanity/structure';
import { LISTED_TYPES, type ListedType, regionTemplateId } from './templates';

/** What the desk calls each regional type's list (the region's settings and the schedules have their own place). */
const LIST_TITLES: Record<ListedType, string> = {
  product: 'Products',
  page: 'Pages',
  navigation: 'Navigation',
  textBanner: 'Text banners',
  countdown: 'Countdowns',
  legalPage: 'Legal',
  manual: 'Manuals',
  retailer: 'Retailers',
  faqEntry: 'FAQ',
};

/** Per region, the document types an editor works in, in the schemas' order, each filtered to that region. */
const SECTIONS = LISTED_TYPES.map((type) => ({ type, title: LIST_TITLES[type] }));

function regionItem(S: StructureBuilder, region: (typeof REGIONS)[number]) {
  const label = `${region.toUpperCase()} · ${REGION_INFO[region].locale}`;
  return S.listItem()
    .id(`region-${region}`)
    .title(label)
    .child(
      S.list()
        .id(`region-${region}-content`)
        .title(label)
        .items([
          S.listItem()
            .id(`settings-${region}`)
            .title('Region settings')
            .child(S.document().schemaType('regionSettings').documentId(`regionSettings-${region}`)),
          S.divider(),
          ...SECTIONS.map(({ type, title }) =>
            S.listItem()
              .id(`${type}-${region}`)
              .title(title)
              .schemaType(type)
              .child(
                S.documentList()
                  .id(`${type}-${region}-list`)
                  .title(`${title} · ${region.toUpperCase()}`)
                  .schemaType(type)
                  .filter('_type == $type && region == $region')
                  .params({ type, region })
                  // A list with a filter of its own names its API version, or the Studio warns on every read.
                  .apiVersion(API_VERSION)
                  // "Create" here makes a document of this type already set to this region.
                  .initialValueTemplates([S.initialValueTemplateItem(regionTemplateId(type), { region })]),
              ),
          ),
        ]),
    );
}

export const structure: StructureResolver = (S) =>
  S.list()
    .title('Content')
    .items([
      S.listItem()
        .id('schedules')
        .title('Schedules')
        .schemaType('schedule')
        .child(S.documentTypeList('schedule').title('Schedules')),
      S.divider(),
      ...REGIONS.map((region) => regionItem(S, region)),
    ]);
