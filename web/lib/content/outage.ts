/**
 * Whether the content backend is down right now: the last query failed (dataset unreadable, Sanity
 * unreachable) and none has succeeded since. Once per process: the server's instrumentation and the app's
 * route bundles are separate module graphs in one process.
 */
import { processState } from '../runtime/process-state';
import { log } from '../telemetry/log';

const state = processState('content-outage', (): { since: number | null } => ({ since: null }));

export function noteContentAnswer(): void {
  if (state.since) log.info('content: the backend answers again');
  state.since = null;
}

export function noteContentFailure(now = Date.now()): void {
  state.since ??= now;
}

export const contentOutage = (): boolean => Boolean(state.since);
