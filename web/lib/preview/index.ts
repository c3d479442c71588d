import 'server-only';
import { cookies, draftMode } from 'next/headers';
import type { NextRequest } from 'next/server';
import { cache } from 'react';
import { PREVIEW_PERSPECTIVE_COOKIE } from '../content/perspective';
import { serverNow } from '../stage/clock';
import { decodePreviewClock, encodePreviewClock, previewNow } from './clock';
import { PREVIEW_AT_COOKIE, previewCookieOptions } from './cookies';

export interface RenderInstant {
  now: Date;
  preview: boolean;
  /** In a preview, the instant the editor chose (the clock has run on from it since). */
  chosen?: Date;
}

/**
 * The instant a page renders for: the server's clock, or in draft mode ("Preview at…", editors only) the
 * preview's clock, which runs from the instant the editor chose (lib/preview/clock.ts). Public requests never
 * reach the cookie branch, so cached pages stay static. Read once per render (React's `cache`): the layout, the
 * head and the page show one stage even when a boundary passes while they render (tests/e2e/hosted.spec.ts).
 */
export const renderInstant = cache(async (): Promise<RenderInstant> => {
  if (!(await draftMode()).isEnabled) return { now: serverNow(), preview: false };
  const clock = decodePreviewClock((await cookies()).get(PREVIEW_AT_COOKIE)?.value);
  if (!clock) return { now: serverNow(), preview: true };
  return { now: new Date(previewNow(clock, serverNow().getTime())), preview: true, chosen: new Date(clock.chosen) };
});

/**
 * Starts a preview's state: its clock at `chosen` (from now on the server's clock; null for the server's own
 * clock) and, from Presentation, the perspective it previews.
 */
export async function startPreview(
  request: NextRequest,
  { chosen, perspective }: { chosen: number | null; perspective: string | null },
): Promise<void> {
  const jar = await cookies();
  // Behind the TLS-terminating proxy the request still says https (X-Forwarded-Proto, which Next reads).
  const secure = request.nextUrl.protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https';
  const options = previewCookieOptions(secure);
  const clock = chosen === null ? 'now' : encodePreviewClock({ chosen, since: serverNow().getTime() });
  jar.set(PREVIEW_AT_COOKIE, clock, options);
  if (perspective !== null) jar.set(PREVIEW_PERSPECTIVE_COOKIE, perspective, options);
}
