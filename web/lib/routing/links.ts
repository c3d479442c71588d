import { hasOwnHost, isPathRegion, type Region } from '@showcase/schemas/regions';

export const isExternal = (href: string) => /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//');

/**
 * A page of `region` itself, which the client router can show without loading a new document.
 * Another region's page is a full load: it has its own root layout, language and third-party scripts. (A path
 * that is not a page at all gets a full load from the router too, when its answer is not a page's.)
 */
export function isRegionPage(region: Region, href: string): boolean {
  if (isExternal(href) || !href.startsWith('/') || href.startsWith('//')) return false;
  const path = href.split(/[?#]/)[0] ?? '';
  const first = path.split('/')[1] ?? '';
  // cn's pages have no prefix on their own host; a path that names a region is another region's.
  return hasOwnHost(region) ? !isPathRegion(first) : first === region;
}

/**
 * Where to send a visitor back to after logging in (`fromPath`): resolved as the browser would resolve it, it
 * must stay on this origin and be a page of a region; anything else is refused (null). Checking the string is
 * not enough: browsers drop tabs and newlines and read `\` as `/`, so `/%09/evil.example` is `//evil.example`.
 */
export function returnPath(fromPath: string | null, origin: string): string | null {
  if (!fromPath?.startsWith('/')) return null;
  let url: URL;
  try {
    url = new URL(fromPath, origin);
  } catch {
    return null;
  }
  if (url.origin !== new URL(origin).origin) return null;
  return isPathRegion(url.pathname.split('/')[1] ?? '') ? `${url.pathname}${url.search}${url.hash}` : null;
}
