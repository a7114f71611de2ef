import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfirmClick } from '@/hooks/confirm-click';

describe('two-click confirmation (SPEC §4)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function make() {
    const changes: (string | null)[] = [];
    const confirm = new ConfirmClick<string>({ resetMs: 3000, onChange: (armed) => changes.push(armed) });
    return { confirm, changes };
  }

  it('arms on the first click and confirms on the second', () => {
    const { confirm, changes } = make();
    expect(confirm.click('a')).toBe(false);
    expect(confirm.armed).toBe('a');
    expect(confirm.click('a')).toBe(true);
    expect(confirm.armed).toBeNull();
    expect(changes).toEqual(['a', null]);
  });

  it('disarms by itself after the reset delay, so a later click only arms again', () => {
    const { confirm, changes } = make();
    confirm.click('a');
    vi.advanceTimersByTime(2999);
    expect(confirm.armed).toBe('a');
    vi.advanceTimersByTime(1);
    expect(confirm.armed).toBeNull();
    expect(changes).toEqual(['a', null]);
    expect(confirm.click('a')).toBe(false);
  });

  it('arming another item disarms the first and restarts the delay', () => {
    const { confirm } = make();
    confirm.click('a');
    vi.advanceTimersByTime(2000);
    expect(confirm.click('b')).toBe(false);
    expect(confirm.armed).toBe('b');
    vi.advanceTimersByTime(2000);
    expect(confirm.armed).toBe('b');
    expect(confirm.click('a')).toBe(false);
    expect(confirm.click('a')).toBe(true);
  });

  it('reset() disarms at once; dispose() only stops the timer', () => {
    const { confirm, changes } = make();
    confirm.click('a');
    confirm.reset();
    expect(confirm.armed).toBeNull();
    confirm.reset();
    expect(changes).toEqual(['a', null]);
    confirm.click('b');
    confirm.dispose();
    vi.advanceTimersByTime(5000);
    expect(confirm.armed).toBe('b');
    expect(confirm.click('b')).toBe(true);
  });
});
