/**
 * The two hosts the site is served on (SPEC §2.1: cn on its own host, every other region on the main one) and
 * their public origins, from the environment, with the local defaults written once. The site, its build
 * configuration, the proxy, the account mails and the Studio's "Preview at…" all read them here.
 */
import { hasOwnHost, hostNameOf, hostOf, type Region } from './region-codes';
import { REGION_INFO, REGIONS, type RegionGroup } from './regions';
import { type Settings, settings } from './settings';

/** The settings that name the hosts (the Studio passes its own, from its build). */
export type HostSettings = Pick<Settings, 'PORT' | 'CN_HOST' | 'SITE_ORIGIN' | 'CN_ORIGIN'>;

/** The public origins of the two hosts, by the name the registry gives each (`hostOf`). */
export type HostOrigins = Readonly<Record<'main' | 'cn', string>>;

/**
 * The port a local start serves on (PORT, as `npm start` and Next's server read it). The default origins name
 * it, so a server started on another port links to itself. The Studio passes no PORT (it is not the site's
 * process), so its defaults stay on 3000.
 */
export const localPort = (env: Pick<Settings, 'PORT'> = settings()): number => env.PORT;

/** cn's own host name (CN_HOST), lower-case, without a port. */
export const cnHost = (env: Pick<Settings, 'CN_HOST'> = settings()): string => env.CN_HOST;

/** The main host's public origin (SITE_ORIGIN), else the local server's. */
export function mainOrigin(env: HostSettings = settings()): string {
  return env.SITE_ORIGIN ?? `http://localhost:${env.PORT}`;
}

/** cn's public origin (CN_ORIGIN), else cn's host on the local server's port. */
export function cnOrigin(env: HostSettings = settings()): string {
  return env.CN_ORIGIN ?? `http://${env.CN_HOST}:${env.PORT}`;
}

/** Both hosts' origins from the environment (the Studio passes its own, from its build). */
export const hostOrigins = (env: HostSettings = settings()): HostOrigins => ({
  main: mainOrigin(env),
  cn: cnOrigin(env),
});

/** The origin a region is served from: its host's, by the registry (cn has its own, SPEC §2.1). */
export function regionOrigin(code: Region, origins: HostOrigins = hostOrigins()): string {
  return origins[hostOf(code)];
}

/** Whether two regions' pages share a host, so a link from one to the other can be a path. */
export const sameHost = (a: Region, b: Region): boolean => hostOf(a) === hostOf(b);

/** Whether a request that came in on `host` (a Host header) is on the host that serves `code`. */
export function servesRegion(
  host: string | null | undefined,
  code: Region,
  env: Pick<Settings, 'CN_HOST'> = settings(),
): boolean {
  return isCnHost(host, env) === hasOwnHost(code);
}

/** Whether a request on `host` is on the host of a region whose accounts are in `group` (an API base's). */
export function servesGroup(
  host: string | null | undefined,
  group: RegionGroup,
  env: Pick<Settings, 'CN_HOST'> = settings(),
): boolean {
  return REGIONS.some((code) => REGION_INFO[code].group === group && servesRegion(host, code, env));
}

/** Whether a Host header (with or without its port) names cn's host. */
export function isCnHost(host: string | null | undefined, env: Pick<Settings, 'CN_HOST'> = settings()): boolean {
  return hostNameOf(host) === env.CN_HOST;
}

/**
 * The Studio's origin (STUDIO_ORIGIN, e.g. https://roboshift.sanity.studio): the one site allowed to frame an
 * editor's preview (Sanity's Presentation tool) and named in the edit links of a preview's overlays. Null when
 * unset: previews then cannot be framed at all.
 */
export const studioOrigin = (env: Pick<Settings, 'STUDIO_ORIGIN'> = settings()): string | null =>
  env.STUDIO_ORIGIN ?? null;
