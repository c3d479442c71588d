/**
 * The two hosts the site is served on (SPEC §2.1: cn on its own host, every other region on the main one) and
 * their public origins, from the environment, with the local defaults written once. The site, its build
 * configuration, the proxy, the account mails and the Studio's "Preview at…" all read them here.
 */
type Env = Readonly<Record<string, string | undefined>>;

/** The port a local start serves on when nothing says otherwise. */
export const LOCAL_PORT = 3000;

/** cn's own host name (CN_HOST), lower-case, without a port. */
export function cnHost(env: Env = process.env): string {
  return (env.CN_HOST || 'cn.localhost').toLowerCase();
}

/** The main host's public origin (SITE_ORIGIN). */
export function mainOrigin(env: Env = process.env): string {
  return env.SITE_ORIGIN || `http://localhost:${LOCAL_PORT}`;
}

/** cn's public origin (CN_ORIGIN). */
export function cnOrigin(env: Env = process.env): string {
  return env.CN_ORIGIN || `http://${cnHost(env)}:${LOCAL_PORT}`;
}

/** Whether a Host header (with or without its port) names cn's host. */
export function isCnHost(host: string | null | undefined, env: Env = process.env): boolean {
  return (host ?? '').split(':')[0]?.toLowerCase() === cnHost(env);
}
