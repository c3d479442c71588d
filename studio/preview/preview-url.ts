/**
 * The address "Preview at…" opens: the site's preview route with a one-hour secret the Studio wrote to the
 * dataset under the editor's own login (@sanity/preview-url-secret), so no shared secret is ever in the
 * Studio bundle. The site checks it with its read token and turns on draft mode at the chosen instant.
 */
import type { PreviewTarget } from './target';

/** Where the site runs: SANITY_STUDIO_SITE_ORIGIN (cn: SANITY_STUDIO_CN_ORIGIN, its own host). */
export interface SiteOrigins {
  main: string;
  cn: string;
}

export const siteOrigins = (env: Readonly<Record<string, string | undefined>>): SiteOrigins => ({
  main: env.SANITY_STUDIO_SITE_ORIGIN || 'http://localhost:3000',
  cn: env.SANITY_STUDIO_CN_ORIGIN || 'http://cn.localhost:3000',
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
 * `<input type="datetime-local">` speaks the editor's local wall time without a zone; these convert
 * between it and instants in the browser's zone (the dialog says which zone that is).
 */
export function toLocalInput(instant: number): string {
  const d = new Date(instant);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

export function fromLocalInput(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}
