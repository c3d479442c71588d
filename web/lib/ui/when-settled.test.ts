import { describe, expect, it, vi } from 'vitest';
import { type WhenSettledTarget, whenSettled } from './when-settled';

function fakeWindow(readyState: DocumentReadyState, idle = true) {
  const listeners = new Set<() => void>();
  const idleCallbacks: (() => void)[] = [];
  const target: WhenSettledTarget & { load: () => void; idle: () => void } = {
    document: { readyState },
    addEventListener: (_type, listener) => listeners.add(listener),
    removeEventListener: (_type, listener) => listeners.delete(listener),
    ...(idle
      ? {
          requestIdleCallback: (callback: () => void, options: { timeout: number }) => {
            expect(options.timeout).toBeGreaterThan(0);
            return idleCallbacks.push(callback);
          },
          cancelIdleCallback: (handle: number) => {
            idleCallbacks[handle - 1] = () => {};
          },
        }
      : {}),
    setTimeout: (callback) => idleCallbacks.push(callback),
    clearTimeout: (handle) => {
      idleCallbacks[handle - 1] = () => {};
    },
    load: () => {
      target.document.readyState = 'complete';
      for (const listener of [...listeners]) listener();
    },
    idle: () => {
      for (const callback of idleCallbacks.splice(0)) callback();
    },
  };
  return target;
}

describe('whenSettled', () => {
  it('waits for the load event, then for idleness', () => {
    const target = fakeWindow('interactive');
    const task = vi.fn();
    whenSettled(task, { target });
    target.idle();
    expect(task).not.toHaveBeenCalled();
    target.load();
    expect(task).not.toHaveBeenCalled();
    target.idle();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('on a page already loaded, waits for idleness only', () => {
    const target = fakeWindow('complete');
    const task = vi.fn();
    whenSettled(task, { target });
    target.idle();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('without requestIdleCallback (Safari), runs on a timer after load', () => {
    const target = fakeWindow('loading', false);
    const task = vi.fn();
    whenSettled(task, { target });
    target.load();
    target.idle();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('cancelled before load or before idleness, never runs', () => {
    for (const cancelAt of ['before load', 'before idle'] as const) {
      const target = fakeWindow('interactive');
      const task = vi.fn();
      const cancel = whenSettled(task, { target });
      if (cancelAt === 'before idle') target.load();
      cancel();
      target.load();
      target.idle();
      expect(task).not.toHaveBeenCalled();
    }
  });
});
