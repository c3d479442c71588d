// @ts-check
/**
 * The Content-Security-Policy of every HTML page: scripts run only when they carry this response's nonce,
 * come from this origin, or come from a third-party origin the operator configured. No 'unsafe-inline'.
 *
 * Pages are ISR-cached, so the HTML is rendered once and served many times; a nonce fixed at render would
 * repeat in every response. Instead the cache handler stamps a fresh nonce into each response it serves
 * (`noncePartsOf(html).join(nonce)`), on exactly the scripts Next itself writes: its chunk tags and its three bootstrap
 * shapes, recognised by their whole text. Anything else inline (an injected script) gets no nonce and
 * does not run. A CDN in front keeps one response for a while; the policy and the HTML it caches still
 * match each other, which is what the browser checks.
 * Plain CommonJS because Next loads the cache handler with require(), outside its bundler.
 */
const { randomBytes } = require('node:crypto');

/** Script variables of lib/third-party.ts: their https origins are the only third-party script sources. */
const THIRD_PARTY_SCRIPT_VARS = ['ANALYTICS_TAG_SRC', 'HEATMAP_SRC', 'STORAGE_PROXY_SRC', 'CHAT_WIDGET_SRC'];
/** reCAPTCHA v3 loads from Google and draws its frame from there too. */
const RECAPTCHA_ORIGINS = ['https://www.google.com', 'https://www.gstatic.com'];

/** @param {string | undefined} value */
function httpsOrigin(value) {
  try {
    const url = new URL(value ?? '');
    return url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * @param {Readonly<Record<string, string | undefined>>} env
 * @returns {string[]}
 */
function thirdPartyOrigins(env) {
  const origins = new Set(
    THIRD_PARTY_SCRIPT_VARS.map((name) => httpsOrigin(env[name])).filter(/** @returns {o is string} */ (o) => !!o),
  );
  if (env.RECAPTCHA_SITE_KEY?.trim()) for (const origin of RECAPTCHA_ORIGINS) origins.add(origin);
  for (const part of (env.CSP_EXTRA_ORIGINS ?? '').split(',')) {
    const origin = httpsOrigin(part.trim());
    if (origin) origins.add(origin);
  }
  return [...origins];
}

/**
 * The policy for one response. The policy text depends only on configuration, so it is built once per
 * process and the nonce is spliced in.
 * @param {string} nonce
 * @param {Readonly<Record<string, string | undefined>>} [env]
 */
function contentSecurityPolicy(nonce, env = process.env) {
  return policyTemplate(env).replace('{nonce}', nonce);
}

/** @type {{ env: object, template: string } | null} */
let built = null;

/** @param {Readonly<Record<string, string | undefined>>} env */
function policyTemplate(env) {
  if (built?.env === env) return built.template;
  const third = thirdPartyOrigins(env);
  const images = env.SANITY_PROJECT_ID ? ['https://cdn.sanity.io', ...third] : third;
  const list = (/** @type {string[]} */ sources) => sources.map((s) => ` ${s}`).join('');
  const template = [
    "default-src 'self'",
    // Next's runtime adds its own chunks as <script src> elements at runtime: 'self' admits them by origin.
    `script-src 'self' 'nonce-{nonce}'${list(third)}${env.NODE_ENV === 'development' ? " 'unsafe-eval'" : ''}`,
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

const newNonce = () => randomBytes(16).toString('base64');

/** Next's inline scripts, whole: the flight-data queue, its pushes (a JSON string or null), the Turbopack bootstrap. */
const NEXT_INLINE = [
  /^\(self\.__next_f=self\.__next_f\|\|\[\]\)\.push\(\[0\]\)$/,
  /^self\.__next_f\.push\(\[\d,(?:"(?:[^"\\]|\\.)*"|null)\]\)$/,
  /^\(globalThis\["TURBOPACK"\] \|\| \(globalThis\["TURBOPACK"\] = \[\]\)\)\.push\(\{"otherChunks":\["[\w./-]+"(?:,"[\w./-]+")*\],"runtimeModuleIds":\[\d+(?:,\d+)*\]\}\);$/,
];
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;
const NONCE_ATTR = /\snonce="[^"]*"/;
const SRC_ATTR = /\ssrc="([^"]*)"/;
const TYPE_ATTR = /\stype="([^"]*)"/;

/** @param {string} attrs @param {string} body */
function isNextScript(attrs, body) {
  const type = TYPE_ATTR.exec(attrs)?.[1];
  if (type && type !== 'text/javascript' && type !== 'module') return false; // data blocks (JSON, JSON-LD) never run
  const src = SRC_ATTR.exec(attrs)?.[1];
  if (src !== undefined) return body === '' && src.startsWith('/_next/static/');
  return NEXT_INLINE.some((shape) => shape.test(body));
}

/**
 * The page cut where a nonce goes: `parts.join(nonce)` is the page with `nonce` on each of Next's own scripts
 * (a nonce from an earlier render dropped) and no nonce on any other script. Cutting parses every script;
 * joining is one copy, so a server cuts each cached page once and joins per response (`noncePartsOf`).
 * @param {string} html
 * @returns {string[]}
 */
function nonceParts(html) {
  const parts = [];
  let from = 0;
  let pending = '';
  for (const match of html.matchAll(SCRIPT)) {
    const [tag, attrs = '', body = ''] = match;
    const bare = attrs.replace(NONCE_ATTR, '');
    const start = match.index ?? 0;
    pending += html.slice(from, start);
    from = start + tag.length;
    if (!isNextScript(bare, body)) {
      pending += bare === attrs ? tag : `<script${bare}>${body}</script>`;
      continue;
    }
    parts.push(`${pending}<script nonce="`);
    pending = `"${bare}>${body}</script>`;
  }
  parts.push(pending + html.slice(from));
  return parts;
}

/** @param {string} html @param {string} nonce */
const stampNonces = (html, nonce) => nonceParts(html).join(nonce);

/** Cut pages by their text: the cache hands out the same string for the same entry, so lookups are cheap. */
const cutPages = new Map();
const MAX_CUT_PAGES = 300;

/** @param {string} html @returns {string[]} */
function noncePartsOf(html) {
  let parts = cutPages.get(html);
  if (!parts) {
    if (cutPages.size >= MAX_CUT_PAGES) cutPages.clear();
    parts = nonceParts(html);
    cutPages.set(html, parts);
  }
  return parts;
}

module.exports = {
  contentSecurityPolicy,
  newNonce,
  noncePartsOf,
  stampNonces,
  THIRD_PARTY_SCRIPT_VARS,
  thirdPartyOrigins,
};
