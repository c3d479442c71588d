/**
 * What time-bound content shows at an instant: every decision goes through the stage evaluator.
 */
import { type Activation, isActive } from '@showcase/schemas/stage';

/** The first item whose activation is on at `now`, or null. */
export function firstActive<T extends { activation?: Activation | null }>(
  items: readonly T[] | null | undefined,
  now: Date,
): T | null {
  return (items ?? []).find((item) => isActive(item.activation, now)) ?? null;
}

/** SPEC §2.4: a page is open from its start (inclusive) until its end (exclusive). */
export const pageOpen = (page: { startTime?: string | null; endTime?: string | null }, now: Date) =>
  isActive({ startTime: page.startTime, endTime: page.endTime }, now);

/** Days, hours, minutes and seconds left until `target` (never negative). */
export function timeLeft(target: number, now: number) {
  const total = Math.max(0, Math.floor((target - now) / 1000));
  return {
    total,
    days: Math.floor(total / 86400),
    hours: Math.floor((total % 86400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}
