import fs, { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import fsp from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { contentStateText } from '@showcase/schemas/boundaries';
import { settingsFrom } from '@showcase/schemas/settings';
import { describe, expect, it } from 'vitest';
import * as front from './front-cache';
import StageKeyedCacheClass, { cappedAtBoundary, edgeExpires } from './stage-cache-handler';
import { renderedOrigins, storedPageKey } from './stored-page';

const now = Date.parse('2026-11-22T12:00:00Z');
const inSeconds = (s: number) => now + s * 1000;

describe('a CDN keeps a page until the next boundary at most', () => {
  it('ends the stale period at the boundary when the fresh time fits before it', () => {
    expect(cappedAtBoundary({ revalidate: 300, expire: 31_536_000 }, [inSeconds(3_600)], now)).toEqual({
      revalidate: 300,
      expire: 3_600,
    });
  });

  it('ends the fresh time at the boundary, with no stale period, when the boundary is nearer', () => {
    expect(cappedAtBoundary({ revalidate: 300, expire: 31_536_000 }, [inSeconds(42.3)], now)).toEqual({
      revalidate: 43,
      expire: 43,
    });
    expect(cappedAtBoundary({ revalidate: false }, [inSeconds(10)], now)).toEqual({ revalidate: 10, expire: 10 });
  });

  it('changes nothing without a boundary ahead, or when the lifetime already ends before it', () => {
    const lifetime = { revalidate: 300, expire: 600 };
    expect(cappedAtBoundary(lifetime, [inSeconds(-10)], now)).toBe(lifetime);
    expect(cappedAtBoundary(lifetime, [inSeconds(3_600)], now)).toBe(lifetime);
    expect(cappedAtBoundary(undefined, [inSeconds(60)], now)).toBeUndefined();
  });
});

describe('nginx in front keeps a page for a few seconds, never up to the next boundary', () => {
  const second = now / 1000;
  /** Whether nginx, whose clock reads `t` ms, still serves a copy with this X-Accel-Expires (its rule). */
  const servedAt = (expires: string, t: number) => expires !== '0' && Math.floor(t / 1000) <= Number(expires.slice(1));

  it('keeps it the configured seconds when no boundary is near', () => {
    expect(edgeExpires([], now, 10)).toBe(`@${second + 10}`);
    expect(edgeExpires([inSeconds(-5), inSeconds(3_600)], now + 400, 10)).toBe(`@${second + 10}`);
  });

  it('never serves a copy at or after the boundary, wherever in its second the boundary falls', () => {
    for (const boundary of [inSeconds(3), inSeconds(3.001), inSeconds(3.5), inSeconds(3.999)])
      for (const at of [now, now + 250, now + 999, inSeconds(2.5)]) {
        const expires = edgeExpires([boundary], at, 10);
        expect(servedAt(expires, at)).toBe(true);
        for (const later of [boundary, boundary + 1, boundary + 999]) expect(servedAt(expires, later)).toBe(false);
      }
  });

  it('says do not store once the boundary is under a second away, or when switched off', () => {
    expect(edgeExpires([inSeconds(0.4)], now, 10)).toBe('0');
    expect(edgeExpires([inSeconds(0.999)], now, 10)).toBe('0');
    // A boundary on the next whole second: the rest of this one is still before it.
    expect(edgeExpires([inSeconds(1)], now + 1, 10)).toBe(`@${second}`);
    expect(edgeExpires([], now, 0)).toBe('0');
  });
});

describe('the page cache on disk stays bounded', () => {
  type Handler = {
    set: (key: string, data: unknown, ctx: unknown) => Promise<void>;
  };
  const StageKeyedCache = StageKeyedCacheClass as unknown as {
    new (ctx: unknown): Handler;
    maxStoredPages: number;
    stored: Map<string, number>;
  };

  const page = (status = 200) => ({
    kind: 'APP_PAGE',
    html: '<html><body>page</body></html>',
    rscData: Buffer.from('flight'),
    headers: {},
    status,
    postponed: undefined,
    segmentData: undefined,
  });
  const ctx = () => ({
    cacheControl: { revalidate: 300, expire: 31_536_000 },
    isFallback: false,
    isRoutePPREnabled: false,
  });

  it('keeps one stage per page, stores no not-found answer, and evicts the oldest page past the bound', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'page-cache-'));
    const saved = { file: process.env.STAGE_BOUNDARIES_FILE, max: StageKeyedCache.maxStoredPages };
    try {
      const before = path.join(dir, 'before.json');
      const after = path.join(dir, 'after.json');
      writeFileSync(before, JSON.stringify({ boundaries: [Date.now() + 3_600_000] }));
      writeFileSync(after, JSON.stringify({ boundaries: [Date.now() - 1_000] }));
      const fs = {
        readFile: fsp.readFile,
        readFileSync,
        writeFile: fsp.writeFile,
        mkdir: (d: string) => fsp.mkdir(d, { recursive: true }),
        stat: fsp.stat,
        existsSync,
      };
      const serverDistDir = path.join(dir, 'server');
      const handler = new StageKeyedCache({ fs, serverDistDir, flushToDisk: true, revalidatedTags: [] });
      // Next's own file layout (getFilePath): a contract with the Next version in package.json.
      const file = (key: string, signature: number) =>
        path.join(serverDistDir, 'app', `${storedPageKey(key, { stage: signature, revision: 0 })}.html`);

      process.env.STAGE_BOUNDARIES_FILE = before;
      await handler.set('/us/a', page(), ctx());
      expect(existsSync(file('/us/a', 0))).toBe(true);
      await handler.set('/us/missing', page(404), ctx());
      expect(existsSync(file('/us/missing', 0))).toBe(false);

      // A boundary passed: the page's new stage is stored and the old one is deleted.
      process.env.STAGE_BOUNDARIES_FILE = after;
      await handler.set('/us/a', page(), ctx());
      expect(existsSync(file('/us/a', 1))).toBe(true);
      await expect.poll(() => existsSync(file('/us/a', 0))).toBe(false);

      StageKeyedCache.maxStoredPages = 2;
      await handler.set('/us/b', page(), ctx());
      await handler.set('/us/c', page(), ctx());
      await expect.poll(() => existsSync(file('/us/a', 1))).toBe(false);
      expect(existsSync(file('/us/b', 1)) && existsSync(file('/us/c', 1))).toBe(true);
    } finally {
      process.env.STAGE_BOUNDARIES_FILE = saved.file;
      if (saved.file === undefined) delete process.env.STAGE_BOUNDARIES_FILE;
      StageKeyedCache.maxStoredPages = saved.max;
      StageKeyedCache.stored.clear();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the handler vouches for what the front cache keeps', () => {
  type Entry = { value: { html: string; headers: Record<string, string> } } | null;
  type Handler = {
    get: (key: string, ctx: unknown) => Promise<Entry>;
    set: (key: string, data: unknown, ctx: unknown) => Promise<void>;
  };
  const StageKeyedCache = StageKeyedCacheClass as unknown as { new (ctx: unknown): Handler };
  const page = (html: string) => ({ kind: 'APP_PAGE', html, rscData: Buffer.from('f'), headers: {}, status: 200 });
  const ctx = { cacheControl: { revalidate: 300, expire: 31_536_000 }, isFallback: false, isRoutePPREnabled: false };

  it('vouches for a hit, drops it when the page renders again, and marks a render that straddled a boundary', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'front-handler-'));
    const saved = process.env.STAGE_BOUNDARIES_FILE;
    const boundaries = path.join(dir, 'boundaries.json');
    fs.writeFileSync(boundaries, JSON.stringify({ boundaries: [Date.now() + 3_600_000] }));
    process.env.STAGE_BOUNDARIES_FILE = boundaries;
    const handler = new StageKeyedCache({
      fs: { ...fs, ...fs.promises, mkdir: (d: string) => fs.promises.mkdir(d, { recursive: true }) },
      serverDistDir: path.join(dir, 'server'),
      flushToDisk: true,
      revalidatedTags: [],
    });
    const server = http.createServer((request, response) => {
      if (front.answerFromFront(request, response)) return;
      front.keepWhatNextAnswers(request, response, async () => {
        const entry = await handler.get('/us/a', { kind: 'APP_PAGE' });
        response.writeHead(200, { 'content-type': 'text/html', ...entry?.value.headers });
        response.end(entry?.value.html);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as import('node:net').AddressInfo).port}/us/a`;
    const answeredBy = async () => (await fetch(url)).headers.get('x-front-cache');
    try {
      front.clearFront();
      await handler.set('/us/a', page('<html>one</html>'), { ...ctx });
      expect(await answeredBy()).toBeNull();
      expect(await answeredBy()).toBe('HIT');
      await handler.set('/us/a', page('<html>two</html>'), { ...ctx });
      expect(await answeredBy()).toBeNull();

      // The page was looked up in one stage and its render finished in the next: nginx must not keep it.
      await handler.get('/us/b', { kind: 'APP_PAGE' });
      fs.writeFileSync(boundaries, JSON.stringify({ boundaries: [Date.now() - 1] }));
      fs.utimesSync(boundaries, new Date(), new Date(Date.now() + 5_000));
      const straddled = page('<html>old stage</html>') as ReturnType<typeof page> & { headers: Record<string, string> };
      await handler.set('/us/b', straddled, { ...ctx });
      expect(straddled.headers['x-accel-expires']).toBe('0');
    } finally {
      server.close();
      front.clearFront();
      if (saved === undefined) delete process.env.STAGE_BOUNDARIES_FILE;
      else process.env.STAGE_BOUNDARIES_FILE = saved;
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("the build's pages are served only where they name this server's origins", () => {
  type Entry = { value: { html: string } } | null;
  type Handler = {
    get: (key: string, ctx: unknown) => Promise<Entry>;
    files: { set: (key: string, data: unknown, ctx: unknown) => Promise<void> };
  };
  const StageKeyedCache = StageKeyedCacheClass as unknown as {
    new (ctx: unknown): Handler;
    builtFor: string | null;
    builtRevision: number;
  };
  const ctx = { cacheControl: { revalidate: 300, expire: 31_536_000 }, isFallback: false, isRoutePPREnabled: false };

  it('a seed of a build for other origins (another port, SITE_ORIGIN set only at start) is left alone', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seeds-'));
    const saved = { file: process.env.STAGE_BOUNDARIES_FILE, builtFor: StageKeyedCache.builtFor };
    const boundaries = path.join(dir, 'boundaries.json');
    fs.writeFileSync(boundaries, JSON.stringify({ boundaries: [Date.now() + 3_600_000] }));
    fs.writeFileSync(path.join(dir, 'BUILD_ID'), 'build');
    process.env.STAGE_BOUNDARIES_FILE = boundaries;
    const handler = () =>
      new StageKeyedCache({
        fs: { ...fs, ...fs.promises, mkdir: (d: string) => fs.promises.mkdir(d, { recursive: true }) },
        serverDistDir: path.join(dir, 'server'),
        flushToDisk: true,
        revalidatedTags: [],
      });
    try {
      // What `next build` leaves: the page under its plain key, beside BUILD_ID.
      const html = '<html><body>built</body></html>';
      await handler().files.set(
        '/us',
        { kind: 'APP_PAGE', html, rscData: Buffer.from('f'), headers: {}, status: 200 },
        { ...ctx },
      );
      StageKeyedCache.builtFor = renderedOrigins();
      expect((await handler().get('/us', { kind: 'APP_PAGE' }))?.value.html).toContain('built');
      StageKeyedCache.builtFor = renderedOrigins(settingsFrom({ PORT: '3917' }));
      expect(StageKeyedCache.builtFor).not.toBe(renderedOrigins());
      expect(await handler().get('/us', { kind: 'APP_PAGE' })).toBeNull();
      StageKeyedCache.builtFor = renderedOrigins(settingsFrom({ SITE_ORIGIN: 'https://www.example.com' }));
      expect(await handler().get('/us', { kind: 'APP_PAGE' })).toBeNull();
      // Nor once a publish has come since the build.
      StageKeyedCache.builtFor = renderedOrigins();
      fs.writeFileSync(boundaries, contentStateText({ boundaries: [Date.now() + 3_600_000], revision: 5 }));
      expect(await handler().get('/us', { kind: 'APP_PAGE' })).toBeNull();
      StageKeyedCache.builtRevision = 5;
      expect((await handler().get('/us', { kind: 'APP_PAGE' }))?.value.html).toContain('built');
    } finally {
      StageKeyedCache.builtRevision = 0;
      StageKeyedCache.builtFor = saved.builtFor;
      if (saved.file === undefined) delete process.env.STAGE_BOUNDARIES_FILE;
      else process.env.STAGE_BOUNDARIES_FILE = saved.file;
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('a publish reaches every stored page, in every process and after a restart', () => {
  type Entry = { value: { html: string; headers: Record<string, string> } } | null;
  type Handler = {
    get: (key: string, ctx: unknown) => Promise<Entry>;
    set: (key: string, data: unknown, ctx: unknown) => Promise<void>;
  };
  const StageKeyedCache = StageKeyedCacheClass as unknown as { new (ctx: unknown): Handler };
  const ctx = { cacheControl: { revalidate: 300, expire: 31_536_000 }, isFallback: false, isRoutePPREnabled: false };
  const page = (html: string) => ({ kind: 'APP_PAGE', html, rscData: Buffer.from('f'), headers: {}, status: 200 });

  it('serves nothing stored before the revision the file holds, and keeps no render that straddled a publish', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'published-'));
    const saved = process.env.STAGE_BOUNDARIES_FILE;
    const boundaries = path.join(dir, 'boundaries.json');
    const publish = (revision: number) =>
      fs.writeFileSync(boundaries, contentStateText({ boundaries: [Date.now() + 3_600_000], revision }));
    publish(1);
    process.env.STAGE_BOUNDARIES_FILE = boundaries;
    // A handler per request, as Next makes them; a new one is also what a restarted process makes.
    const handler = () =>
      new StageKeyedCache({
        fs: { ...fs, ...fs.promises, mkdir: (d: string) => fs.promises.mkdir(d, { recursive: true }) },
        serverDistDir: path.join(dir, 'server'),
        flushToDisk: true,
        revalidatedTags: [],
      });
    const get = async (key: string) => (await handler().get(key, { kind: 'APP_PAGE' }))?.value.html ?? null;
    try {
      await handler().set('/uk/faq', page('<html>faq</html>'), { ...ctx });
      await handler().set('/fr/faq', page('<html>fr faq</html>'), { ...ctx });
      expect(await get('/uk/faq')).toContain('faq');

      // Another process (or this one before a restart) took a publish: no page stored before it is served.
      publish(2);
      expect(await get('/uk/faq')).toBeNull();
      expect(await get('/fr/faq')).toBeNull();
      await handler().set('/uk/faq', page('<html>new faq</html>'), { ...ctx });
      expect(await get('/uk/faq')).toContain('new faq');

      // Looked up before a publish, rendered after it: the render may show the old content, and nginx may not keep it.
      const one = handler();
      await one.get('/fr/faq', { kind: 'APP_PAGE' });
      publish(3);
      const straddled = page('<html>old fr faq</html>') as ReturnType<typeof page> & {
        headers: Record<string, string>;
      };
      await one.set('/fr/faq', straddled, { ...ctx });
      expect(straddled.headers['x-accel-expires']).toBe('0');
      expect(await get('/fr/faq')).toBeNull();
    } finally {
      if (saved === undefined) delete process.env.STAGE_BOUNDARIES_FILE;
      else process.env.STAGE_BOUNDARIES_FILE = saved;
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('is made without a folder, as Next makes one for the proxy', () => {
    expect(() => new StageKeyedCache({ revalidatedTags: [] })).not.toThrow();
  });
});
