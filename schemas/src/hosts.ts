/**
 * The two hosts the site is served on (SPEC §2.1: cn on its own host, every other region on the main one) and
 * their public origins, from the environment, with the local defaults written once. The site, its build
 * configuration, the proxy, the account mails and the Studio's "Preview at…" all read them here.
 */
import { hasOwnHost, hostOf, type Region } from './region-codes';

type Env = Readonly<Record<string, string | undefined>>;

/** The public origins of the two hosts, by the name the registry gives each (`hostOf`). */
export type HostOrigins = Readonly<Record<'main' | 'cn', string>>;

/** The port a local start serves on when nothing says otherwise (Next's own default too). */
export const LOCAL_PORT = 3000;

/**
 * The port a local start serves on: PORT as `npm start` and Next's server read it, else LOCAL_PORT. The default
 * origins name it, so a server started on another port links to itself. The Studio passes no PORT (it is not
 * the site's process), so its defaults stay on LOCAL_PORT.
 */
export function localPort(env: Env = process.env): number {
  const port = Number.parseInt(env.PORT ?? '', 10);
  return port > 0 && port < 65_536 ? port : LOCAL_PORT;
}

/** cn's own host name (CN_HOST), lower-case, without a port. */
export function cnHost(env: Env = process.env): string {
  return (env.CN_HOST || 'cn.localhost').toLowerCase();
}

/** The main host's public origin (SITE_ORIGIN), else the local server's. */
export function mainOrigin(env: Env = process.env): string {
  return env.SITE_ORIGIN || `http://localhost:${localPort(env)}`;
}

/** cn's public origin (CN_ORIGIN), else cn's host on the local server's port. */
export function cnOrigin(env: Env = process.env): string {
  return env.CN_ORIGIN || `http://${cnHost(env)}:${localPort(env)}`;
}

/** Both hosts' origins from the environment (the Studio passes its own, from its build). */
export const hostOrigins = (env: Env = process.env): HostOrigins => ({ main: mainOrigin(env), cn: cnOrigin(env) });

/** The origin a region is served from: its host's, by the registry (cn has its own, SPEC §2.1). */
export function regionOrigin(code: Region, origins: HostOrigins = hostOrigins()): string {
  return origins[hostOf(code)];
}

/** Whether two regions' pages share a host, so a link from one to the other can be a path. */
export const sameHost = (a: Region, b: Region): boolean => hostOf(a) === hostOf(b);

/** Whether a request that came in on `host` (a Host header) is on the host that serves `code`. */
export function servesRegion(host: string | null | undefined, code: Region, env: Env = process.env): boolean {
  return isCnHost(host, env) === hasOwnHost(code);
}

/** Whether a Host header (with or without its port) names cn's host. */
export function isCnHost(host: string | null | undefined, env: Env = process.env): boolean {
  return (host ?? '').split(':')[0]?.toLowerCase() === cnHost(env);
}

/**
 * The Studio's origin (STUDIO_ORIGIN, e.g. https://roboshift.sanity.studio): the one site allowed to frame an
 * editor's preview (Sanity's Presentation tool) and named in the edit links of a preview's overlays. Null when
 * unset or not an http(s) origin: previews then cannot be framed at all.
 */
export function studioOrigin(env: Env = process.env): string | null {
  try {
    const url = new URL(env.STUDIO_ORIGIN ?? '');
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}
