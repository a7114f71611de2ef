import { describe, expect, it } from 'vitest';
import { LANDING_COUNTER_FALLBACKS, LIMITS } from '@common/limits';
import { countUpStepCount, countUpValue, counterTarget } from '@/features/home/utils/count-up';

describe('countUpStepCount', () => {
  it('takes 125 ticks of 16 ms for the 2000 ms animation', () => {
    expect(countUpStepCount(LIMITS.countUpDurationMs, LIMITS.countUpStepMs)).toBe(125);
  });

  it('rounds a partial last tick up and never returns less than one tick', () => {
    expect(countUpStepCount(100, 16)).toBe(7);
    expect(countUpStepCount(0, 16)).toBe(1);
    expect(countUpStepCount(2000, 0)).toBe(1);
  });
});

describe('countUpValue', () => {
  const total = countUpStepCount(LIMITS.countUpDurationMs, LIMITS.countUpStepMs);

  it('starts at 0 and ends exactly on the target', () => {
    expect(countUpValue(4296, 0, total)).toBe(0);
    expect(countUpValue(4296, total, total)).toBe(4296);
    expect(countUpValue(4296, total + 10, total)).toBe(4296);
  });

  it('rises evenly in whole numbers, never above the target', () => {
    const values = Array.from({ length: total + 1 }, (_, step) => countUpValue(103, step, total));
    for (let step = 1; step < values.length; step++) {
      const previous = values[step - 1] ?? 0;
      const value = values[step] ?? 0;
      expect(value).toBeGreaterThanOrEqual(previous);
      expect(value).toBeLessThanOrEqual(103);
      expect(Number.isInteger(value)).toBe(true);
    }
    expect(countUpValue(4296, Math.round(total / 2), total)).toBeCloseTo(2148, -2);
  });

  it('shows a zero or negative target as it is, without animating', () => {
    expect(countUpValue(0, 10, total)).toBe(0);
    expect(countUpValue(-5, 10, total)).toBe(0);
  });
});

describe('counterTarget', () => {
  it('keeps a real positive figure', () => {
    expect(counterTarget(12, LANDING_COUNTER_FALLBACKS.managers)).toBe(12);
  });

  it('falls back when nothing was counted or the call gave nothing usable', () => {
    expect(counterTarget(0, LANDING_COUNTER_FALLBACKS.managers)).toBe(103);
    expect(counterTarget(null, LANDING_COUNTER_FALLBACKS.documents)).toBe(4296);
    expect(counterTarget(undefined, LANDING_COUNTER_FALLBACKS.documents)).toBe(4296);
    expect(counterTarget(Number.NaN, LANDING_COUNTER_FALLBACKS.documents)).toBe(4296);
  });
});
