'use client';

import { type ComponentType, useEffect, useState } from 'react';
import { whenSettled } from '@/lib/ui/when-settled';
import type { SettledBehavioursProps } from './settled-behaviours';

/**
 * The behaviours that show nothing while a page loads (third-party scripts, the chat button, which stays
 * hidden for its first 5 s anyway, and the popup's timers), loaded once the page has settled
 * (lib/ui/when-settled.ts). Their code is then not among the chunks hydration waits for: on a slow phone
 * every kilobyte that arrives before React DOM delays hydration (docs/PERFORMANCE.md).
 */
export function LaterBehaviours(props: SettledBehavioursProps) {
  const [Settled, setSettled] = useState<ComponentType<SettledBehavioursProps> | null>(null);
  useEffect(() => {
    let live = true;
    const cancel = whenSettled(() => {
      void import('./settled-behaviours').then(
        ({ SettledBehaviours }) => live && setSettled(() => SettledBehaviours),
        // A chunk that cannot be had (an older deployment's, offline) costs only these extras; the page works.
        (error: unknown) => console.error('[behaviours] could not load the page’s later behaviours', error),
      );
    });
    return () => {
      live = false;
      cancel();
    };
  }, []);
  return Settled ? <Settled {...props} /> : null;
}
