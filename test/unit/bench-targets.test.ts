import { describe, expect, it } from 'vitest';
import { checkExitCode, isMet, missed, target } from '../bench/lib/targets';

const base = { section: 'web' as const, label: 'x', unit: 'ms' };

describe('targets', () => {
  it('compares with the limit in the right direction, limits included', () => {
    expect(isMet(1800, '<=', 1800)).toBe(true);
    expect(isMet(1801, '<=', 1800)).toBe(false);
    expect(isMet(95, '>=', 95)).toBe(true);
    expect(isMet(94, '>=', 95)).toBe(false);
  });

  it('never passes a value that could not be measured', () => {
    expect(isMet(Number.NaN, '<=', 10)).toBe(false);
    expect(isMet(Number.POSITIVE_INFINITY, '<=', 10)).toBe(false);
  });

  it('--check exits 1 on any miss, and when nothing was measured', () => {
    const met = target({ ...base, id: 'a', measured: 1, comparator: '<=', limit: 2 });
    const miss = target({ ...base, id: 'b', measured: 3, comparator: '<=', limit: 2 });
    expect(checkExitCode([met])).toBe(0);
    expect(checkExitCode([met, miss])).toBe(1);
    expect(checkExitCode([])).toBe(1);
    expect(missed([met, miss]).map((t) => t.id)).toEqual(['b']);
  });
});
