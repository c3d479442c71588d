/**
 * The one door to Next's internals: every name, value shape, private module and private method of Next this
 * project relies on and Next does not document. Nothing else imports `next/dist`. With rendered-html.ts and
 * inline-scripts.ts beside it (the shapes of the HTML and inline scripts React and Next write into a page, read
 * nowhere else), web/framework/ is the one place the framework's output is read. Each pin and each shape has a
 * contract test beside it (next-internals.test.ts, rendered-html.test.ts, inline-scripts.test.ts) that runs
 * without a build against the installed Next and React and fails on a version that changes it;
 * docs/DEPENDENCIES.md says what to do then.
 *
 * What remains here, and why no public way serves:
 *  - The page cache extends Next's own file-system cache: the public `cacheHandler` interface is what the
 *    handler implements, but Next exports no default implementation to delegate to, and writing the file layout
 *    again would be a second copy of Next's rule.
 *  - The front cache and the request guard answer before Next, so they must know which requests Next routes
 *    around its cache (headers below) and which cookie is draft mode (Next's `draftMode()` is for handlers only).
 *  - The CSP of a stored page names React's streaming scripts, read from the renderer Next keeps its compiled copy
 *    of (inline-scripts.ts), since a stored page has no nonce.
 *  - The front server starts Next's standalone build as its own server.js does.
 *  - A stored page names the scripts every page requires in its preload header (cache/preload-header.ts): Next
 *    lists them only in its build manifest.
 */
import { readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { CacheControl as NextCacheControl } from 'next/dist/server/lib/cache-control';
import type FileSystemCacheClass from 'next/dist/server/lib/incremental-cache/file-system-cache';
import type { createElement, ReactNode } from 'react';

/** Next's, from the server's own copy of Next (CommonJS, loaded at run time outside any bundle). */
const nextRequire = createRequire(import.meta.url);
const nextFile = (id: string) => nextRequire.resolve(id, { paths: [process.cwd(), import.meta.dirname] });

/** Sent by Next's on-demand revalidation to render a page afresh, whatever is cached. */
export const PRERENDER_REVALIDATE_HEADER = 'x-prerender-revalidate';
/** A server action's request. */
export const ACTION_HEADER = 'next-action';
/** An intercepted route's request (the page it is shown over). */
export const NEXT_URL_HEADER = 'next-url';
/** Draft mode's cookie: a request carrying it is an editor's and is never answered from a cache. */
export const PRERENDER_BYPASS_COOKIE = '__prerender_bypass';
/** The kinds of cache value that are whole pages (App Router, Pages Router). */
export const PAGE_KINDS = ['APP_PAGE', 'PAGES'] as const;
export const [APP_PAGE, PAGES] = PAGE_KINDS;
/** How Next's standalone server.js hands the build's configuration to the server it starts. */
export const STANDALONE_CONFIG_ENV = '__NEXT_PRIVATE_STANDALONE_CONFIG';

/**
 * What Next's standalone server.js sets before it starts Next, for a server that starts Next itself: production
 * mode and the build's configuration, which Next reads back from the environment.
 */
export function enterStandaloneMode(config: unknown): void {
  Object.assign(process.env, { NODE_ENV: 'production', [STANDALONE_CONFIG_ENV]: JSON.stringify(config) });
}
/** The build's manifest, in Next's dist folder, whose `rootMainFiles` are the scripts every app page requires. */
export const BUILD_MANIFEST = 'build-manifest.json';

/**
 * The scripts every app page of the build in `distDir` requires, as their addresses on the site (Next's
 * `getRequiredScripts` writes the same list into each page); none where the manifest cannot be read.
 */
export function requiredScripts(distDir: string): string[] {
  try {
    const manifest = JSON.parse(readFileSync(path.join(distDir, BUILD_MANIFEST), 'utf8')) as {
      rootMainFiles?: unknown;
    };
    const files = Array.isArray(manifest.rootMainFiles) ? manifest.rootMainFiles : [];
    return files.filter((file): file is string => typeof file === 'string').map((file) => `/_next/${encodeURI(file)}`);
  } catch {
    return [];
  }
}

/** React's server renderer as Next's App Router renders with it (its compiled copy). */
export const REACT_DOM_SERVER = 'next/dist/compiled/react-dom/cjs/react-dom-server.node.production.js';

export type FileSystemCache = InstanceType<typeof FileSystemCacheClass>;
export type FileSystemCacheContext = ConstructorParameters<typeof FileSystemCacheClass>[0];
export type CacheControl = NextCacheControl;

/** Next's own file-system cache, the default `cacheHandler`, which Next does not export. */
export function loadFileSystemCache(): typeof FileSystemCacheClass {
  return (
    nextRequire('next/dist/server/lib/incremental-cache/file-system-cache') as {
      default: typeof FileSystemCacheClass;
    }
  ).default;
}

/** Where the file-system cache keeps one file of a page (Next's private `getFilePath`). */
export function pageFilePath(files: FileSystemCache, fileKey: string): string {
  return (files as unknown as { getFilePath: (path: string, kind: string) => string }).getFilePath(fileKey, APP_PAGE);
}

/** The source of React's server renderer Next renders with, whose inline scripts a stored page's CSP names. */
export function reactDomServerSource(): string {
  return readFileSync(nextFile(REACT_DOM_SERVER), 'utf8');
}

type WriteHead = (this: ServerResponse, statusCode: number, ...rest: unknown[]) => ServerResponse;

/**
 * Runs `hook` as this one response's head is written, with a chance to change it: Next sends a page through
 * `writeHead`, explicitly or by Node's implicit header on the first write. No prototype is touched. The hook
 * gets the status and the headers given to writeHead, and returns the status to send.
 */
export function onHeadWritten(
  response: ServerResponse,
  hook: (statusCode: number, given: Record<string, unknown> | undefined) => number,
): void {
  const writeHead = response.writeHead as WriteHead;
  response.writeHead = function (this: ServerResponse, statusCode: number, ...rest: unknown[]) {
    const given = rest.find((part) => part && typeof part === 'object' && !Array.isArray(part));
    const status = hook(statusCode, given as Record<string, unknown> | undefined);
    // A new status drops the reason phrase Next gave for the old one.
    const parts = status === statusCode ? rest : rest.filter((part) => typeof part !== 'string');
    return writeHead.call(this, status, ...parts);
  } as ServerResponse['writeHead'];
}

/**
 * Next's own values for the pins above, read from the installed Next. Only the contract test calls these: at run
 * time the pins are used as written, so a changed Next fails a test rather than a request.
 */
export const nextsOwn = {
  prerenderRevalidateHeader: () =>
    (nextRequire('next/dist/lib/constants') as { PRERENDER_REVALIDATE_HEADER: string }).PRERENDER_REVALIDATE_HEADER,
  actionHeader: () =>
    (nextRequire('next/dist/client/components/app-router-headers') as { ACTION_HEADER: string }).ACTION_HEADER,
  nextUrlHeader: () => (nextRequire('next/dist/client/components/app-router-headers') as { NEXT_URL: string }).NEXT_URL,
  prerenderBypassCookie: () =>
    (nextRequire('next/dist/server/api-utils') as { COOKIE_NAME_PRERENDER_BYPASS: string })
      .COOKIE_NAME_PRERENDER_BYPASS,
  pageKinds: () => {
    const { CachedRouteKind } = nextRequire('next/dist/server/response-cache/types') as {
      CachedRouteKind: Record<string, string>;
    };
    return [CachedRouteKind.APP_PAGE, CachedRouteKind.PAGES];
  },
  buildManifest: () => (nextRequire('next/dist/shared/lib/constants') as { BUILD_MANIFEST: string }).BUILD_MANIFEST,
  /** The source of Next's renderer's list of the scripts a page requires, read from the build manifest. */
  requiredScriptsSource: () => readFileSync(nextFile('next/dist/server/app-render/required-scripts.js'), 'utf8'),
  /** The source of Next's server configuration loader, which reads the standalone configuration. */
  configLoaderSource: () => readFileSync(nextFile('next/dist/server/config.js'), 'utf8'),
  /** The inline scripts Next's own writer makes of these flight-data chunks (text, or bytes it sends as base64). */
  flightScripts: async (chunks: (string | Uint8Array)[], nonce?: string): Promise<string> => {
    const { createInlinedDataReadableStream } = nextRequire('next/dist/server/app-render/use-flight-response') as {
      createInlinedDataReadableStream: (
        flight: ReadableStream<Uint8Array>,
        nonce: string | undefined,
      ) => ReadableStream;
    };
    const flight = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
        controller.close();
      },
    });
    return new Response(createInlinedDataReadableStream(flight, nonce)).text();
  },
  /** Next's compiled React, React DOM and its server renderer, to render a page as the App Router does. */
  react: () => nextRequire('next/dist/compiled/react') as typeof import('react'),
  reactDomServer: () => nextRequire('next/dist/compiled/react-dom/server.node') as typeof import('react-dom/server'),
  reactDom: () => nextRequire('next/dist/compiled/react-dom') as typeof import('react-dom'),
  /** The elements Next's renderer makes of a route's stylesheets (not inlined), by the given `createElement`. */
  stylesheetElements: (files: string[], h: typeof createElement, nonce?: string): ReactNode[] => {
    const { renderCssResource } = nextRequire('next/dist/server/app-render/render-css-resource') as {
      renderCssResource: (files: { path: string; inlined: boolean }[], ctx: unknown, preload: unknown[]) => ReactNode[];
    };
    const ctx = {
      componentMod: { createElement: h, preloadStyle: () => {} },
      assetPrefix: '',
      parsedRequestHeaders: { isRSCRequest: false },
      renderOpts: {},
      sharedContext: {},
      nonce,
    };
    return renderCssResource(
      files.map((path) => ({ path, inlined: false })),
      ctx,
      [],
    );
  },
};
