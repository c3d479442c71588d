/**
 * The browser's view of the server clock (SPEC §4): seeded from the server time a page was rendered
 * with, corrected from GET /ssr/timestamp (10 s timeout), and kept at its last known value on failure.
 */
let offset: number | null = null;
let syncing: Promise<void> | null = null;

/** Until a sync succeeds, the page's own server time is the best estimate. */
export function seedServerClock(serverNow: number, renderedAt = Date.now()) {
  if (offset === null) offset = serverNow - renderedAt;
}

export function syncServerClock(): Promise<void> {
  syncing ??= (async () => {
    try {
      const sent = Date.now();
      const response = await fetch('/ssr/timestamp', { cache: 'no-store', signal: AbortSignal.timeout(10_000) });
      const body = (await response.json()) as { code?: number; data?: { timestamp?: number } };
      const received = Date.now();
      if (body.code === 2000 && typeof body.data?.timestamp === 'number')
        offset = body.data.timestamp - (sent + received) / 2;
    } catch {
      // Keep the last known offset: a flaky network must not make a countdown jump.
    } finally {
      syncing = null;
    }
  })();
  return syncing;
}

export const serverClockNow = () => Date.now() + (offset ?? 0);
