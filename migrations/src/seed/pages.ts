import { PRODUCT_PAGE_PATHS, type ProductKey } from '@showcase/schemas/products';
import type { Region } from '@showcase/schemas/regions';
import { COPY } from '../data/copy';
import type { PageCopy } from '../data/copy/types';
import { PAGE_REDIRECTS, PAGE_REGIONS } from '../data/matrix';
import { PAGE_PRODUCT_OVERRIDES } from '../data/offers';
import { HALLOWEEN_SCHEDULE, HALLOWEEN_STAGES } from '../data/schedules';
import { sectionsToBlocks } from './blocks';
import { ids, ref } from './ids';
import { productCopy } from './products';
import { activation, type SeedDocument } from './types';

const PRODUCT_BY_PATH = new Map(
  (Object.entries(PRODUCT_PAGE_PATHS) as [ProductKey, string][]).map(([key, path]) => [path, key]),
);

export const LEGAL_BY_PATH: Readonly<Record<string, 'cookies' | 'privacy' | 'terms'>> = {
  'cookies-policy': 'cookies',
  'privacy-policy': 'privacy',
  'terms-use': 'terms',
};

function pageCopy(region: Region, path: string): PageCopy {
  const copy = COPY[region].pages[path];
  if (!copy)
    throw new Error(`No copy for page "${path}" in region ${region}: add it to migrations/src/data/copy/${region}.ts`);
  return copy;
}

function pageDocument(region: Region, path: string): SeedDocument {
  const base = { _id: ids.page(region, path), _type: 'page', region, path };
  const redirect = PAGE_REDIRECTS[path];
  const productKey = PAGE_PRODUCT_OVERRIDES[region]?.[path] ?? PRODUCT_BY_PATH.get(path);
  if (redirect) {
    return { ...base, title: productCopy(region, 'miniRobot').name, redirectTo: redirect };
  }
  if (productKey) {
    const copy = productCopy(region, productKey);
    return {
      ...base,
      title: copy.name,
      description: copy.description,
      keywords: copy.keywords,
      heading: copy.name,
      intro: copy.tagline,
      product: ref(ids.product(region, productKey)),
      anchor: 'overview',
    };
  }
  const legal = LEGAL_BY_PATH[path];
  if (legal) {
    const copy = COPY[region].legal[legal];
    return { ...base, title: copy.title, heading: copy.title, legal: ref(ids.legal(region, legal)) };
  }
  const copy = pageCopy(region, path);
  const halloween = HALLOWEEN_SCHEDULE[region];
  return {
    ...base,
    title: copy.title,
    description: copy.description,
    keywords: copy.keywords,
    heading: copy.heading,
    intro: copy.intro,
    body: sectionsToBlocks(copy.sections, 'body'),
    // SPEC §4: the US home page title switches to the Halloween sale while its stage is on.
    ...(path === '' && region === 'us' && halloween
      ? {
          stagedMeta: [
            {
              _key: 'halloween',
              _type: 'stagedMetaEntry',
              title: COPY[region].halloween.homeTitle,
              description: COPY[region].halloween.homeDescription,
              offer: COPY[region].halloween.offer,
              activation: activation({ scheduleId: halloween.id, stages: HALLOWEEN_STAGES }),
            },
          ],
        }
      : {}),
  };
}

export function pageDocuments(): SeedDocument[] {
  return Object.entries(PAGE_REGIONS).flatMap(([path, regions]) => regions.map((region) => pageDocument(region, path)));
}
