import { describe, expect, it } from 'vitest';
import { isPageInRange, pageWindow } from '../../../web/src/features/admin/utils/page-window';

describe('pageWindow', () => {
  it('shows every page when there are five or fewer', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('centres the current page in a window of five', () => {
    expect(pageWindow(5, 10)).toEqual([3, 4, 5, 6, 7]);
    expect(pageWindow(6, 12)).toEqual([4, 5, 6, 7, 8]);
  });

  it('slides the window inward at the first and last pages', () => {
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(2, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(9, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(pageWindow(10, 10)).toEqual([6, 7, 8, 9, 10]);
  });

  it('never offers more than the maximum, nor pages that do not exist', () => {
    expect(pageWindow(4, 7, 3)).toEqual([3, 4, 5]);
    expect(pageWindow(99, 7)).toEqual([3, 4, 5, 6, 7]);
    expect(pageWindow(-3, 7)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(1, 0)).toEqual([]);
  });
});

describe('isPageInRange', () => {
  it('accepts only whole pages from 1 to the last page', () => {
    expect(isPageInRange(1, 3)).toBe(true);
    expect(isPageInRange(3, 3)).toBe(true);
    expect(isPageInRange(0, 3)).toBe(false);
    expect(isPageInRange(4, 3)).toBe(false);
    expect(isPageInRange(1.5, 3)).toBe(false);
    expect(isPageInRange(1, 0)).toBe(false);
  });
});
