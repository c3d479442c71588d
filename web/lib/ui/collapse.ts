import type { DeviceClass } from './device';

/** SPEC §9: collapsible panels animate their height for 0.5 s by default. */
export const COLLAPSE_DURATION_S = 0.5;
export const ALL_DEVICES: readonly DeviceClass[] = ['desktop', 'tablet', 'mobile'];

/** Whether a panel animates now: not for visitors who ask for less motion, nor on devices opted out. */
export function collapseAnimates(input: {
  duration: number;
  device: DeviceClass;
  animateOn?: readonly DeviceClass[];
  reducedMotion: boolean;
}): boolean {
  if (input.reducedMotion || !(input.duration > 0)) return false;
  return (input.animateOn ?? ALL_DEVICES).includes(input.device);
}
