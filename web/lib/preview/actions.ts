'use server';

import { refresh } from 'next/cache';
import { cookies, draftMode, headers } from 'next/headers';
import { PREVIEW_PERSPECTIVE_COOKIE, parsePreviewPerspective } from '../content/perspective';
import { previewCookieOptions } from './cookies';

/**
 * Presentation's perspective switcher (drafts, published, a Content Release): stored for the preview's next
 * renders, then the page renders again. Only inside a preview; anything malformed is drafts.
 */
export async function changePreviewPerspective(perspective: unknown): Promise<void> {
  if (!(await draftMode()).isEnabled) return;
  const parsed = parsePreviewPerspective(
    Array.isArray(perspective) ? perspective.join(',') : typeof perspective === 'string' ? perspective : '',
  );
  const value = Array.isArray(parsed) ? parsed.join(',') : parsed;
  const jar = await cookies();
  if (jar.get(PREVIEW_PERSPECTIVE_COOKIE)?.value === value) return;
  const sent = await headers();
  const secure = sent.get('x-forwarded-proto') === 'https' || (sent.get('origin') ?? '').startsWith('https:');
  jar.set(PREVIEW_PERSPECTIVE_COOKIE, value, previewCookieOptions(secure));
  refresh();
}
