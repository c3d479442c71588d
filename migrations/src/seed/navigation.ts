import { PRODUCT_PAGE_PATHS, type ProductKey } from '@showcase/schemas/products';
import { REGIONS, type Region } from '@showcase/schemas/regions';
import { COPY } from '../data/copy';
import { PAGE_REGIONS } from '../data/matrix';
import { OFFERS, PAGE_PRODUCT_OVERRIDES } from '../data/offers';
import {
  HALLOWEEN_SCHEDULE,
  HALLOWEEN_STAGES,
  INSTANTS,
  SCHEDULES,
  STORES,
  TOY_REVOLUTION_STAGES,
} from '../data/schedules';
import { ids, key } from './ids';
import { productCopy } from './products';
import { activation, type SeedDocument } from './types';

const HOT = { label: 'HOT', color: '#ff4d00' };
const NEW = { label: 'NEW', color: '#00b8d4' };
const TAGS: Partial<Record<ProductKey, typeof HOT>> = { flagshipBumblebee: HOT, miniRobot: NEW };

type Link = { page: string } | { url: string };

const hasPage = (region: Region, path: string) => PAGE_REGIONS[path]?.includes(region) ?? false;
const support = (region: Region, page: string) => ({ url: `https://support.roboshift.example/${region}/${page}` });

function child(label: string, link: Link, extra: Record<string, unknown> = {}) {
  return { _type: 'navChild', _key: key('c', 'page' in link ? link.page : link.url), label, ...link, ...extra };
}

/** The product submenu: every product the region sells, to its page where the region has one, else to the store. */
function productChildren(region: Region) {
  const overrides = Object.entries(PAGE_PRODUCT_OVERRIDES[region] ?? {});
  return (Object.keys(OFFERS[region]) as ProductKey[]).map((productKey) => {
    const path = overrides.find(([, k]) => k === productKey)?.[0] ?? PRODUCT_PAGE_PATHS[productKey];
    const link: Link =
      path && hasPage(region, path) ? { page: path } : { url: `${STORES[region]}/products/${path ?? productKey}` };
    const tag = TAGS[productKey];
    return child(productCopy(region, productKey).name, link, {
      _key: key('p', productKey),
      ...(tag ? { tag: { ...tag } } : {}),
      // SPEC §4: the Bumblebee item of the US menu appears from 2025-03-27 23:00 +08:00.
      ...(region === 'us' && productKey === 'flagshipBumblebee'
        ? { activation: activation({ startTime: INSTANTS.bumblebeeUsMenu }) }
        : {}),
    });
  });
}

function navigationDocument(region: Region): SeedDocument {
  const nav = COPY[region].nav;
  const halloween = HALLOWEEN_SCHEDULE[region];
  const whereToBuy = hasPage(region, 'where-to-buy')
    ? 'where-to-buy'
    : hasPage(region, 'where-to-buy/hongkong-macao')
      ? 'where-to-buy/hongkong-macao'
      : undefined;
  const item = (identify: string, label: string, fields: Record<string, unknown>) => ({
    _type: 'navItem',
    _key: key('i', identify),
    identify,
    label,
    ...fields,
  });
  const supportChildren = [
    hasPage(region, 'manuals')
      ? child(nav.manuals, { page: 'manuals' })
      : child(nav.downloadCenter, support(region, 'download-center')),
    ...(hasPage(region, 'faq') ? [child(nav.faq, { page: 'faq' })] : []),
    ...(hasPage(region, 'product-registration')
      ? [child(nav.productRegistration, { page: 'product-registration' })]
      : []),
    ...(hasPage(region, 'return-manufacturer') ? [child(nav.returnManufacturer, { page: 'return-manufacturer' })] : []),
    ...(hasPage(region, 'technical-support') ? [child(nav.contactUs, { page: 'technical-support' })] : []),
    child(nav.warranty, support(region, 'warranty')),
    child(nav.afterSaleService, support(region, 'after-sale-service')),
    child(nav.shippingPolicy, support(region, 'shipping-policy')),
  ];
  const aboutChildren = [
    child(nav.aboutUs, { url: `https://www.roboshift.example/${region}/about-us` }),
    child(nav.news, { url: `https://www.roboshift.example/${region}/news` }),
    child(nav.hub, { url: 'https://hub.roboshift.example' }),
    ...(hasPage(region, 'apply-wholesale-account')
      ? [child(nav.applyWholesale, { page: 'apply-wholesale-account' })]
      : []),
  ];
  const items = [
    item('products', nav.products, { children: productChildren(region) }),
    ...(halloween
      ? [
          item('halloween', nav.halloween, {
            url: `${STORES[region]}/collections/halloween`,
            color: '#ff7a00',
            tag: { ...HOT, color: '#ff7a00' },
            hidden: ['footer'],
            activation: activation({ scheduleId: halloween.id, stages: HALLOWEEN_STAGES }),
          }),
        ]
      : []),
    ...(hasPage(region, 'black-friday')
      ? [item('black-friday', nav.blackFriday, { page: 'black-friday', hidden: ['footer'] })]
      : []),
    ...(hasPage(region, 'christmas-sale')
      ? [item('christmas-sale', nav.christmasSale, { page: 'christmas-sale', hidden: ['footer'] })]
      : []),
    ...(whereToBuy ? [item('where-to-buy', nav.whereToBuy, { page: whereToBuy })] : []),
    item('support', nav.support, {
      ...(hasPage(region, 'support') ? { page: 'support' } : {}),
      children: supportChildren,
    }),
    item('about', nav.about, { children: aboutChildren }),
  ];
  const legal = (['cookies-policy', 'privacy-policy', 'terms-use'] as const).filter((path) => hasPage(region, path));
  const legalLabels = { 'cookies-policy': nav.cookies, 'privacy-policy': nav.privacy, 'terms-use': nav.terms };
  return {
    _id: ids.navigation(region),
    _type: 'navigation',
    region,
    items,
    footerGroups: [
      {
        _type: 'footerGroup',
        _key: 'region',
        title: nav.chooseRegion,
        links: [child(COPY[region].countryLabel, { page: 'choose-your-region' })],
      },
      ...(legal.length
        ? [
            {
              _type: 'footerGroup',
              _key: 'legal',
              title: nav.about,
              links: legal.map((p) => child(legalLabels[p], { page: p })),
            },
          ]
        : []),
    ],
  };
}

export function navigationDocuments(): SeedDocument[] {
  return REGIONS.map(navigationDocument);
}

/** The toy-revolution text banner in every region, and the Halloween countdown where Halloween runs. */
export function bannerDocuments(): SeedDocument[] {
  return REGIONS.flatMap((region): SeedDocument[] => {
    const copy = COPY[region];
    const halloween = HALLOWEEN_SCHEDULE[region];
    const banner: SeedDocument = {
      _id: ids.textBanner(region),
      _type: 'textBanner',
      region,
      label: copy.textBanner,
      link: '/mini-robot',
      bg: '#ff4d00',
      activation: activation({ scheduleId: SCHEDULES.toyRevolution.id, stages: TOY_REVOLUTION_STAGES }),
    };
    if (!halloween) return [banner];
    return [
      banner,
      {
        _id: ids.countdown(region),
        _type: 'countdown',
        region,
        title: copy.countdown.title,
        button: copy.countdown.button,
        link: `${STORES[region]}/collections/halloween`,
        target: halloween.timestamps[1],
        activation: activation({ scheduleId: halloween.id, stages: HALLOWEEN_STAGES }),
      },
    ];
  });
}
