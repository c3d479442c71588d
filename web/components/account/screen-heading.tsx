'use client';

import { useEffect, useRef } from 'react';
import screen from './account.module.css';

/** Each step of a flow is a new screen: its heading takes focus, so screen readers hear where they are. */
export function ScreenHeading({ children, focus = true }: { children: string; focus?: boolean }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <h1 className={screen.title} ref={ref} tabIndex={-1}>
      {children}
    </h1>
  );
}
