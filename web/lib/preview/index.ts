import 'server-only';
import { cookies, draftMode } from 'next/headers';
import type { NextRequest } from 'next/server';
import { cache } from 'react';
import { PRERENDER_BYPASS_COOKIE } from '../../framework/next-internals';
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
  (await draftMode()).enable();
  const jar = await cookies();
  const secure = isSecure(request);
  const options = previewCookieOptions(secure);
  const clock = chosen === null ? 'now' : encodePreviewClock({ chosen, since: serverNow().getTime() });
  jar.set(PREVIEW_AT_COOKIE, clock, options);
  if (perspective !== null) jar.set(PREVIEW_PERSPECTIVE_COOKIE, perspective, options);
  // Next sets draft mode's cookie SameSite=None but not Partitioned, which a cross-site frame drops (see
  // previewCookieOptions): set again as the preview's own are, as next-sanity's defineEnableDraftMode does.
  const bypass = jar.get(PRERENDER_BYPASS_COOKIE);
  if (secure && bypass) jar.set(PRERENDER_BYPASS_COOKIE, bypass.value, options);
}

/** Ends a preview: every cookie expired with the attributes it was set with (a Partitioned one is only replaced by one). */
export async function endPreview(request: NextRequest): Promise<void> {
  (await draftMode()).disable();
  const jar = await cookies();
  const secure = isSecure(request);
  const expired = { ...previewCookieOptions(secure), maxAge: 0 };
  for (const name of [PREVIEW_AT_COOKIE, PREVIEW_PERSPECTIVE_COOKIE, ...(secure ? [PRERENDER_BYPASS_COOKIE] : [])])
    jar.set(name, '', expired);
}

/** Behind the TLS-terminating proxy the request still says https (X-Forwarded-Proto, which Next reads). */
const isSecure = (request: NextRequest) =>
  request.nextUrl.protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https';
