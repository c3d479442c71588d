/**
 * The address "Preview at…" opens: the site's preview route with a one-hour secret the Studio wrote to the
 * dataset under the editor's own login (@sanity/preview-url-secret), so no shared secret is ever in the
 * Studio bundle. The site checks it with its read token and turns on draft mode at the chosen instant.
 */
import { cnOrigin, mainOrigin } from '@showcase/schemas/hosts';
import { formatInTimeZone, fromZonedTime } from 'date-fns-tz';
import type { PreviewTarget } from './target';

/** Where the site runs: SANITY_STUDIO_SITE_ORIGIN (cn: SANITY_STUDIO_CN_ORIGIN, its own host). */
export interface SiteOrigins {
  main: string;
  cn: string;
}

export const siteOrigins = (env: Readonly<Record<string, string | undefined>>): SiteOrigins => {
  const site = { SITE_ORIGIN: env.SANITY_STUDIO_SITE_ORIGIN, CN_ORIGIN: env.SANITY_STUDIO_CN_ORIGIN };
  return { main: mainOrigin(site), cn: cnOrigin(site) };
};

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
  const url = new URL('/api/preview', target.region === 'cn' ? origins.cn : origins.main);
  url.searchParams.set(SECRET_PARAM, secret);
  url.searchParams.set('at', at.toISOString());
  url.searchParams.set('region', target.region);
  url.searchParams.set('path', target.path ? `/${target.path.replace(/^\/+/, '')}` : '');
  return url.toString();
}

/**
 * `<input type="datetime-local">` speaks a wall time without a zone; these read and write it in a named IANA
 * zone (the region's, which the dialog names), so what an editor types means the same instant on any machine.
 */
export function toZonedInput(instant: number, zone: string): string {
  return formatInTimeZone(instant, zone, "yyyy-MM-dd'T'HH:mm:ss");
}

export function fromZonedInput(value: string, zone: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as number[];
  // A wall time that does not exist (2025-13-45, 99:00) is refused rather than rolled over.
  const calendar = new Date(Date.UTC(y as number, (mo as number) - 1, d, h, mi));
  if (calendar.getUTCMonth() !== (mo as number) - 1 || calendar.getUTCDate() !== d || calendar.getUTCHours() !== h)
    return null;
  const date = fromZonedTime(value, zone);
  return Number.isNaN(date.getTime()) ? null : date;
}
