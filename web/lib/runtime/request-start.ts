/**
 * Work done on every request the moment Node's HTTP server receives it, before Next sees it (Node's public
 * `http.server.request.start` diagnostics channel, which hands over the request, its response and its socket).
 * Installed once per process from instrumentation-node.ts; the browser tests prove each use on the real server
 * (production-safety.spec.ts, security.spec.ts).
 */

import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { processState } from './process-state';

export interface RequestStart {
  request: IncomingMessage;
  response: ServerResponse;
  socket: Socket;
}

/** Runs `work` on every request from now on; a second call with the same name adds nothing (Next may load modules twice). */
export function onRequestStart(name: string, work: (start: RequestStart) => void) {
  const names = processState('request-start', () => new Set<string>());
  if (names.has(name)) return;
  names.add(name);
  subscribe('http.server.request.start', (message) => work(message as RequestStart));
}
