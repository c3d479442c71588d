import { useCallback, useEffect, useState } from 'react';

/** setTimeout's longest delay; a later wake-up is reached in several steps. */
const MAX_DELAY = 2 ** 31 - 1;

/** The current instant as state, renewed by `renew` and whenever the tab is shown again (after a sleep, say). */
export function useNow(): { now: number; renew: () => void } {
  const [now, setNow] = useState(() => Date.now());
  const renew = useCallback(() => setNow(Date.now()), []);
  useEffect(() => {
    const shown = () => {
      if (document.visibilityState === 'visible') renew();
    };
    document.addEventListener('visibilitychange', shown);
    return () => document.removeEventListener('visibilitychange', shown);
  }, [renew]);
  return { now, renew };
}

/**
 * One timer to `wake` (model.ts `nextWake`: the next boundary, or when the "now" marker has visibly moved), not
 * polling. Armed again on every new `now`, so a timer that fires a little early simply waits again.
 */
export function useWakeAt(wake: number | null, now: number, renew: () => void): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: `now` re-arms the timer after every renewal.
  useEffect(() => {
    if (wake === null) return;
    const timer = setTimeout(renew, Math.min(MAX_DELAY, Math.max(0, wake - Date.now())));
    return () => clearTimeout(timer);
  }, [wake, now, renew]);
}
