'use client';

import { useEffect, useState } from 'react';

/**
 * A query parameter, read once the page is in the browser. useSearchParams would keep the whole form out of
 * the prerendered HTML (it renders only in the browser), so the page would paint late and shift as it arrived.
 */
export function useQueryParam(name: string): string | null {
  const [value, setValue] = useState<string | null>(null);
  useEffect(() => setValue(new URLSearchParams(window.location.search).get(name)), [name]);
  return value;
}
