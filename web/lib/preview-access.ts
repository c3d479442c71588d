/**
 * Who may open "Preview at…": an editor coming from the Studio with the one-hour secret it wrote to the
 * hosted dataset under their login (checked with the site's read token, SANITY_API_READ_TOKEN), or an
 * operator with PREVIEW_SECRET (the embedded backend has no Studio). Nothing else turns on draft mode.
 */
import 'server-only';
import { timingSafeEqual } from 'node:crypto';
import { validatePreviewUrl } from '@sanity/preview-url-secret';
import { hostedConfig } from './content/config';
import { hostedClient } from './content/hosted';

export type PreviewAccess = 'granted' | 'refused' | 'not-configured';

/** The parameter the Studio's secret travels in (@sanity/preview-url-secret's name). */
export const STUDIO_SECRET_PARAM = 'sanity-preview-secret';

const same = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export async function previewAccess(url: URL): Promise<PreviewAccess> {
  if (url.searchParams.has(STUDIO_SECRET_PARAM)) {
    const hosted = hostedConfig();
    if (!hosted?.token) return 'not-configured';
    const { isValid } = await validatePreviewUrl(hostedClient(hosted), url.toString());
    return isValid ? 'granted' : 'refused';
  }
  const secret = process.env.PREVIEW_SECRET;
  if (!secret) return 'not-configured';
  return same(url.searchParams.get('secret') ?? '', secret) ? 'granted' : 'refused';
}
