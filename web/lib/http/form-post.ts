import { servesRegion } from '@showcase/schemas/hosts';
import { isRegion, REGION_INFO, type Region } from '@showcase/schemas/regions';

/**
 * Whether a form post comes from a page of this host. Sec-Fetch-Site says so where the browser sends it;
 * browsers without it still name the posting page's origin, which must be this host (the scheme may differ
 * behind TLS; a sandboxed frame's "null" is no host). A request naming neither is no browser's cross-site post.
 */
export function postedFromThisHost(request: Request): boolean {
  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') return false;
  const origin = request.headers.get('origin');
  if (origin === null) return true;
  try {
    return new URL(origin).host === request.headers.get('host')?.toLowerCase();
  } catch {
    return false;
  }
}

/**
 * A form posted without scripts as the API call the form's script would make: the visitor's own headers (their
 * address and request id, for the limits and the logs), a JSON body, and the page's region and language.
 */
export function asApiCall(url: string, sent: Headers, region: Region, body: unknown): Request {
  const headers = new Headers(sent);
  headers.delete('content-length');
  headers.set('content-type', 'application/json');
  headers.set('region', region);
  headers.set('accept-language', REGION_INFO[region].locale);
  return new Request(url, { method: 'POST', headers, body: JSON.stringify(body) });
}

/** Longer than any field allows, so a refused value comes back whole to be corrected; longer ones are cut. */
const LONGEST_VALUE = 4000;

/** The named fields of a posted form, as text (a file or a missing field is left out). */
export function postedValues(data: FormData, names: readonly string[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of names) {
    const value = data.get(name);
    if (typeof value === 'string') values[name] = value.slice(0, LONGEST_VALUE);
  }
  return values;
}

/** The region a form posted without scripts names in its hidden `region` field, if this host serves it. */
export function postedRegion(data: FormData, sent: Headers): Region | null {
  const region = data.get('region');
  return isRegion(region) && servesRegion(sent.get('host'), region) ? region : null;
}
