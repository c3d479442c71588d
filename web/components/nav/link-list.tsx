'use client';

import type { Region } from '@showcase/schemas/regions';
import { MenuAnchor } from './menu-anchor';
import type { MenuLink } from './menu-entries';

/** A React key for a link in a list: no list links to the same address under the same label twice. */
export const linkKey = (link: MenuLink) => `${link.href} ${link.label}`;

/** The footer's list of the menu's links: where the header's menus lead before (or without) their script. */
export const FOOTER_MENU_ID = 'footer-menu';

/**
 * A list of menu links (the footer's columns, its social links). A client component only so that the links
 * reach the browser's flight data as the data they are, not as the elements they render into: the same
 * markup, a third of the bytes (bench/results/2026-11-27-history.md). It holds no state.
 */
export function LinkList({
  region,
  links,
  newTabHint,
  className,
}: {
  region: Region;
  links: MenuLink[];
  newTabHint: string;
  className?: string;
}) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={linkKey(link)}>
          <MenuAnchor region={region} link={link} newTabHint={newTabHint} />
        </li>
      ))}
    </ul>
  );
}
