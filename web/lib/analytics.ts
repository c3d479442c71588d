/**
 * The virtual page view of SPEC §2.4 and §6: one event per navigation, with the login status read from
 * the session's local storage. Pure, so the event's shape is tested without a browser.
 */
import { REGION_INFO, type Region } from '@showcase/schemas/regions';

export interface VirtualPageView {
  event: 'virtual_page_view';
  page_path: string;
  page_title: string;
  page_location: string;
  login_status: 'Logged in' | 'Not logged in';
  /**
   * Null when logged out, never left out: a tag manager's data model keeps a key until it is overwritten,
   * so omitting it would keep the previous visitor's id after a logout.
   */
  user_id: string | null;
}

/** Local-storage key of the session's user id (SPEC §3: keys are scoped by region group). */
export const userIdKey = (region: Region) => `${REGION_INFO[region].group}:userId`;

/**
 * The user id from the stored value: the session store keeps it as a JSON string. Anything else (absent,
 * empty, not JSON, not a string) means nobody is logged in.
 */
export function storedUserId(raw: string | null | undefined): string | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'string' && value.trim() !== '' ? value : null;
  } catch {
    return null;
  }
}

/** The query parameter of a mailed link's secret (accounts/src/mail/texts.ts): never handed to a tag. */
const SECRET_PARAM = 'token';

/** `address` (a path or a URL) without the secret's parameter, the rest as it was written. */
function withoutSecret(address: string): string {
  const [before, query] = address.split('?', 2) as [string, string?];
  if (query === undefined) return address;
  const kept = query.split('&').filter((pair) => pair.split('=')[0] !== SECRET_PARAM);
  return kept.length ? `${before}?${kept.join('&')}` : before;
}

export function virtualPageView(input: {
  /** Path with its query, as the address bar shows it, without the hash. */
  path: string;
  title: string;
  location: string;
  /** The raw local-storage value of `userIdKey(region)`. */
  storedUserId: string | null;
}): VirtualPageView {
  const userId = storedUserId(input.storedUserId);
  return {
    event: 'virtual_page_view',
    page_path: withoutSecret(input.path),
    page_title: input.title,
    page_location: withoutSecret(input.location),
    login_status: userId ? 'Logged in' : 'Not logged in',
    user_id: userId,
  };
}

/**
 * The page's data layer, created when the tag has not loaded yet (the tag reads what queued up). A layer the
 * tag has already taken over is used as it is: its own `push` is what feeds the tag.
 */
export function dataLayerOf(target: object): { push(item: unknown): unknown } {
  const holder = target as { dataLayer?: unknown };
  const existing = holder.dataLayer as { push?: unknown } | null | undefined;
  if (existing && typeof existing.push === 'function') return existing as { push(item: unknown): unknown };
  const layer: unknown[] = [];
  holder.dataLayer = layer;
  return layer;
}
