/**
 * The Content-Security-Policy of every HTML page: scripts run only when they come from this origin or a
 * third-party origin the operator configured, or, inline, when the policy names them. No 'unsafe-inline'.
 *
 * A cached page names its inline scripts by hash (`staticPage`): when the cache stores a render, it removes
 * any nonce from the scripts and lists the SHA-256 of each of Next's and React's own inline scripts (its flight
 * data pushes, bootstrap and streaming scripts, recognised by their whole text in framework/inline-scripts.ts).
 * The page and its policy are then the same bytes for every visitor until the next boundary, so nginx or a CDN
 * can store them, and nothing in them is a secret.
 * Our own inline scripts (chunk recovery, which must run before any chunk) are constant texts, listed by hash in
 * every policy. Anything else inline (a script injected into content) has no hash listed and does not run.
 * A page rendered for one request (a preview, an error page) gets a fresh nonce instead
 * (`contentSecurityPolicy`, security/rendered-head.ts), which Next stamps on its scripts.
 */
import { createHash, randomBytes } from 'node:crypto';
import { type SettingName, type Settings, settings } from '@showcase/schemas/settings';
import { frameworkInlineScripts, type ReactInlineScripts } from '../framework/inline-scripts';
import { withoutNonce } from '../framework/rendered-html';
import { CHUNK_ERRORS_SCRIPT } from '../lib/ui/chunk-recovery';

type Env = Settings;

/** Script variables of lib/third-party.ts: their https origins are the only third-party script sources. */
export const THIRD_PARTY_SCRIPT_VARS = [
  'ANALYTICS_TAG_SRC',
  'HEATMAP_SRC',
  'STORAGE_PROXY_SRC',
  'CHAT_WIDGET_SRC',
] as const satisfies readonly SettingName[];
/** reCAPTCHA v3 loads from Google and draws its frame from there too. */
const RECAPTCHA_ORIGINS = ['https://www.google.com', 'https://www.gstatic.com'];

function httpsOrigin(value: string | undefined): string | null {
  try {
    const url = new URL(value ?? '');
    return url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

export function thirdPartyOrigins(env: Env): string[] {
  const origins = new Set(THIRD_PARTY_SCRIPT_VARS.map((name) => httpsOrigin(env[name])).filter((o) => o !== null));
  if (env.RECAPTCHA_SITE_KEY) for (const origin of RECAPTCHA_ORIGINS) origins.add(origin);
  for (const origin of env.CSP_EXTRA_ORIGINS) origins.add(origin);
  return [...origins];
}

/**
 * The policy for a page rendered for one request, its scripts stamped with `nonce`. The policy text depends
 * only on configuration, so it is built once per process and the script sources are spliced in.
 */
export function contentSecurityPolicy(nonce: string, env: Env = settings()): string {
  return policyTemplate(env).replace('{scripts}', ` 'nonce-${nonce}'`);
}

/**
 * A policy that lets one origin frame the page: an editor's preview inside the Studio's Presentation tool.
 * Only ever for an answer rendered for that editor's request, never for a page that is stored and shared.
 */
export const framedBy = (policy: string, origin: string): string =>
  policy.replace("frame-ancestors 'none'", `frame-ancestors ${origin}`);

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64');

/** Our own inline scripts, whole, by hash: every page may carry them, so every policy lists them. */
const OWN_INLINE_HASHES = [sha256(CHUNK_ERRORS_SCRIPT)];

/** The policy for a page whose inline scripts have these SHA-256 hashes (base64). */
export function hashPolicy(hashes: readonly string[], env: Env = settings()): string {
  const pages = hashes.filter((hash) => !OWN_INLINE_HASHES.includes(hash));
  return policyTemplate(env).replace('{scripts}', pages.map((hash) => ` 'sha256-${hash}'`).join(''));
}

let built: { env: Env; template: string } | null = null;

function policyTemplate(env: Env): string {
  if (built?.env === env) return built.template;
  const third = thirdPartyOrigins(env);
  const images = env.SANITY_PROJECT_ID ? ['https://cdn.sanity.io', ...third] : third;
  const list = (sources: string[]) => sources.map((s) => ` ${s}`).join('');
  const template = [
    "default-src 'self'",
    // Next's runtime adds its own chunks as <script src> elements at runtime: 'self' admits them by origin.
    `script-src 'self'${OWN_INLINE_HASHES.map((hash) => ` 'sha256-${hash}'`).join('')}{scripts}${list(third)}${env.NODE_ENV === 'development' ? " 'unsafe-eval'" : ''}`,
    // React writes style attributes and the chat frame rule; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${list(images)}`,
    "font-src 'self'",
    `connect-src 'self'${list(third)}`,
    `frame-src 'self'${list(third)}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  built = { env, template };
  return template;
}

export const newNonce = (): string => randomBytes(16).toString('base64');

/**
 * React's streaming scripts as the renderer Next uses writes them (framework/inline-scripts.ts), put into the bundle
 * by cache/build.ts. Unbundled (unit tests), none: such tests pass them to `staticPage` themselves.
 */
declare const __REACT_INLINE_SCRIPTS__: ReactInlineScripts | undefined;
const BUILT_REACT_SCRIPTS: ReactInlineScripts =
  typeof __REACT_INLINE_SCRIPTS__ === 'undefined' ? { runtimes: [], exact: [] } : __REACT_INLINE_SCRIPTS__;

/**
 * A page as a cache keeps it: no nonce anywhere (the render's, and any other a script carries, is removed before
 * any script is hashed: a stored page is named by hash and needs none) and the policy listing the hash of each
 * of Next's and React's inline scripts, in order of first appearance. The same HTML always gives the same page
 * and policy.
 */
export function staticPage(
  html: string,
  env: Env = settings(),
  react: ReactInlineScripts = BUILT_REACT_SCRIPTS,
): { html: string; policy: string } {
  const { html: page, scripts } = frameworkInlineScripts(withoutNonce(html), react);
  return { html: page, policy: hashPolicy([...new Set(scripts.map(sha256))], env) };
}

/** Policies already brought up to date, by the text they were stored with, for one configuration. */
let refreshed = new Map<string, string>();
let refreshedFor: Env | null = null;
const MAX_REFRESHED = 1_000;
const HASH_SOURCE = /'sha256-[A-Za-z0-9+/=]+'/g;

/**
 * A stored page's policy under this process's configuration: the hashes it lists, with today's third-party
 * origins (an operator may have changed them since the page was stored). Unchanged text comes back as is.
 */
export function currentPolicy(stored: string, env: Env = settings()): string {
  if (refreshedFor !== env) {
    refreshed = new Map();
    refreshedFor = env;
  }
  let policy = refreshed.get(stored);
  if (policy === undefined) {
    const hashes = [...stored.matchAll(HASH_SOURCE)].map(([source]) => source.slice(8, -1));
    policy = hashPolicy(hashes, env);
    if (refreshed.size >= MAX_REFRESHED) refreshed.clear();
    refreshed.set(stored, policy);
  }
  return policy;
}
