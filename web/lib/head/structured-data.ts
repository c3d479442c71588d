/**
 * JSON-LD of SPEC §2.4: the organization, the web page, and the product with its buy action and offer.
 * Prices come from the same offer evaluation the page shows, so the two never disagree.
 */

import type { OfferState } from '@showcase/schemas/offer';
import { REGION_INFO, type Region } from '@showcase/schemas/regions';
import { stegaClean } from 'next-sanity';
import { absoluteUrl, siteOrigin } from '../routing/origins';

type Json = Record<string, unknown>;

export function organizationLd(region: Region, siteName: string): Json {
  return {
    '@type': 'Organization',
    '@id': `${siteOrigin(region)}/#organization`,
    name: siteName,
    url: absoluteUrl(region),
  };
}

export function webPageLd(region: Region, path: string, title: string, description: string | null): Json {
  return {
    '@type': 'WebPage',
    '@id': `${absoluteUrl(region, path)}#webpage`,
    url: absoluteUrl(region, path),
    name: title,
    ...(description ? { description } : {}),
    inLanguage: REGION_INFO[region].hreflang,
    isPartOf: { '@id': `${siteOrigin(region)}/#organization` },
  };
}

export function productLd(
  region: Region,
  path: string,
  product: { name: string | null; description: string | null; imageUrl: string | null },
  offer: OfferState,
): Json {
  const url = absoluteUrl(region, path);
  const availability =
    offer.state === 'soldOut'
      ? 'https://schema.org/OutOfStock'
      : offer.state === 'preOrder'
        ? 'https://schema.org/PreOrder'
        : 'https://schema.org/InStock';
  return {
    '@type': 'Product',
    name: product.name,
    ...(product.description ? { description: product.description } : {}),
    url,
    ...(product.imageUrl ? { image: product.imageUrl } : {}),
    ...(offer.action ? { potentialAction: { '@type': 'BuyAction', target: offer.action.href } } : {}),
    // A product not on sale yet shows no price, so it states no offer either.
    ...(offer.price !== null
      ? {
          offers: {
            '@type': 'Offer',
            price: offer.price,
            priceCurrency: REGION_INFO[region].currency,
            availability,
            url: offer.action?.href ?? url,
          },
        }
      : {}),
  };
}

/**
 * One <script type="application/ld+json"> body; `<` escaped so content cannot close the script, and free of a
 * preview's click-to-edit markers (stega), which crawlers and validators would read as part of the text.
 */
export const ldJson = (items: Json[]) =>
  JSON.stringify(stegaClean({ '@context': 'https://schema.org', '@graph': items })).replace(/</g, '\\u003c');
