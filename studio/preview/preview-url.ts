/**
 * The address "Preview at…" opens: the site's preview route with a one-hour secret the Studio wrote to the
 * dataset under the editor's own login (@sanity/preview-url-secret), so no shared secret is ever in the
 * Studio bundle. The site checks it with its read token and turns on draft mode at the chosen instant.
 */

import { type HostOrigins, hostOrigins, regionOrigin } from '@showcase/schemas/hosts';
import { settingsFrom } from '@showcase/schemas/settings';
import type { PreviewTarget } from './target';

/** Where the site runs: SANITY_STUDIO_SITE_ORIGIN (cn: SANITY_STUDIO_CN_ORIGIN, its own host). */
export type SiteOrigins = HostOrigins;

export const siteOrigins = (env: Readonly<Record<string, string | undefined>>): SiteOrigins =>
  hostOrigins(settingsFrom({ SITE_ORIGIN: env.SANITY_STUDIO_SITE_ORIGIN, CN_ORIGIN: env.SANITY_STUDIO_CN_ORIGIN }));

/**
 * The origins the Studio was built with. Each variable is named in full: the Studio's build replaces
 * `process.env.SANITY_STUDIO_…` expressions one by one, and a bare `process.env` becomes an empty object (so
 * passing it along sent every editor's preview to localhost:3000).
 */
export const builtSiteOrigins = (): SiteOrigins =>
  siteOrigins({
    SANITY_STUDIO_SITE_ORIGIN: process.env.SANITY_STUDIO_SITE_ORIGIN,
    SANITY_STUDIO_CN_ORIGIN: process.env.SANITY_STUDIO_CN_ORIGIN,
  });

/** The query parameter @sanity/preview-url-secret's validator reads. */
export const SECRET_PARAM = 'sanity-preview-secret';

export function previewAtUrl(origins: SiteOrigins, target: PreviewTarget, at: Date, secret: string): string {
  const url = new URL('/api/preview', regionOrigin(target.region, origins));
  url.searchParams.set(SECRET_PARAM, secret);
  url.searchParams.set('at', at.toISOString());
  url.searchParams.set('region', target.region);
  url.searchParams.set('path', target.path ? `/${target.path.replace(/^\/+/, '')}` : '');
  return url.toString();
}
