import type { Region } from '@showcase/schemas/regions';

/**
 * The regions with login screens (SPEC §2.2: the US only; elsewhere /login is a 404). Its own module, so the
 * chrome's way into the account can ask without importing the screens, whose forms (react-hook-form, zod)
 * every page would then load.
 */
export const LOGIN_REGIONS = ['us'] as const satisfies readonly Region[];

export function hasLoginScreens(region: Region): boolean {
  return (LOGIN_REGIONS as readonly Region[]).includes(region);
}
