/**
 * The contract with the installed Next: each internal the door pins, read back from Next itself. A Next upgrade
 * that changes one fails here, by name, before any browser test (docs/DEPENDENCIES.md, "Upgrading Next").
 */

import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ACTION_HEADER,
  BUILD_MANIFEST,
  loadFileSystemCache,
  NEXT_URL_HEADER,
  nextsOwn,
  onHeadWritten,
  PAGE_KINDS,
  PRERENDER_BYPASS_COOKIE,
  PRERENDER_REVALIDATE_HEADER,
  pageFilePath,
  reactDomServerSource,
  requiredScripts,
  STANDALONE_CONFIG_ENV,
} from './next-internals';

describe('the names Next gives its requests, cookies and cache values', () => {
  it('pins the headers with which Next routes around its page cache', () => {
    expect(PRERENDER_REVALIDATE_HEADER).toBe(nextsOwn.prerenderRevalidateHeader());
    expect(ACTION_HEADER).toBe(nextsOwn.actionHeader());
    expect(NEXT_URL_HEADER).toBe(nextsOwn.nextUrlHeader());
  });

  it('pins draft mode’s cookie', () => {
    expect(PRERENDER_BYPASS_COOKIE).toBe(nextsOwn.prerenderBypassCookie());
  });

  it('pins the kinds of cache value that are pages', () => {
    expect([...PAGE_KINDS]).toEqual(nextsOwn.pageKinds());
  });

  it('pins how the standalone server hands its configuration to Next', () => {
    expect(nextsOwn.configLoaderSource()).toContain(`process.env.${STANDALONE_CONFIG_ENV}`);
  });
});

describe('the scripts every page requires', () => {
  it('are the build manifest’s rootMainFiles, which Next’s renderer reads for every page, under /_next/', () => {
    expect(BUILD_MANIFEST).toBe(nextsOwn.buildManifest());
    const source = nextsOwn.requiredScriptsSource();
    expect(source).toContain('buildManifest.rootMainFiles');
    expect(source).toContain('/_next/` + files[0]');
  });

  it('are read from a build’s manifest as the page names them, and none from a folder without one', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'manifest-'));
    try {
      expect(requiredScripts(dir)).toEqual([]);
      writeFileSync(
        path.join(dir, BUILD_MANIFEST),
        JSON.stringify({ rootMainFiles: ['static/chunks/a.js', 'static/chunks/b c.js', 7] }),
      );
      expect(requiredScripts(dir)).toEqual(['/_next/static/chunks/a.js', '/_next/static/chunks/b%20c.js']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('React’s renderer', () => {
  it('is read where Next keeps its compiled copy', () => {
    expect(reactDomServerSource()).toContain('stringToPrecomputedChunk');
  });
});

describe('Next’s file-system cache, which the page cache extends', () => {
  it('answers the calls the page cache makes, and files a page where pageFilePath says', async () => {
    const FileSystemCache = loadFileSystemCache();
    for (const method of ['get', 'set', 'revalidateTag', 'getFilePath'])
      expect(typeof (FileSystemCache.prototype as unknown as Record<string, unknown>)[method], method).toBe('function');
    const dir = mkdtempSync(path.join(os.tmpdir(), 'next-fs-cache-'));
    try {
      const fs = await import('node:fs');
      const files = new FileSystemCache({
        fs: {
          ...fs.promises,
          readFileSync: fs.readFileSync,
          existsSync: fs.existsSync,
          mkdir: (d: string) => fs.promises.mkdir(d, { recursive: true }),
        } as never,
        serverDistDir: dir,
        flushToDisk: true,
        revalidatedTags: [],
      } as never);
      expect(pageFilePath(files, '/us/a.html')).toBe(path.join(dir, 'app', 'us', 'a.html'));
      await files.set(
        '/us/a',
        { kind: PAGE_KINDS[0], html: '<p>a</p>', rscData: Buffer.from('r'), headers: {}, status: 200 } as never,
        { isRoutePPREnabled: false, isFallback: false, cacheControl: { revalidate: 60, expire: 600 } } as never,
      );
      const { existsSync } = fs;
      expect(existsSync(pageFilePath(files, '/us/a.html'))).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('a response’s head, as Next sends it', () => {
  async function serve(handler: (request: IncomingMessage, response: ServerResponse) => void) {
    const server = createServer(handler).listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    try {
      return await fetch(`http://127.0.0.1:${port}/`);
    } finally {
      server.close();
    }
  }

  it('is seen once, whether written explicitly or by the first write, and can change the status', async () => {
    const seen: [number, unknown][] = [];
    const implicit = await serve((_, response) => {
      onHeadWritten(response, (status, given) => {
        seen.push([status, given]);
        return status;
      });
      response.statusCode = 500;
      response.setHeader('content-type', 'text/html');
      response.end('<p>x</p>');
    });
    expect(implicit.status).toBe(500);
    const explicit = await serve((_, response) => {
      onHeadWritten(response, (status, given) => {
        seen.push([status, given]);
        return 503;
      });
      response.writeHead(500, 'Internal Server Error', { 'x-given': '1' }).end();
    });
    expect(explicit.status).toBe(503);
    expect(explicit.statusText).toBe('Service Unavailable');
    expect(explicit.headers.get('x-given')).toBe('1');
    expect(seen).toEqual([
      [500, undefined],
      [500, { 'x-given': '1' }],
    ]);
  });
});
