import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { CHUNK_ERRORS_SCRIPT, CHUNK_RECOVERY_SCRIPT } from './chunk-recovery';

class FakeScript {
  constructor(readonly src: string) {}
}
class FakeEvent {
  constructor(readonly type: string) {}
}
type Listener = (event: unknown) => void;

/**
 * The two scripts run in a window of its own, the inline catcher first (with the elements that fail before the
 * recovery has loaded): what they ask the network, storage and location to do.
 */
function page({
  href = 'https://shop.example/us/faq',
  storage = new Map<string, string>(),
  storageDenied = false,
  status = 404 as number | 'offline',
  pendingUrl = undefined as URL | undefined,
  failedEarly = [] as string[],
} = {}) {
  const listeners = new Map<string, Listener[]>();
  const timers: { fn: () => void; ms: number }[] = [];
  const done = { reloads: 0, assigned: [] as string[], heads: [] as string[], events: [] as string[] };
  const url = new URL(href);
  const denied = () => {
    throw new Error('storage is off');
  };
  const context: Record<string, unknown> = {
    URL,
    HTMLScriptElement: FakeScript,
    Event: FakeEvent,
    location: {
      href,
      origin: url.origin,
      pathname: url.pathname,
      reload: () => done.reloads++,
      assign: (to: string) => done.assigned.push(to),
    },
    sessionStorage: storageDenied
      ? { getItem: denied, setItem: denied, removeItem: denied }
      : {
          getItem: (key: string) => storage.get(key) ?? null,
          setItem: (key: string, value: string) => storage.set(key, value),
          removeItem: (key: string) => storage.delete(key),
        },
    next: pendingUrl ? { __pendingUrl: pendingUrl } : undefined,
    fetch: async (src: string, init: { method: string }) => {
      done.heads.push(`${init.method} ${src}`);
      if (status === 'offline') throw new TypeError('Failed to fetch');
      return { status };
    },
    addEventListener: (type: string, listener: Listener) =>
      listeners.set(type, [...(listeners.get(type) ?? []), listener]),
    dispatchEvent: (event: FakeEvent) => done.events.push(event.type),
    setTimeout: (fn: () => void, ms: number) => timers.push({ fn, ms }),
  };
  context.window = context;
  context.self = context;
  const fire = (type: string, event: unknown) => {
    for (const listener of listeners.get(type) ?? []) listener(event);
  };
  runInNewContext(CHUNK_ERRORS_SCRIPT, context);
  for (const src of failedEarly) fire('error', { target: new FakeScript(src) });
  runInNewContext(CHUNK_RECOVERY_SCRIPT, context);
  return {
    done,
    storage,
    timers,
    failScript: async (src: string) => {
      fire('error', { target: new FakeScript(src) });
      await new Promise((resolve) => setImmediate(resolve));
    },
    fire,
    settle: () => new Promise((resolve) => setImmediate(resolve)),
  };
}

const chunk = 'https://shop.example/_next/static/chunks/0aj5504sfdvhr.js';

describe('chunk recovery, the inline script (SPEC §2.4)', () => {
  it('reloads the page once when the server says our chunk is gone, and remembers it for the session', async () => {
    const tab = page();
    await tab.failScript(chunk);
    expect(tab.done.heads).toEqual([`HEAD ${chunk}`]);
    expect(tab.done.reloads).toBe(1);
    expect(tab.storage.has('chunk-reload:/us/faq')).toBe(true);
    await tab.failScript(chunk);
    expect(tab.done.reloads).toBe(1);
  });

  it('never twice for one page in a session: the reloaded page failing again stays as it is', async () => {
    const storage = new Map([['chunk-reload:/us/faq', '1']]);
    const again = page({ storage });
    await again.failScript(chunk);
    expect(again.done.reloads).toBe(0);
    // A page that failed keeps its flag: the clean-up after load does not clear it.
    again.fire('load', {});
    for (const timer of again.timers) timer.fn();
    expect(storage.has('chunk-reload:/us/faq')).toBe(true);
  });

  it('a page that stays up ten seconds without a failure may recover again after a later deployment', async () => {
    const storage = new Map([['chunk-reload:/us/faq', '1']]);
    const tab = page({ storage });
    tab.fire('load', {});
    expect(tab.timers.map((timer) => timer.ms)).toEqual([10_000]);
    for (const timer of tab.timers) timer.fn();
    expect(storage.has('chunk-reload:/us/faq')).toBe(false);
  });

  it('ignores other answers: the chunk exists, the server is failing, the check itself failed', async () => {
    for (const status of [200, 304, 403, 500, 503, 'offline'] as const) {
      const tab = page({ status });
      await tab.failScript(chunk);
      await tab.settle();
      expect(tab.done.reloads, String(status)).toBe(0);
      expect(tab.storage.size).toBe(0);
    }
  });

  it('ignores scripts that are not our chunks, and elements that are not scripts', async () => {
    const tab = page();
    for (const src of [
      'https://tags.example/tag.js',
      'https://cdn.example/_next/static/chunks/a.js',
      'https://shop.example/vendor/_next/static/x.js',
      'https://shop.example/_next/image?url=x',
      'http://[bad',
      '',
    ])
      await tab.failScript(src);
    tab.fire('error', { target: { src: chunk } });
    tab.fire('error', { target: null });
    await tab.settle();
    expect(tab.done.heads).toEqual([]);
  });

  it('recovers from a chunk that failed after the catcher and before the recovery had loaded', async () => {
    const tab = page({ failedEarly: ['https://elsewhere.example/app.js', chunk] });
    await tab.settle();
    expect(tab.done.heads).toEqual([`HEAD ${chunk}`]);
    expect(tab.done.reloads).toBe(1);
    await tab.failScript(chunk);
    expect(tab.done.reloads).toBe(1);
  });

  it('during a client navigation, opens the page the chunk was for, and remembers that page', async () => {
    const tab = page({ pendingUrl: new URL('https://shop.example/us/flagship-bumblebee') });
    await tab.failScript(chunk);
    expect(tab.done.reloads).toBe(0);
    expect(tab.done.assigned).toEqual(['https://shop.example/us/flagship-bumblebee']);
    expect(tab.storage.has('chunk-reload:/us/flagship-bumblebee')).toBe(true);
  });

  it('without session storage nothing can be remembered, so nothing reloads', async () => {
    const tab = page({ storageDenied: true });
    await tab.failScript(chunk);
    await tab.settle();
    expect(tab.done.reloads).toBe(0);
  });

  it("a rejected chunk import (webpack's or Turbopack's) dispatches preload-error; other rejections do not", () => {
    const tab = page();
    for (const reason of [
      Object.assign(new Error('x'), { name: 'ChunkLoadError' }),
      new Error('Loading chunk 123 failed.\n(error: https://x/_next/static/chunks/123.js)'),
      new Error('Loading CSS chunk app-layout failed.'),
      new Error('Failed to load chunk /_next/static/chunks/abc.js from module 42'),
    ])
      tab.fire('unhandledrejection', { reason });
    expect(tab.done.events).toEqual(['preload-error', 'preload-error', 'preload-error', 'preload-error']);
    for (const reason of [
      new Error('network down'),
      'Loading chunk 1 failed',
      null,
      undefined,
      404,
      { name: 'TypeError' },
    ])
      tab.fire('unhandledrejection', { reason });
    expect(tab.done.events).toHaveLength(4);
  });

  it('the inline catcher holds nothing that would end its script tag early', () => {
    expect(CHUNK_ERRORS_SCRIPT).not.toMatch(/<\/script/i);
  });
});
