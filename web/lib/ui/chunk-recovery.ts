/**
 * SPEC §2.4: "If a script asset fails to load and the server answers 404 for it, the browser reloads the
 * intended page. A failed route-chunk preload dispatches a preload-error event." A 404 for one of our
 * chunks means a newer deployment replaced them while the tab was open; a reload fetches the new ones.
 */

/** Where Next serves the build's scripts; they are content-hashed, so a missing one never comes back. */
export const CHUNK_PATH_PREFIX = '/_next/static/';
/** Session-storage key remembering that a page was already reloaded for a missing chunk. */
export const chunkReloadKey = (pathname: string) => `chunk-reload:${pathname}`;
/** A page that stayed up this long after loading counts as recovered: its reload flag is cleared. */
export const CHUNK_FLAG_CLEAR_MS = 10_000;

export function isChunkScript(src: string): boolean {
  try {
    // Absolute in the DOM (script.src); the base only helps callers that pass a path.
    return new URL(src, 'http://base.invalid').pathname.startsWith(CHUNK_PATH_PREFIX);
  } catch {
    return false;
  }
}

/**
 * Whether a failed script load reloads the page. Only our own chunks, only when the server says they are
 * gone (404; a network error or a 5xx would fail again after a reload), and only once per page per session,
 * so a deployment that is really broken never turns into a reload loop.
 */
export function chunkErrorDecision(input: {
  src: string;
  /** Status of a HEAD request for `src`; null when that request failed. */
  status: number | null;
  alreadyReloaded: boolean;
}): 'reload' | 'ignore' {
  if (input.alreadyReloaded || !isChunkScript(input.src)) return 'ignore';
  return input.status === 404 ? 'reload' : 'ignore';
}

/** The rejection of a chunk that failed to load: webpack's and Turbopack's ChunkLoadError, by name or text. */
export function isChunkLoadError(reason: unknown): boolean {
  if (typeof reason !== 'object' || reason === null) return false;
  const { name, message } = reason as { name?: unknown; message?: unknown };
  if (name === 'ChunkLoadError') return true;
  return typeof message === 'string' && /Loading (CSS )?chunk \S+ failed|Failed to load chunk/i.test(message);
}
