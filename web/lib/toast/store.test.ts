import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A tab's sessionStorage; `load()` gives the store a fresh module, as a full page load does. */
const storage = new Map<string, string>();
const load = async () => {
  vi.resetModules();
  return (await import('./store')).useToasts;
};

beforeEach(() => {
  storage.clear();
  vi.useFakeTimers({ now: Date.parse('2026-11-24T10:00:00Z') });
  vi.stubGlobal('sessionStorage', {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => storage.set(key, value),
    removeItem: (key: string) => storage.delete(key),
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('toasts', () => {
  it('go after 3 s (messages) and 4.5 s (notifications)', async () => {
    const toasts = await load();
    toasts.getState().show('saved');
    toasts.getState().show('note', 'notification');
    vi.advanceTimersByTime(2999);
    expect(toasts.getState().toasts.map((t) => t.text)).toEqual(['saved', 'note']);
    vi.advanceTimersByTime(1);
    expect(toasts.getState().toasts.map((t) => t.text)).toEqual(['note']);
    vi.advanceTimersByTime(1500);
    expect(toasts.getState().toasts).toEqual([]);
  });

  it('outlive a page load for the rest of their time, and only that', async () => {
    const before = await load();
    before.getState().show('Login expired, please log in again.');
    vi.advanceTimersByTime(300);
    const after = await load(); // the login page, 300 ms later
    expect(after.getState().toasts).toEqual([]);
    after.getState().restore();
    expect(after.getState().toasts.map((t) => t.text)).toEqual(['Login expired, please log in again.']);
    vi.advanceTimersByTime(2699);
    expect(after.getState().toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(after.getState().toasts).toEqual([]);
    expect(storage.size).toBe(0);
    const later = await load();
    later.getState().restore();
    expect(later.getState().toasts).toEqual([]);
  });

  it('say a message once, and restore nothing stale, foreign or malformed', async () => {
    const toasts = await load();
    toasts.getState().show('same');
    toasts.getState().show('same');
    expect(toasts.getState().toasts).toHaveLength(1);
    const until = Date.now() + 1000;
    for (const value of [
      '{',
      '{"text":"x"}',
      JSON.stringify([{ text: 'old', kind: 'message', until: Date.now() - 1 }]),
      JSON.stringify([{ text: 'forever', kind: 'message', until: Date.now() + 3_600_000 }]),
      JSON.stringify([{ text: 'odd', kind: '__proto__', until }]),
      JSON.stringify([{ text: 42, kind: 'message', until }]),
    ]) {
      storage.set('toasts', value);
      const fresh = await load();
      fresh.getState().restore();
      expect(fresh.getState().toasts, value).toEqual([]);
    }
  });
});
