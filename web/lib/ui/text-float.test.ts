import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ImageLike, TEXT_FLOAT, textFloatRootMargin, waitForImages } from './text-float';

class FakeImage implements ImageLike {
  complete = false;
  private listeners = new Map<string, Set<() => void>>();
  addEventListener(type: string, listener: () => void) {
    if (!this.listeners.has(type)) this.listeners.set(type, new Set());
    this.listeners.get(type)?.add(listener);
  }
  removeEventListener(type: string, listener: () => void) {
    this.listeners.get(type)?.delete(listener);
  }
  fire(type: 'load' | 'error') {
    this.complete = true;
    for (const listener of this.listeners.get(type) ?? []) listener();
  }
  listenerCount() {
    return [...this.listeners.values()].reduce((n, set) => n + set.size, 0);
  }
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('text float (SPEC §9)', () => {
  it('uses the documented threshold and offset', () => {
    expect(TEXT_FLOAT.threshold).toBe(0.1);
    expect(TEXT_FLOAT.offsetPx).toBe(50);
    expect(textFloatRootMargin(50)).toBe('0px 0px -50px 0px');
    expect(textFloatRootMargin(-5)).toBe('0px 0px 0px 0px');
  });

  it('waits for every image to load or fail', async () => {
    const done = vi.fn();
    const a = new FakeImage();
    const b = new FakeImage();
    const loaded = new FakeImage();
    loaded.complete = true;
    void waitForImages([a, b, loaded]).then(done);
    a.fire('load');
    await vi.advanceTimersByTimeAsync(0);
    expect(done).not.toHaveBeenCalled();
    b.fire('error');
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toHaveBeenCalledOnce();
    expect(a.listenerCount() + b.listenerCount()).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('resolves at once without pending images', async () => {
    const done = vi.fn();
    void waitForImages([]).then(done);
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toHaveBeenCalledOnce();
  });

  it('gives up on a stalled image after the wait', async () => {
    const done = vi.fn();
    const stalled = new FakeImage();
    void waitForImages([stalled]).then(done);
    await vi.advanceTimersByTimeAsync(TEXT_FLOAT.imageWaitMs - 1);
    expect(done).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toHaveBeenCalledOnce();
    expect(stalled.listenerCount()).toBe(0);
  });
});
