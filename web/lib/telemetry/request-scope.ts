/**
 * The request a piece of server code is working for, so that a log line written deep inside an account call
 * names it without every function passing it along. One store per process (Next evaluates this module once per
 * bundle that imports it).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { processState } from '../runtime/process-state';

/** The header that carries a request's id: set on every request as it arrives (requests.ts), sent back to the client. */
export const REQUEST_ID_HEADER = 'x-request-id';

const storage = () => processState('request-scope', () => new AsyncLocalStorage<string>());

export function withRequestId<T>(requestId: string | null, work: () => T): T {
  return requestId ? storage().run(requestId, work) : work();
}

export const currentRequestId = (): string | undefined => storage().getStore();
