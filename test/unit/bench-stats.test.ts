import { describe, expect, it } from 'vitest';
import { median, percentile, ratio, summarize } from '../bench/lib/stats';

describe('percentile', () => {
  it('interpolates between closest ranks', () => {
    expect(percentile([1, 2, 3, 4], 50)).toBe(2.5);
    expect(percentile([10, 20, 30, 40, 50], 0)).toBe(10);
    expect(percentile([10, 20, 30, 40, 50], 100)).toBe(50);
    expect(percentile([10, 20, 30, 40, 50], 97.5)).toBeCloseTo(49);
  });

  it('does not depend on input order and leaves the input alone', () => {
    const values = [5, 1, 4, 2, 3];
    expect(percentile(values, 50)).toBe(3);
    expect(values).toEqual([5, 1, 4, 2, 3]);
  });

  it('is NaN for no values and refuses percentiles outside 0–100', () => {
    expect(percentile([], 50)).toBeNaN();
    expect(() => percentile([1], 101)).toThrow(RangeError);
  });

  it('gives the p99 of 100 values near the top', () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(values, 99)).toBeCloseTo(99.01);
    expect(median(values)).toBe(50.5);
  });
});

describe('summarize and ratio', () => {
  it('counts requests per second over the duration', () => {
    const summary = summarize([1, 2, 3, 4], 2);
    expect(summary.count).toBe(4);
    expect(summary.requestsPerSecond).toBe(2);
    expect(summary.max).toBe(4);
  });

  it('has no ratio to nothing', () => {
    expect(ratio(4, 2)).toBe(2);
    expect(ratio(4, 0)).toBeNaN();
    expect(ratio(Number.NaN, 2)).toBeNaN();
  });
});
