/**
 * The Studio's page also calls Sanity's own hosts, whatever its API host: the bridge script and the design
 * system's font from Sanity's CDNs, the module CDN's version check, and the feedback tunnel of its error
 * reporting. Offline they fail, and every failure is a console error; a browser test answers them here as
 * Sanity would for a Studio that is up to date. Any other host stays unreachable (aborted), so a call the Studio
 * starts making shows up as an error rather than leaving the machine.
 */
import type { BrowserContext, Route } from '@playwright/test';

const isLocal = (url: URL) => ['localhost', '127.0.0.1'].includes(url.hostname) || url.hostname.endsWith('.localhost');

/** Cross-origin fetches from the Studio's origin: CORS as Sanity's CDNs answer them. */
const cors = { 'access-control-allow-origin': '*' };

async function answer(route: Route) {
  const url = new URL(route.request().url());
  if (url.hostname === 'core.sanity-cdn.com' && url.pathname === '/bridge.js')
    return route.fulfill({ contentType: 'text/javascript', body: '/* no bridge offline */', headers: cors });
  // `/v1/modules/<package>/<tag>/^<version>/t<time>`: the running version is the latest (no update offered).
  const module = /^\/v1\/modules\/(?:by-app\/[^/]+\/t\d+\/\^([^/]+)\/[^/]+|[^/]+\/[^/]+\/\^([^/]+)\/t\d+)$/.exec(
    decodeURIComponent(url.pathname),
  );
  if (url.hostname === 'sanity-cdn.com' && module) {
    const version = module[1] ?? module[2];
    return route.fulfill({ json: { latest: version, packageVersion: version, deprecated: [] }, headers: cors });
  }
  if (url.hostname === 'api.sanity.io' && url.pathname.startsWith('/vX/intake/'))
    return route.fulfill({ json: {}, headers: cors });
  // The font is a nicety: the Studio falls back to the system's sans-serif, as it does while the font loads.
  if (url.hostname === 'design-system-static.sanity.io') return route.fulfill({ status: 204, headers: cors });
  return route.abort('blockedbyclient');
}

export async function answerSanityHosts(context: BrowserContext) {
  await context.route((url) => !isLocal(url), answer);
}
