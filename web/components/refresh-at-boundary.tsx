'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { seedServerClock, serverClockNow, syncServerClock } from '@/lib/clock-client/server-clock';

/** setTimeout cannot wait longer than this; a later visit brings a new timer. */
const MAX_WAIT = 2 ** 31 - 1;
/** Boundaries already refreshed for: a page whose boundary is long past refreshes once, never in a loop. */
const refreshed = new Set<number>();

/**
 * An open tab refreshes what the server renders at the next schedule boundary, on the server's clock,
 * so a banner, countdown or price changes at that instant without a reload.
 */
export function RefreshAtBoundary({ at, serverNow }: { at: number | null; serverNow: number }) {
  const router = useRouter();
  useEffect(() => {
    if (at === null || refreshed.has(at)) return;
    seedServerClock(serverNow);
    let timer: number | undefined;
    const arm = () => {
      window.clearTimeout(timer);
      const wait = at - serverClockNow() + 20;
      if (wait < MAX_WAIT)
        timer = window.setTimeout(
          () => {
            refreshed.add(at);
            router.refresh();
          },
          Math.max(0, wait),
        );
    };
    arm();
    void syncServerClock().then(arm);
    return () => window.clearTimeout(timer);
  }, [at, serverNow, router]);
  return null;
}
