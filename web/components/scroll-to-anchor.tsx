'use client';

import { useEffect } from 'react';

/** SPEC §2.4: product pages scroll to their named anchor on entry, unless the address names its own. */
export function ScrollToAnchor({ id }: { id: string }) {
  useEffect(() => {
    if (!window.location.hash) document.getElementById(id)?.scrollIntoView({ block: 'start' });
  }, [id]);
  return null;
}
