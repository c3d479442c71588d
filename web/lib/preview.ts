import 'server-only';
import { cookies, draftMode } from 'next/headers';
import { serverNow } from './clock';

/** Cookie holding the instant an editor previews the site at (only read in draft mode). */
export const PREVIEW_AT_COOKIE = 'preview-at';

/**
 * The instant a page renders for: the server's clock, or in draft mode ("Preview at…", editors only)
 * the instant the editor chose. Public requests never reach the cookie branch, so cached pages stay static.
 */
export async function renderInstant(): Promise<{ now: Date; preview: boolean }> {
  if (!(await draftMode()).isEnabled) return { now: serverNow(), preview: false };
  const chosen = Date.parse((await cookies()).get(PREVIEW_AT_COOKIE)?.value ?? '');
  return Number.isNaN(chosen) ? { now: serverNow(), preview: true } : { now: new Date(chosen), preview: true };
}
