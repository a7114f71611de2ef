import { useEffect, useState } from 'react';
import { LIMITS } from '@common/limits';
import { countUpStepCount, countUpValue } from '@/features/home/utils/count-up';

function prefersReducedMotion(): boolean {
  // No window when the build prerenders the page (the counters then show their skeleton).
  if (typeof window === 'undefined') return false;
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/**
 * Counts from 0 up to `target` over 2000 ms in 16 ms steps (SPEC §9); with reduced motion
 * the final figure shows at once. `null` (still loading) shows nothing. The count-up plays
 * once: a later figure (read again after a download) shows as it is.
 */
export function useCountUp(target: number | null): number | null {
  const [step, setStep] = useState(0);
  const totalSteps = countUpStepCount(LIMITS.countUpDurationMs, LIMITS.countUpStepMs);
  const [animate] = useState(() => !prefersReducedMotion());
  const known = target !== null;

  useEffect(() => {
    if (!known || !animate) return;
    // Steps follow the clock, not the tick count: a busy phone that delays ticks still
    // finishes on time, on the final figure.
    const start = performance.now();
    const timer = window.setInterval(() => {
      const current = Math.floor((performance.now() - start) / LIMITS.countUpStepMs);
      setStep(Math.min(current, totalSteps));
      if (current >= totalSteps) window.clearInterval(timer);
    }, LIMITS.countUpStepMs);
    return () => window.clearInterval(timer);
  }, [known, animate, totalSteps]);

  if (target === null) return null;
  return animate ? countUpValue(target, step, totalSteps) : target;
}
