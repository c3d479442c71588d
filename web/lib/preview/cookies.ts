/**
 * The cookies of an editor's preview, named once: the route that opens a preview sets them, the page reads them
 * (in draft mode only), and every HTML answer to a request carrying them may be framed by the Studio
 * (security/rendered-head.ts). The perspective's cookie is the content layer's, whose hosted backend reads it
 * (lib/content/perspective.ts). No Next or server-only import: rendered-head loads outside Next's bundler.
 */

/** The preview's clock (lib/preview/clock.ts), or `now` for a preview on the server's own clock. */
export const PREVIEW_AT_COOKIE = 'preview-at';

/** Whether a Cookie header carries the preview's clock, i.e. the request comes from an editor's preview. */
export const isPreviewRequest = (cookieHeader: string | undefined): boolean =>
  (cookieHeader ?? '').split(';').some((pair) => pair.trim().startsWith(`${PREVIEW_AT_COOKIE}=`));

/**
 * How the preview's cookies are set. Over https they are SameSite=None and Partitioned, since Presentation frames
 * the site from the Studio's site (`*.sanity.studio`), and Safari 18.4+ and Chrome's third-party cookie blocking
 * keep a framed site's cookie only when it is partitioned; over http (a local start) they stay Lax. Never
 * readable by scripts.
 */
export const previewCookieOptions = (secure: boolean) =>
  ({ httpOnly: true, path: '/', secure, sameSite: secure ? 'none' : 'lax', partitioned: secure }) as const;
