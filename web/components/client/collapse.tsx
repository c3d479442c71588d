'use client';

import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { COLLAPSE_DURATION_S, collapseAnimates } from '@/lib/ui/collapse';
import { type DeviceClass, deviceClass } from '@/lib/ui/device';

function settle(el: HTMLElement) {
  el.style.height = '';
  el.style.overflow = '';
  el.style.transition = '';
}

/**
 * A collapsible panel (SPEC §4) whose height animates when `open` changes. The trigger is the caller's:
 * give the panel an `id` and the trigger `aria-controls` and `aria-expanded`.
 *
 * Closed, the content is `hidden` (out of the page, the tab order and the accessibility tree); while it
 * closes it is already `inert`. No animation for visitors who prefer reduced motion, when `duration` is 0
 * or on devices missing from `animateOn`.
 */
export function Collapse({
  open,
  children,
  duration = COLLAPSE_DURATION_S,
  animateOn,
  id,
  className,
}: {
  open: boolean;
  children: ReactNode;
  /** Seconds. */
  duration?: number;
  /** Devices on which the height animates (default: all). */
  animateOn?: DeviceClass[];
  id?: string;
  className?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [settled, setSettled] = useState<'open' | 'closed'>(open ? 'open' : 'closed');
  /** The first render already shows the right state; only a change of `open` animates. */
  const shownOpen = useRef(open);
  // Compared by content: a literal array is a new object on every render of the parent.
  const devices = animateOn === undefined ? null : animateOn.join(',');

  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const target = open ? 'open' : 'closed';
    if (shownOpen.current === open) {
      // Props other than `open` changed in mid-animation, which dropped its end handlers: finish it now.
      if (el.style.height !== '') {
        settle(el);
        setSettled(target);
      }
      return;
    }
    shownOpen.current = open;
    const animates = collapseAnimates({
      duration,
      device: deviceClass(window.innerWidth),
      animateOn: devices === null ? undefined : (devices.split(',').filter(Boolean) as DeviceClass[]),
      reducedMotion: window.matchMedia('(prefers-reduced-motion: reduce)').matches,
    });
    if (!animates) {
      settle(el);
      setSettled(target);
      return;
    }
    // A toggle in mid-animation continues from the height reached; otherwise from fully closed or open.
    const midway = el.style.height !== '';
    const from = midway ? el.getBoundingClientRect().height : open ? 0 : el.scrollHeight;
    el.style.overflow = 'hidden';
    el.style.transition = 'none';
    el.style.height = `${from}px`;
    // Reading layout commits the start height, so the transition has a place to start from.
    void el.offsetHeight;
    el.style.transition = `height ${duration}s ease`;
    el.style.height = `${open ? el.scrollHeight : 0}px`;

    const done = () => {
      settle(el);
      setSettled(target);
    };
    const onEnd = (event: TransitionEvent) => {
      if (event.target === el && event.propertyName === 'height') done();
    };
    el.addEventListener('transitionend', onEnd);
    // No transitionend comes when the height does not change (or the tab is in the background).
    const timer = window.setTimeout(done, duration * 1000 + 100);
    return () => {
      el.removeEventListener('transitionend', onEnd);
      window.clearTimeout(timer);
    };
  }, [open, duration, devices]);

  return (
    <div ref={ref} id={id} className={className} hidden={!open && settled === 'closed'} inert={!open}>
      {children}
    </div>
  );
}
