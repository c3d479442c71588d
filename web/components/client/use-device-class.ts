'use client';

import { useSyncExternalStore } from 'react';
import { DEVICE_QUERIES, type DeviceClass, deviceFromQueries, SERVER_DEVICE_CLASS } from '@/lib/ui/device';

function subscribe(onChange: () => void): () => void {
  const queries = [window.matchMedia(DEVICE_QUERIES.desktop), window.matchMedia(DEVICE_QUERIES.tablet)];
  for (const query of queries) query.addEventListener('change', onChange);
  return () => {
    for (const query of queries) query.removeEventListener('change', onChange);
  };
}

const snapshot = (): DeviceClass =>
  deviceFromQueries(
    window.matchMedia(DEVICE_QUERIES.desktop).matches,
    window.matchMedia(DEVICE_QUERIES.tablet).matches,
  );

const serverSnapshot = (): DeviceClass => SERVER_DEVICE_CLASS;

/**
 * The device class (SPEC §4) of the current window, updated when it crosses a breakpoint. The server and
 * the hydrating render see 'desktop', so the markup matches; the real class follows right after hydration.
 */
export function useDeviceClass(): DeviceClass {
  return useSyncExternalStore(subscribe, snapshot, serverSnapshot);
}
