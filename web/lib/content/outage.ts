/**
 * Whether the content backend is down right now: the last query failed (dataset unreadable, Sanity
 * unreachable) and none has succeeded since. Kept on globalThis because the server's instrumentation and
 * the app's route bundles are separate module graphs in one process.
 */
const state = globalThis as typeof globalThis & { __contentOutageSince?: number | null };

export function noteContentAnswer(): void {
  if (state.__contentOutageSince) console.info('content: the backend answers again');
  state.__contentOutageSince = null;
}

export function noteContentFailure(now = Date.now()): void {
  state.__contentOutageSince ??= now;
}

export const contentOutage = (): boolean => Boolean(state.__contentOutageSince);
