'use client';

import { useEffect, useRef } from 'react';
import screen from './account.module.css';
import { screenTitle } from './screen-title';

/**
 * Names the tab after the screen on show. A flow's steps share one address, whose prerendered title can name only
 * its first (and a link's page cannot know whether its link is good), so each step names the tab itself.
 */
export function TabTitle({ children }: { children: string }) {
  useEffect(() => {
    document.title = screenTitle(children);
  }, [children]);
  return null;
}

/**
 * Each step of a flow is a new screen: its heading takes focus, so screen readers hear where they are, and names
 * the tab (unless `tab` is false: a form on a content page leaves the page's own title alone).
 */
export function ScreenHeading({
  children,
  focus = true,
  tab = true,
}: {
  children: string;
  focus?: boolean;
  tab?: boolean;
}) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <>
      {tab && <TabTitle>{children}</TabTitle>}
      <h1 className={screen.title} ref={ref} tabIndex={-1}>
        {children}
      </h1>
    </>
  );
}
