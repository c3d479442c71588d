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
