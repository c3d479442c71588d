/**
 * The settings the browser's code needs, written into it when the app is built: Next replaces only a literal
 * read of `process.env` by name (NEXT_PUBLIC_ names, and CN_HOST, which next.config.ts passes on), so these
 * cannot come from the settings module, which the server reads at start and which checks the same values.
 */

/** SPEC §3: the region cookie's name: the chooser writes it, the root reads it (proxy.ts). */
export const REGION_COOKIE = 'region';

/** SPEC §4: the parent domain of the `region` cookie; unset, the current host only. */
export const COOKIE_DOMAIN = process.env.NEXT_PUBLIC_COOKIE_DOMAIN || undefined;

/** cn's own host name, lower-case (the server's is settings().CN_HOST). */
export const CN_HOST = process.env.CN_HOST ?? 'cn.localhost';
