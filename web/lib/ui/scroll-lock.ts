/**
 * Page scroll lock for dialogs and panels (SPEC §4): the body stops scrolling and is padded by the width
 * the scrollbar leaves behind, so the page does not jump sideways. Reference counted: a dialog opened from a
 * dialog locks twice and the page scrolls again only when both are closed.
 */
import { type DeviceClass, deviceClass } from './device';

/** SPEC §4: the width assumed when it cannot be measured, on non-mobile devices. */
export const FALLBACK_SCROLLBAR_WIDTH = 17;

/**
 * Padding that replaces the scrollbar. `measured` is `innerWidth - documentElement.clientWidth`; it reads 0
 * (or NaN) when the browser cannot tell, and then, if the content overflows, 17 px is assumed on non-mobile
 * devices and nothing on mobile, whose scrollbars float over the content.
 */
export function scrollbarCompensation(measured: number, device: DeviceClass, overflows = true): number {
  if (Number.isFinite(measured) && measured > 0) return measured;
  if (!overflows) return 0;
  return device === 'mobile' ? 0 : FALLBACK_SCROLLBAR_WIDTH;
}

let locks = 0;
let saved: { overflow: string; paddingRight: string } | null = null;

/** Locks page scrolling (`win` only for tests). */
export function lockScroll(win: Window = window): void {
  locks += 1;
  if (locks > 1) return;
  const { documentElement: root, body } = win.document;
  const measured = win.innerWidth - root.clientWidth;
  const compensation = scrollbarCompensation(
    measured,
    deviceClass(win.innerWidth),
    root.scrollHeight > win.innerHeight,
  );
  saved = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
  if (compensation > 0) {
    const current = Number.parseFloat(win.getComputedStyle(body).paddingRight) || 0;
    body.style.paddingRight = `${current + compensation}px`;
  }
  body.style.overflow = 'hidden';
}

/** Releases one lock; the last release restores the body's own styles. Extra releases do nothing. */
export function unlockScroll(win: Window = window): void {
  if (locks === 0) return;
  locks -= 1;
  if (locks > 0 || !saved) return;
  win.document.body.style.overflow = saved.overflow;
  win.document.body.style.paddingRight = saved.paddingRight;
  saved = null;
}
