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
    const title = screenTitle(children);
    const here = window.location.href;
    // The page's metadata can write its own title after this ran (Next renders it again, in the head, at times
    // of its own: seen once in twenty runs of account-screens.spec.ts); while this screen is on show at this
    // address the tab keeps its name. At another address (a move away) the new page's title stands.
    const keep = () => {
      if (window.location.href === here && document.title !== title) document.title = title;
    };
    keep();
    const observer = new MutationObserver(keep);
    observer.observe(document.head, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
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
