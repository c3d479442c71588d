'use client';

import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { TEXT_FLOAT, textFloatRootMargin, waitForImages } from '@/lib/ui/text-float';
import styles from './text-float.module.css';

/**
 * Text that floats in when it scrolls into view (SPEC §4): once `threshold` of it is `offset` px inside the
 * viewport and the images inside have loaded, it gets the marker class (and `data-floated`).
 *
 * Content is never hidden by the server's HTML: if scripts fail, it simply shows. Elements already in view
 * when the page hydrates stay as they are (hiding them to float them in would flash); so do all of them for
 * visitors who prefer reduced motion or browsers without IntersectionObserver.
 */
export function TextFloat({
  children,
  className,
  offset = TEXT_FLOAT.offsetPx,
  threshold = TEXT_FLOAT.threshold,
}: {
  children: ReactNode;
  className?: string;
  /** Pixels the element must be inside the viewport's bottom edge. */
  offset?: number;
  threshold?: number;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [phase, setPhase] = useState<'static' | 'armed' | 'floated'>('static');

  // Layout effect: an element is armed (made invisible) before the browser paints it that way.
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    // An armed element is revealed when it will not be watched (again): it must never stay invisible.
    const reveal = () => setPhase((phase) => (phase === 'armed' ? 'floated' : phase));
    const box = el.getBoundingClientRect();
    if (
      typeof IntersectionObserver === 'undefined' ||
      window.matchMedia('(prefers-reduced-motion: reduce)').matches ||
      (box.top < window.innerHeight - offset && box.bottom > 0)
    )
      return reveal();

    setPhase((phase) => (phase === 'floated' ? phase : 'armed'));
    let live = true;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void waitForImages(el.querySelectorAll('img')).then(() => {
          if (live) setPhase('floated');
        });
      },
      { threshold, rootMargin: textFloatRootMargin(offset) },
    );
    observer.observe(el);
    return () => {
      live = false;
      observer.disconnect();
    };
  }, [offset, threshold]);

  const classes = [phase === 'armed' && styles.armed, phase === 'floated' && styles.floated, className];
  return (
    <div
      ref={ref}
      className={classes.filter(Boolean).join(' ') || undefined}
      data-floated={phase === 'floated' || undefined}
    >
      {children}
    </div>
  );
}
