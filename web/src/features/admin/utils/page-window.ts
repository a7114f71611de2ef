/** SPEC §9: at most this many page-number buttons, around the current page. */
export const MAX_PAGE_BUTTONS = 5;

/** SPEC §5: page changes outside 1..last page are ignored. */
export function isPageInRange(page: number, pages: number): boolean {
  return Number.isInteger(page) && page >= 1 && page <= pages;
}

/**
 * The page numbers to offer as buttons: up to `max` consecutive pages, the current one centred
 * when possible and the window slid inward at either end (1 2 [3] 4 5, …, 6 7 8 9 [10]).
 */
export function pageWindow(current: number, pages: number, max = MAX_PAGE_BUTTONS): number[] {
  if (pages < 1 || max < 1) return [];
  const size = Math.min(max, pages);
  const page = Math.min(Math.max(1, Math.trunc(current) || 1), pages);
  const start = Math.min(Math.max(1, page - Math.floor((size - 1) / 2)), pages - size + 1);
  return Array.from({ length: size }, (_, index) => start + index);
}
