'use client';

import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => {};

/**
 * False while rendering on the server and hydrating, true afterwards: what depends on the visitor's clock or
 * on their browser's ICU data (today's date, 249 country names and their order) renders after hydration only,
 * so the server's HTML never disagrees with the client's first render.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
