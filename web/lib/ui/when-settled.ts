/**
 * Runs `task` once the page has finished loading and the main thread is idle: the moment for code that shows
 * nothing at first (third-party scripts, the chat widget, the popup's timers), so that on a slow phone its
 * bytes and its evaluation do not compete with the scripts hydration waits for. `idleTimeout` bounds the wait
 * for idleness on a page that never goes quiet. Returns a cancel function.
 */
export function whenSettled(
  task: () => void,
  {
    target = globalThis as WhenSettledTarget,
    idleTimeout = 2000,
  }: { target?: WhenSettledTarget; idleTimeout?: number } = {},
): () => void {
  let cancelled = false;
  let cancelIdle = () => {};
  const onIdle = () => {
    if (!cancelled) task();
  };
  const afterLoad = () => {
    target.removeEventListener('load', afterLoad);
    if (cancelled) return;
    // Safari has no requestIdleCallback: a timer after load is the nearest it offers.
    if (typeof target.requestIdleCallback === 'function') {
      const handle = target.requestIdleCallback(onIdle, { timeout: idleTimeout });
      cancelIdle = () => target.cancelIdleCallback?.(handle);
    } else {
      const handle = target.setTimeout(onIdle, 0);
      cancelIdle = () => target.clearTimeout(handle);
    }
  };
  if (target.document.readyState === 'complete') afterLoad();
  else target.addEventListener('load', afterLoad);
  return () => {
    cancelled = true;
    target.removeEventListener('load', afterLoad);
    cancelIdle();
  };
}

/** The parts of `window` this needs, so a test can hand in its own. */
export interface WhenSettledTarget {
  document: { readyState: DocumentReadyState };
  addEventListener(type: 'load', listener: () => void): void;
  removeEventListener(type: 'load', listener: () => void): void;
  requestIdleCallback?: (callback: () => void, options: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
  setTimeout(callback: () => void, ms: number): number;
  clearTimeout(handle: number): void;
}
