'use client';

import { CODES } from '@showcase/schemas/api-codes';
import type { Region } from '@showcase/schemas/regions';
import { knowsCountry, useRegionStore } from './store';

/** SPEC §7/§9: every call but the timestamp waits up to 60 s. */
const TIMEOUT_MS = 60_000;

/**
 * The country in a reply of GET /ssr/iso (`{code: 2000, msg, data: {country}}`): two letters, upper case; null
 * when the edge does not know it. Anything else (another code, a proxy's page, a malformed country) is no
 * answer: undefined.
 */
export function countryInReply(reply: unknown): string | null | undefined {
  if (!reply || typeof reply !== 'object') return undefined;
  const { code, data } = reply as { code?: unknown; data?: { country?: unknown } | null };
  if (code !== CODES.success || !data || typeof data !== 'object' || !('country' in data)) return undefined;
  if (data.country === null) return null;
  return typeof data.country === 'string' && /^[A-Za-z]{2}$/.test(data.country)
    ? data.country.toUpperCase()
    : undefined;
}

/**
 * GET /ssr/iso (SPEC §7): no payload and no Accept-Language of ours, the region header as every call has, and no
 * session tokens (the route reads only the edge's geo header). A plain fetch, not the API client: this runs on
 * every visitor's first page, and axios and the client's toasts are not worth loading for it. Never rejects:
 * a failure is undefined, and is not shown (there is nothing the visitor could do about it).
 */
async function askIso(region: Region): Promise<string | null | undefined> {
  try {
    const response = await fetch('/ssr/iso', {
      headers: { region },
      cache: 'no-store',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    return countryInReply(await response.json());
  } catch {
    return undefined;
  }
}

let asking: Promise<void> | null = null;

/**
 * Asks GET /ssr/iso once per visitor: only while the store (persisted) has no answer, one request however many
 * callers ask at once. The answer, "unknown" included, goes into the store and so into local storage; a failure
 * leaves the store as it was, so a later page asks again.
 */
export function askVisitorCountry(region: Region): Promise<void> {
  if (knowsCountry(useRegionStore.getState())) return Promise.resolve();
  asking ??= askIso(region)
    .then((country) => {
      if (country !== undefined) useRegionStore.getState().setCountry(country);
    })
    .finally(() => {
      asking = null;
    });
  return asking;
}
