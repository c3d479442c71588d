import { type Region, regionPath } from '@showcase/schemas/regions';

/** Where a content link goes: an internal page of the current region, or an external address. */
export function contentHref(region: Region, link: { page?: string | null; url?: string | null }): string | null {
  if (link.url) return link.url;
  if (link.page !== undefined && link.page !== null) return regionPath(region, link.page);
  return null;
}

export const isExternal = (href: string) => /^https?:\/\//.test(href);
