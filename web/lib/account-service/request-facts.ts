/** What a request tells the service: its region, its language (SPEC §7's Accept-Language), its client IP. */
import { isRegion, type Locale, REGION_INFO, REGIONS, type Region, type RegionGroup } from '@showcase/schemas/regions';
import { PEER_HEADER } from '../runtime/peer-address';

/** A Map, not an object: a header such as `__proto__` must not find a property of Object.prototype. */
const LANGUAGES = new Map<string, Locale>([
  ['fr', 'fr-FR'],
  ['de', 'de-DE'],
  ['ko', 'ko-KR'],
  ['ja', 'ja-JP'],
  ['zh', 'zh-CN'],
]);

/** The region header when it names a region of this group, else the group's first region. */
export function requestRegion(headers: Headers, group: RegionGroup): Region {
  const named = headers.get('region')?.trim().toLowerCase();
  if (isRegion(named) && REGION_INFO[named].group === group) return named;
  return REGIONS.find((r) => REGION_INFO[r].group === group) ?? 'us';
}

/**
 * The site sends "the language when English, otherwise the region code" (en, fr, de, kr, jp, cn); other
 * clients send ordinary language tags. English keeps the region's English (en-GB for uk), else en-US.
 */
export function localeOf(headers: Headers, region: Region): Locale {
  const own = REGION_INFO[region].locale;
  const first = (headers.get('accept-language') ?? '').split(',')[0]?.split(';')[0]?.trim().toLowerCase() ?? '';
  if (!first) return own;
  if (isRegion(first)) return REGION_INFO[first].locale;
  const language = first.split('-')[0] ?? '';
  if (language === 'en') return own.startsWith('en-') ? own : 'en-US';
  return LANGUAGES.get(language) ?? own;
}

/**
 * The client's address. With `hops` trusted proxies in front (TRUSTED_PROXY_HOPS), each appends the peer it saw
 * to X-Forwarded-For, so the client is the entry `hops` from the end; entries before it are whatever the client
 * claimed. With none (0), it is the connection's own address (PEER_HEADER, written by the server, never by the
 * client); X-Forwarded-For is then the client's word, used only where the server did not write the peer (a
 * request that did not come through its HTTP server, as in unit tests).
 */
export function clientIp(headers: Headers, trustedProxyHops: number): string | null {
  if (trustedProxyHops <= 0) {
    const peer = headers.get(PEER_HEADER)?.trim();
    if (peer) return peer;
  }
  const entries = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  if (entries.length === 0) return null;
  return entries[Math.max(0, entries.length - Math.max(1, trustedProxyHops))] ?? null;
}
