import 'server-only';
import { REGION_INFO, type Region } from '@showcase/schemas/regions';
import { chatStandIn, STANDIN_WIDGET_PATH } from './chat/standin-widget';
import { log } from './telemetry/log';

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

type Env = Readonly<Record<string, string | undefined>>;

/** A bad value is reported once per process, not on every render of every page. */
const warned = new Set<string>();

function warnOnce(name: string, value: string, why: string): void {
  const key = `${name}\u0000${value}`;
  if (warned.has(key)) return;
  warned.add(key);
  log.warn(`[third-party] ${name} ignored: ${JSON.stringify(value)} ${why}`);
}

/** Script sources: https (a browser would block http on an https page anyway) or this site's own root. */
function scriptSrc(env: Env, name: string): string | null {
  const value = env[name]?.trim();
  if (!value) return null;
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  if (httpsUrl(value)) return value;
  warnOnce(name, value, 'is neither an https: URL nor a root-relative path');
  return null;
}

function httpsUrl(value: string): URL | null {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname ? url : null;
  } catch {
    return null;
  }
}

/** A same-origin path needs no preconnect, so only https origins are kept (paths and queries dropped). */
function preconnectOrigins(env: Env): string[] {
  const origins: string[] = [];
  for (const part of (env.PRECONNECT_ORIGINS ?? '').split(',')) {
    const value = part.trim();
    if (!value) continue;
    const url = httpsUrl(value);
    if (!url) {
      warnOnce('PRECONNECT_ORIGINS', value, 'is not an https: origin');
      continue;
    }
    if (!origins.includes(url.origin)) origins.push(url.origin);
  }
  return origins;
}

/** Site keys are URL-safe tokens; anything else would be a misconfiguration smuggled into a script URL. */
function siteKey(env: Env): string | null {
  const value = env.RECAPTCHA_SITE_KEY?.trim();
  if (!value) return null;
  if (/^[\w-]+$/.test(value)) return value;
  warnOnce('RECAPTCHA_SITE_KEY', value, 'is not a site key');
  return null;
}

export function thirdPartyConfig(env: Env = process.env): ThirdPartyConfig {
  return {
    analyticsTagSrc: scriptSrc(env, 'ANALYTICS_TAG_SRC'),
    heatmapSrc: scriptSrc(env, 'HEATMAP_SRC'),
    storageProxySrc: scriptSrc(env, 'STORAGE_PROXY_SRC'),
    // A configured widget wins; the stand-in only where the operator opted in to it by name.
    chatWidgetSrc: scriptSrc(env, 'CHAT_WIDGET_SRC') ?? (chatStandIn(env) ? STANDIN_WIDGET_PATH : null),
    recaptchaSiteKey: siteKey(env),
    preconnect: preconnectOrigins(env),
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
