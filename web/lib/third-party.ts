import 'server-only';
import { REGION_INFO, type Region } from '@showcase/schemas/regions';
import { type Settings, settings } from '@showcase/schemas/settings';
import { chatStandIn, STANDIN_WIDGET_PATH } from './chat/standin-widget';

/**
 * Third-party scripts of SPEC §2.4, configured by the operator. Nothing is loaded from anywhere unless its
 * variable is set: a fresh clone makes no third-party request at all.
 *
 * Read when the region layout renders, which is at build time for prerendered pages and on revalidation
 * afterwards: set the same values for `npm run build` and `npm start`.
 */
export interface ThirdPartyConfig {
  /** Analytics tag (e.g. a tag manager container); fed by `window.dataLayer`. */
  analyticsTagSrc: string | null;
  /** Heat-map analytics script. */
  heatmapSrc: string | null;
  /** Storage proxy script. */
  storageProxySrc: string | null;
  /** Chat widget script, which defines `window.RoboshiftChat` (see lib/chat/widget.ts); us pages only. */
  chatWidgetSrc: string | null;
  /** reCAPTCHA v3 site key: the invisible human check, us pages only. */
  recaptchaSiteKey: string | null;
  /** Origins worth a connection before their first request (https only). */
  preconnect: string[];
}

type ThirdPartySettings = Pick<
  Settings,
  | 'ANALYTICS_TAG_SRC'
  | 'HEATMAP_SRC'
  | 'STORAGE_PROXY_SRC'
  | 'CHAT_WIDGET_SRC'
  | 'CHAT_WIDGET_STANDIN'
  | 'RECAPTCHA_SITE_KEY'
  | 'PRECONNECT_ORIGINS'
>;

/** What the settings give (a source that is neither https nor this site's own stops the start: settings.ts). */
export function thirdPartyConfig(env: ThirdPartySettings = settings()): ThirdPartyConfig {
  return {
    analyticsTagSrc: env.ANALYTICS_TAG_SRC ?? null,
    heatmapSrc: env.HEATMAP_SRC ?? null,
    storageProxySrc: env.STORAGE_PROXY_SRC ?? null,
    // A configured widget wins; the stand-in only where the operator opted in to it by name.
    chatWidgetSrc: env.CHAT_WIDGET_SRC ?? (chatStandIn(env) ? STANDIN_WIDGET_PATH : null),
    recaptchaSiteKey: env.RECAPTCHA_SITE_KEY ?? null,
    preconnect: [...env.PRECONNECT_ORIGINS],
  };
}

/**
 * Regions whose pages post to the API under the human check: the account area (us) and the support forms
 * (SPEC §2.2: every region but kr, jp and cn, which are the only ones outside the us and eu groups' forms).
 */
export const asksHumanCheck = (region: Region) => region === 'us' || REGION_INFO[region].group === 'eu';

/** The reCAPTCHA v3 loader; the forms call `grecaptcha.execute(siteKey, { action: 'submit' })`. */
export const recaptchaSrc = (key: string) =>
  `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(key)}`;

/** One script of SPEC §2.4, as the page loads it. */
export interface ThirdPartyScript {
  id: string;
  src: string;
}

/**
 * The scripts a region's pages load: analytics tag, heat map and storage proxy everywhere, the invisible
 * reCAPTCHA v3 where pages post forms (`asksHumanCheck`). None when nothing is configured.
 */
export function thirdPartyScripts(config: ThirdPartyConfig, region: Region): ThirdPartyScript[] {
  const scripts: ThirdPartyScript[] = [];
  if (config.analyticsTagSrc) scripts.push({ id: 'analytics-tag', src: config.analyticsTagSrc });
  if (config.heatmapSrc) scripts.push({ id: 'heatmap', src: config.heatmapSrc });
  if (config.storageProxySrc) scripts.push({ id: 'storage-proxy', src: config.storageProxySrc });
  if (asksHumanCheck(region) && config.recaptchaSiteKey)
    scripts.push({ id: 'recaptcha', src: recaptchaSrc(config.recaptchaSiteKey) });
  return scripts;
}
