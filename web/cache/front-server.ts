/**
 * The server `npm start` runs: Next's standalone server with the page cache in front (front-cache.ts). A
 * request is admitted by the request guard (request-guard.ts), then a file of the build in its stored compression
 * (static-assets.ts) or a cached page is answered before Next's request handler; everything else
 * is Next's, through its public custom-server API (`next()` and `getRequestHandler()`), with the configuration
 * the build wrote. The chain is create-front-server.ts.
 * Bundled by cache/build.ts to cache/dist/front-server.mjs, which the build traces into .next/standalone
 * beside the handler: a deployment of that folder runs `node web/cache/dist/front-server.mjs` (or Next's own
 * server.js, without the front cache or the request guard). PORT, HOSTNAME and KEEP_ALIVE_TIMEOUT as Next's
 * server.js reads them.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { enterStandaloneMode } from '../framework/next-internals';
import { settingsAtStart } from '../lib/runtime/settings-at-start';
import { log } from '../lib/telemetry/log';
import { createFrontServer } from './create-front-server';
import { listStaticAssets } from './static-assets';

/** The app's folder: this file runs from its cache/dist. */
const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const { config } = JSON.parse(readFileSync(path.join(dir, '.next', 'required-server-files.json'), 'utf8'));

enterStandaloneMode(config);
process.chdir(dir);
process.title = 'next-server (front cache)';

// PORT is the port the site's default origins name too (schemas/hosts.ts), so links point at this server.
const { PORT: port, HOSTNAME: hostname, KEEP_ALIVE_TIMEOUT: keepAliveTimeout } = settingsAtStart();
/** Next as server.js loads it: the standalone folder's own copy, CommonJS. */
const next = createRequire(path.join(dir, 'server.js'))('next') as typeof import('next').default;

const app = next({ dir, dev: false, hostname, port, conf: config });
await app.prepare();
const server = createFrontServer(listStaticAssets(path.join(dir, '.next', 'static')), app.getRequestHandler());
if (keepAliveTimeout !== undefined) server.keepAliveTimeout = keepAliveTimeout;
server.listen(port, hostname, () => {
  log.info(`✓ Ready on http://${hostname.includes(':') ? `[${hostname}]` : hostname}:${port} (front cache on)`);
});
