import type { ProductKey } from '@showcase/schemas/products';
import { REGIONS } from '@showcase/schemas/regions';
import { MANUAL_KINDS, manualFile } from '../assets';
import { COPY } from '../data/copy';
import { PAGE_REGIONS } from '../data/matrix';
import { OFFERS } from '../data/offers';
import { sectionsToBlocks } from './blocks';
import { ids, ref } from './ids';
import type { SeedDocument } from './types';

/** Legal texts in every region's language (their routes exist where SPEC §2.2 lists them: us). */
export function legalDocuments(): SeedDocument[] {
  return REGIONS.flatMap((region) =>
    (['cookies', 'privacy', 'terms'] as const).map((kind) => {
      const copy = COPY[region].legal[kind];
      return {
        _id: ids.legal(region, kind),
        _type: 'legalPage',
        region,
        kind,
        title: copy.title,
        updated: copy.updated,
        body: sectionsToBlocks(copy.sections, kind),
      };
    }),
  );
}

/** Quick-start, safety and user manuals of every product in every region that has a manuals page. */
export function manualDocuments(): SeedDocument[] {
  return (PAGE_REGIONS.manuals ?? []).flatMap((region) => {
    const kinds = COPY[region].manualKinds;
    return (Object.keys(OFFERS[region]) as ProductKey[]).map((key) => ({
      _id: ids.manual(region, key),
      _type: 'manual',
      region,
      product: ref(ids.product(region, key)),
      files: MANUAL_KINDS.map((kind) => ({
        _type: 'manualFile',
        _key: kind,
        kind,
        title: kinds[kind],
        file: { _type: 'file', asset: ref(manualFile(key, kind)._id) },
      })),
    }));
  });
}

export function retailerDocuments(): SeedDocument[] {
  return REGIONS.flatMap((region) =>
    COPY[region].retailers.map((retailer, i) => ({
      _id: ids.retailer(region, i),
      _type: 'retailer',
      region,
      order: i + 1,
      ...retailer,
    })),
  );
}

export function faqDocuments(): SeedDocument[] {
  return REGIONS.flatMap((region) =>
    COPY[region].faq.map((entry, i) => ({
      _id: ids.faq(region, i),
      _type: 'faqEntry',
      region,
      order: i + 1,
      ...entry,
    })),
  );
}
