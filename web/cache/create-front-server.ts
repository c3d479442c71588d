/**
 * The HTTP server front-server.ts runs, apart from Next itself (which the tests stand in for): a request is
 * admitted by the request guard first (its Host is a host name, its target a path of one of our hosts, sent within
 * REQUEST_TIME), then answered from the build's files, else from the page cache, else by Next, whose
 * plain pages the page cache keeps.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { log } from '../lib/telemetry/log';
import { answerFromFront, keepWhatNextAnswers } from './front-cache';
import { createGuardedServer, REQUEST_TIME } from './request-guard';
import { answerStaticAsset, type StaticAssets } from './static-assets';

export function createFrontServer(
  assets: StaticAssets,
  /** Next's request handler. */
  handle: (request: IncomingMessage, response: ServerResponse) => Promise<void>,
  time: typeof REQUEST_TIME = REQUEST_TIME,
): Server {
  return createGuardedServer((request, response) => {
    if (answerStaticAsset(assets, request, response) || answerFromFront(request, response)) return;
    keepWhatNextAnswers(request, response, () =>
      handle(request, response).catch((error: unknown) => {
        // The path alone: a query string may carry a secret (a preview's).
        log.error(`Failed to handle request for ${request.url?.split('?')[0]}`, error);
        if (!response.headersSent) response.statusCode = 500;
        response.end();
      }),
    );
  }, time);
}
