/**
 * The landing counters' count-up (SPEC §1, §9): from 0 to the target over `durationMs`,
 * one tick every `stepMs`. Pure, so the arithmetic is tested apart from the timer.
 */

/** How many ticks the animation takes (at least one, so a target always shows). */
export function countUpStepCount(durationMs: number, stepMs: number): number {
  if (!(durationMs > 0) || !(stepMs > 0)) return 1;
  return Math.max(1, Math.ceil(durationMs / stepMs));
}

/** The whole number shown after `step` ticks: rises evenly, never passes the target, ends on it. */
export function countUpValue(target: number, step: number, totalSteps: number): number {
  if (target <= 0 || totalSteps <= 0) return Math.max(0, target);
  if (step >= totalSteps) return target;
  if (step <= 0) return 0;
  return Math.min(target, Math.floor((target * step) / totalSteps));
}

/**
 * The figure a counter settles on: the real one when the API gave a positive number,
 * otherwise the spec's fallback (a failed call, or nothing counted yet).
 */
export function counterTarget(actual: number | null | undefined, fallback: number): number {
  return typeof actual === 'number' && Number.isFinite(actual) && actual > 0 ? Math.floor(actual) : fallback;
}
