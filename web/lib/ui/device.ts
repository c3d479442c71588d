/** Device class by window width (SPEC §4, §9): 1024 px and up desktop, 768–1023 tablet, below 768 mobile. */
export type DeviceClass = 'desktop' | 'tablet' | 'mobile';

export const DEVICE_BREAKPOINTS = { tablet: 768, desktop: 1024 } as const;

/** The same thresholds as media queries, so scripts agree with CSS (both count the scrollbar). */
export const DEVICE_QUERIES = {
  desktop: `(min-width: ${DEVICE_BREAKPOINTS.desktop}px)`,
  tablet: `(min-width: ${DEVICE_BREAKPOINTS.tablet}px)`,
} as const;

/** What the server renders with: it cannot know the width, and most first visits of this site are wide. */
export const SERVER_DEVICE_CLASS: DeviceClass = 'desktop';

export function deviceClass(width: number): DeviceClass {
  if (Number.isNaN(width)) return SERVER_DEVICE_CLASS;
  if (width >= DEVICE_BREAKPOINTS.desktop) return 'desktop';
  if (width >= DEVICE_BREAKPOINTS.tablet) return 'tablet';
  return 'mobile';
}
