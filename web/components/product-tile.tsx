'use client';

import { isExternal } from '@/lib/routing/links';
import { SiteLink } from './nav/site-link';
import { Picture, type PictureProps } from './picture';
import { Price } from './price';
import type { PriceView } from './price-view';

export interface ProductTileProps {
  name: string;
  /** The product's page in the region, or its store (an absolute address); none when it leads nowhere now. */
  href?: string;
  picture?: PictureProps;
  price: PriceView;
  className?: string;
}

/**
 * A product on the home page as the server decided it (product-card.tsx). A client component only so that the
 * flight data hydrating the home carries each product's few facts rather than the elements drawn from them: a
 * third of the bytes (bench/results/2026-11-27-history.md). It holds no state.
 */
export function ProductTile({ name, href, picture, price, className }: ProductTileProps) {
  return (
    <li className={className}>
      {picture && <Picture {...picture} />}
      <h3>
        {href && isExternal(href) ? (
          <a href={href} rel="noopener" target="_blank">
            {name}
          </a>
        ) : href ? (
          <SiteLink href={href}>{name}</SiteLink>
        ) : (
          name
        )}
      </h3>
      <Price view={price} />
    </li>
  );
}
