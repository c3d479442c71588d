/**
 * The stage evaluator: the only place that decides whether something scheduled is on.
 * Every time-bound thing (nav item, banner, countdown, promotion price, page window, home title)
 * carries one Activation; nothing else re-implements these comparisons.
 */

export type Instant = Date | string | number;

/** The resolved shape of the activation object (a schedule reference already dereferenced). */
export interface Activation {
  startTime?: string | null;
  endTime?: string | null;
  schedule?: { timestamps?: readonly string[] | null } | null;
  /** Allowed stages; empty or absent means "any stage". */
  stages?: readonly number[] | null;
}

export function toMillis(instant: Instant): number {
  const ms = instant instanceof Date ? instant.getTime() : typeof instant === 'number' ? instant : Date.parse(instant);
  if (Number.isNaN(ms)) throw new RangeError(`Not a valid instant: ${String(instant)}`);
  return ms;
}

/**
 * How many of the schedule's timestamps have passed at `now` (SPEC §4: 0 before the first).
 * A timestamp counts as passed from its exact instant on.
 */
export function stageAt(timestamps: readonly string[] | null | undefined, now: Instant): number {
  if (!timestamps) return 0;
  return passedCount(
    timestamps.map(toMillis).sort((a, b) => a - b),
    toMillis(now),
  );
}

/**
 * How many of `instants` (milliseconds, ascending) have passed at `now`, each from its exact instant on: a
 * schedule's stage, and the stage signature of the whole content, which the page cache keys pages by
 * (web/lib/stage/signature.ts).
 */
export function passedCount(instants: readonly number[], now: number): number {
  let low = 0;
  let high = instants.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((instants[mid] as number) <= now) low = mid + 1;
    else high = mid;
  }
  return low;
}

/**
 * Active when start <= now < end (each bound optional) and, if allowed stages are given,
 * the schedule's current stage is one of them.
 */
export function isActive(activation: Activation | null | undefined, now: Instant): boolean {
  if (!activation) return true;
  const t = toMillis(now);
  if (activation.startTime && t < toMillis(activation.startTime)) return false;
  if (activation.endTime && t >= toMillis(activation.endTime)) return false;
  const stages = activation.stages;
  if (stages && stages.length > 0) return stages.includes(stageAt(activation.schedule?.timestamps, t));
  return true;
}

/** Every instant at which this activation can change its answer, in order. */
export function boundariesOf(activation: Activation | null | undefined): number[] {
  if (!activation) return [];
  const stamps = [activation.startTime, activation.endTime];
  if (activation.stages && activation.stages.length > 0) stamps.push(...(activation.schedule?.timestamps ?? []));
  return [...new Set(stamps.filter((s): s is string => Boolean(s)).map(toMillis))].sort((a, b) => a - b);
}

/**
 * While the activation is on at `now`, the instant it goes off (null when it is off now, or never goes off): a
 * countdown counts down to it, so moving a schedule's date moves the countdown with everything else.
 */
export function activeUntil(activation: Activation | null | undefined, now: Instant): number | null {
  const t = toMillis(now);
  if (!isActive(activation, t)) return null;
  return boundariesOf(activation).find((b) => b > t && !isActive(activation, b)) ?? null;
}

/** Stages the schedule can ever reach: 0 through the number of its timestamps. */
export function reachableStages(timestamps: readonly string[] | null | undefined): number[] {
  return Array.from({ length: (timestamps?.length ?? 0) + 1 }, (_, i) => i);
}
