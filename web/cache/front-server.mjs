/**
 * The server `npm start` runs: Next's standalone server with the page cache in front (front-cache.cjs). A
 * cached page is answered from memory before Next's request handler; everything else is Next's, through its
 * public custom-server API (`next()` and `getRequestHandler()`), with the configuration the build wrote.
 * Lives in cache/ so the build copies it into .next/standalone beside the handler: a deployment of that
 * folder runs `node web/cache/front-server.mjs` (or Next's own server.js, without the front cache).
 * PORT, HOSTNAME and KEEP_ALIVE_TIMEOUT as Next's server.js reads them.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(dir, 'server.js'));
const { config } = JSON.parse(readFileSync(path.join(dir, '.next', 'required-server-files.json'), 'utf8'));

process.env.NODE_ENV = 'production';
process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(config);
process.chdir(dir);
process.title = 'next-server (front cache)';

const port = Number.parseInt(process.env.PORT ?? '', 10) || 3000;
const hostname = process.env.HOSTNAME || '0.0.0.0';
const keepAliveTimeout = Number.parseInt(process.env.KEEP_ALIVE_TIMEOUT ?? '', 10);
const { answerFromFront, keepWhatNextAnswers } = require('./cache/front-cache.cjs');
const next = require('next');

const app = next({ dir, dev: false, hostname, port, conf: config });
const server = createServer((request, response) => {
  if (answerFromFront(request, response)) return;
  keepWhatNextAnswers(request, response, () =>
    handle(request, response).catch((error) => {
      console.error(`Failed to handle request for ${request.url}`, error);
      if (!response.headersSent) response.statusCode = 500;
      response.end();
    }),
  );
});
if (keepAliveTimeout >= 0) server.keepAliveTimeout = keepAliveTimeout;

await app.prepare();
const handle = app.getRequestHandler();
server.listen(port, hostname, () => {
  console.log(`✓ Ready on http://${hostname.includes(':') ? `[${hostname}]` : hostname}:${port} (front cache on)`);
});
