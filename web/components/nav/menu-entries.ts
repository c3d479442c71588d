/**
 * The navigation document turned into plain menu data on the server: what is on now, where each link goes,
 * which colours are safe to use. The client menus receive only this, never content or the clock.
 */
import { type OfferInput, offerAt } from '@showcase/schemas/offer';
import type { Region } from '@showcase/schemas/regions';
import { isActive } from '@showcase/schemas/stage';
import { cache } from 'react';
import { readableOn } from '@/lib/color-contrast';
import type { Navigation, RegionSettings } from '@/lib/content';
import { contentHref } from '@/lib/routing/origins';
import type { Tag } from '@/sanity.types';

/** What the header and the footer are drawn from: the region's settings and menu at the page's instant. */
export interface ChromeProps {
  region: Region;
  settings: RegionSettings;
  navigation: Navigation | null;
  now: Date;
}

/*
 * The menu data is what the client menus receive, so it is what every page's flight data carries for them: only
 * what they cannot work out. An absent field is left out rather than sent as null, whether a link leaves the
 * site or stays in the region follows from its address (`MenuAnchor`), and list keys from address and label.
 */

export interface MenuTag {
  label: string;
  /** The content colour when it meets AA on the chrome's surfaces; absent means "use the accent". */
  color?: string;
}

export interface MenuLink {
  label: string;
  href: string;
  tag?: MenuTag;
  /**
   * Set on a link to the region chooser under the region's own label: its label follows the visitor's country
   * (`RegionLabel`, SPEC §3).
   */
  regionLabel?: Region;
}

export interface MenuEntry {
  key: string;
  label: string;
  /** The item's own text colour, when readable. */
  color?: string;
  tag?: MenuTag;
  /** The item's own page; with children, the header lists it first in the submenu. */
  link?: MenuLink;
  children: MenuLink[];
}

export type MenuPlace = 'header' | 'footer';

/** globals.css --bg and --panel: every surface a menu colour is drawn on. */
const SURFACES = ['#0b0b0f', '#15151c'];

interface LinkSource {
  _key: string;
  label: string | null;
  page: string | null;
  url: string | null;
  tag?: Tag | null;
}

/** A colour readable on every surface a menu is drawn on, as a field to spread (none: the accent). */
function readable(color: string | null | undefined): { color?: string } {
  const safe = readableOn(color, SURFACES);
  return safe ? { color: safe } : {};
}

function menuTag(tag: Tag | null | undefined): { tag?: MenuTag } {
  return tag?.label ? { tag: { label: tag.label, ...readable(tag.color) } } : {};
}

/** A content link ready to render, or null when it has no label or goes nowhere. */
export function menuLink(region: Region, source: LinkSource, label = source.label): MenuLink | null {
  const href = contentHref(region, source);
  if (!href || !label) return null;
  return { label, href, ...menuTag(source.tag) };
}

/** The region chooser's link (the region's own label, to its choose-your-region page) from the region settings. */
export function regionChooserLink(region: Region, settings: RegionSettings): MenuLink | null {
  const link = menuLink(region, {
    _key: 'region-chooser',
    label: settings.regionLabel?.label ?? null,
    page: settings.regionLabel?.link ?? null,
    url: null,
  });
  return link && { ...link, regionLabel: region };
}

/** `link`, marked as the region chooser's when it is that link under another key (the footer's, from content). */
export function asRegionChooser(link: MenuLink, chooser: MenuLink | null): MenuLink {
  return chooser && link.href === chooser.href && link.label === chooser.label
    ? { ...link, regionLabel: chooser.regionLabel }
    : link;
}

export const isPresent = <T>(value: T | null): value is T => value !== null;

type NavigationItem = NonNullable<Navigation>['items'] extends (infer Item)[] | null | undefined ? Item : never;

/** A submenu entry: a content link, or one that names a product and goes where the product's offer goes. */
export interface ChildSource extends LinkSource {
  product?: OfferInput | null;
}

/**
 * A submenu entry at `now`. One naming a product opens the store link the product's card and page offer
 * (`offerAt`), and is left out while that offer has none (sold out, unlocking soon, no Buy link): a menu lists
 * no link that goes nowhere, nor one to a store page that cannot sell the product.
 */
export function childLink(region: Region, child: ChildSource, now: Date): MenuLink | null {
  if (!child.product) return menuLink(region, child);
  const href = offerAt(child.product, now).action?.href;
  return href && child.label ? { label: child.label, href, ...menuTag(child.tag) } : null;
}

/**
 * An item's children that are on at `at`, computed once per render: the header and the footer then hold the same
 * array, which React's flight data sends once and refers to the second time (a product menu is 2 KB). The instant
 * decides both whether an entry is on and whether its product can be bought, so it is the key.
 */
const childLinks = cache((region: Region, item: NavigationItem, at: number): MenuLink[] => {
  const now = new Date(at);
  return (item.children ?? [])
    .filter((child) => isActive(child.activation, now))
    .map((child) => childLink(region, child, now))
    .filter(isPresent);
});

/** The top-level items shown in `place` at `now`, each with its children that are on now. */
export function menuEntries(region: Region, navigation: Navigation | null, now: Date, place: MenuPlace): MenuEntry[] {
  return (navigation?.items ?? []).flatMap((item) => {
    if (item.hidden?.includes(place) || !isActive(item.activation, now)) return [];
    const label = (place === 'footer' && item.footerLabel) || item.label;
    if (!label) return [];
    const children = childLinks(region, item, now.getTime());
    const link = menuLink(region, item, label);
    if (!link && children.length === 0) return [];
    return [{ key: item._key, label, ...readable(item.color), ...menuTag(item.tag), ...(link && { link }), children }];
  });
}
