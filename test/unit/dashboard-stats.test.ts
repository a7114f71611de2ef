import { describe, expect, it } from 'vitest';
import { percentChange, thirtyDayWindows } from '../../lambdas/stats/dashboard';

describe('30-day changes', () => {
  it('compares the last 30 days with the 30 before, in percent', () => {
    expect(percentChange(15, 10)).toBe(50);
    expect(percentChange(5, 10)).toBe(-50);
    expect(percentChange(0, 0)).toBe(0);
  });

  it('has no percentage when there was nothing before', () => {
    expect(percentChange(3, 0)).toBeNull();
  });

  it('lays out two back-to-back windows ending now', () => {
    const windows = thirtyDayWindows(new Date('2026-03-31T12:00:00.000Z'));
    expect(windows).toEqual({
      previousStart: '2026-01-30T12:00:00.000Z',
      currentStart: '2026-03-01T12:00:00.000Z',
      end: '2026-03-31T12:00:00.000Z',
    });
  });
});
