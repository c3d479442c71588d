/**
 * What a preview link asks for, read from its query: "Preview at…" names an instant, a region and a path;
 * Presentation names the page's address (on the cn host, cn's unprefixed one) and the perspective it previews,
 * and may name an instant. Null for anything malformed; nothing here trusts the address beyond a site path.
 */
import { isCnHost } from '@showcase/schemas/hosts';
import { isRegion, OWN_HOST_REGION, type Region, regionPath } from '@showcase/schemas/regions';
import { isPagePath } from '@showcase/schemas/rules';
import { parsePreviewPerspective } from '../content/perspective';

export interface PreviewTarget {
  region: Region;
  /** The page's path within its region ('' for its home). */
  path: string;
  /** The instant chosen, or null for the server's own clock. */
  chosen: number | null;
  /** The perspective to store (sanitized), or null to keep drafts. */
  perspective: string | null;
}

const PAGE_PATH = /^(\/[a-z0-9-]+)*\/?$/;
const PATHNAME_PARAM = 'sanity-preview-pathname';
const PERSPECTIVE_PARAM = 'sanity-preview-perspective';

export function previewTarget(params: URLSearchParams, host: string | null): PreviewTarget | null {
  const at = params.get('at');
  const chosen = at === null || at === '' ? null : Date.parse(at);
  if (chosen !== null && Number.isNaN(chosen)) return null;
  const pathname = params.get(PATHNAME_PARAM);
  if (pathname === null) {
    const region = params.get('region') ?? 'us';
    const path = params.get('path') ?? '';
    if (chosen === null || !isRegion(region) || !PAGE_PATH.test(path)) return null;
    return { region, path: path.replace(/^\/+|\/+$/g, ''), chosen, perspective: null };
  }
  const page = pathname.split(/[?#]/)[0] ?? '';
  if (!PAGE_PATH.test(page)) return null;
  const segments = page.split('/').filter(Boolean);
  // On the cn host its pages are unprefixed; a /cn/… address sent there from the main host is the same page.
  if (isCnHost(host) && segments[0] === OWN_HOST_REGION) segments.shift();
  const region = isCnHost(host) ? OWN_HOST_REGION : segments.shift();
  if (!region || !isRegion(region)) return null;
  const requested = params.get(PERSPECTIVE_PARAM);
  const perspective = requested === null ? null : parsePreviewPerspective(requested);
  return {
    region,
    path: segments.join('/'),
    chosen,
    perspective: perspective === null ? null : Array.isArray(perspective) ? perspective.join(',') : perspective,
  };
}

/**
 * Where the preview bar's form (POST /api/preview/at) goes back to: the page its own region and path fields name
 * (components/preview/preview-bar.tsx), on the host the form was posted to. Never the Referer: its path is the
 * address bar's, and `//evil.example/x` there made the answer's Location another site. A path the content could
 * not hold (`//host`, a backslash, a scheme, control characters: the page path rule) goes to the region's home.
 */
export function previewBarReturn(region: Region, path: string | null): string {
  return regionPath(region, path !== null && isPagePath(path) ? path : '');
}
