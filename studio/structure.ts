import { REGION_INFO, REGIONS } from '@showcase/schemas/regions';
import type { StructureBuilder, StructureResolver } from 'sanity/structure';

/** Per region, the document types an editor works in, each filtered to that region. */
const SECTIONS: { type: string; title: string }[] = [
  { type: 'product', title: 'Products' },
  { type: 'page', title: 'Pages' },
  { type: 'navigation', title: 'Navigation' },
  { type: 'textBanner', title: 'Text banners' },
  { type: 'countdown', title: 'Countdowns' },
  { type: 'legalPage', title: 'Legal' },
  { type: 'manual', title: 'Manuals' },
  { type: 'retailer', title: 'Retailers' },
  { type: 'faqEntry', title: 'FAQ' },
];

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
                  .initialValueTemplates([]),
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
