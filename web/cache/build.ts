/**
 * Bundles the page cache for Node: Next loads its cache handler at run time, outside its own bundler, and
 * `npm start` runs the front server the same way, so both are built here from the TypeScript beside this file
 * (with what they import from lib/ and the schemas) into cache/dist, before `next build` reads next.config.ts.
 * One shared chunk holds the modules both use, so a process that runs both loads them once.
 * Next, redis and the Redis cache store stay outside: the modules load them with require() from the server's
 * own node_modules, and only when used.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { installedReactScripts } from '../framework/inline-scripts';
import { boundariesFile, contentStateFrom } from '../lib/stage/signature';
import { renderedOrigins } from './stored-page';

const here = path.dirname(fileURLToPath(import.meta.url));

await build({
  entryPoints: {
    'stage-cache-handler': path.join(here, 'stage-cache-handler.ts'),
    'front-server': path.join(here, 'front-server.ts'),
  },
  outdir: path.join(here, 'dist'),
  outExtension: { '.js': '.mjs' },
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node22.22',
  tsconfig: path.join(here, '..', 'tsconfig.json'),
  // The origins the pages `next build` is about to prerender will name (it runs next, with this environment) and
  // the content revision they show: the handler serves those pages only where the server's own origins are the
  // same, and until a publish.
  // React's streaming scripts, from the renderer this build's pages will be rendered by, so that a cached page that
  // streamed names them in its policy (framework/inline-scripts.ts).
  define: {
    __BUILT_FOR_ORIGINS__: JSON.stringify(renderedOrigins()),
    __BUILT_AT_REVISION__: JSON.stringify(contentStateFrom(boundariesFile()).revision),
    __REACT_INLINE_SCRIPTS__: JSON.stringify(installedReactScripts()),
  },
  logLevel: 'warning',
});
