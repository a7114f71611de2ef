/** The PDF reader's decisions that need no browser: zoom steps, keys, and what went wrong. */
import type { PDF_READER_MESSAGES } from '@common/messages';

/** pdf.js scales: 1 is the page at its printed size (CSS pixels at 96 dpi). */
export const MIN_ZOOM = 0.25;
export const MAX_ZOOM = 4;
export const ZOOM_STEPS = [
  MIN_ZOOM,
  0.33,
  0.5,
  0.67,
  0.75,
  0.9,
  1,
  1.1,
  1.25,
  1.5,
  1.75,
  2,
  2.5,
  3,
  MAX_ZOOM,
];

export function clampZoom(scale: number): number {
  return Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, scale));
}

/** The next step up or down from any scale (fit-to-width gives scales between the steps). */
export function nextZoom(scale: number, direction: 'in' | 'out'): number {
  const tolerance = 0.005;
  if (direction === 'in') return ZOOM_STEPS.find((step) => step > scale + tolerance) ?? MAX_ZOOM;
  return [...ZOOM_STEPS].reverse().find((step) => step < scale - tolerance) ?? MIN_ZOOM;
}

/** "85 %", with the French no-break space before the sign. */
export function formatZoom(scale: number): string {
  return `${Math.round(scale * 100)}\u00a0%`;
}

export type ReaderKeyAction =
  'next' | 'previous' | 'first' | 'last' | 'zoomIn' | 'zoomOut' | 'lineDown' | 'lineUp';

/**
 * Keyboard paging: Page Down / Page Up, and the left and right arrows while the page fits the width
 * (zoomed in, they scroll sideways as usual); Home and End; + and − zoom. Up and down arrows scroll
 * the document by a line (the reader does it when the focus is on its buttons, where the browser
 * would not). Keys with Ctrl, Alt or ⌘ are the browser's.
 */
export function readerKeyAction(
  event: { key: string; ctrlKey: boolean; altKey: boolean; metaKey: boolean },
  state: { scrollsSideways: boolean; focusInDocument: boolean },
): ReaderKeyAction | null {
  if (event.ctrlKey || event.altKey || event.metaKey) return null;
  switch (event.key) {
    case 'PageDown':
      return 'next';
    case 'PageUp':
      return 'previous';
    case 'ArrowRight':
      return state.scrollsSideways ? null : 'next';
    case 'ArrowLeft':
      return state.scrollsSideways ? null : 'previous';
    case 'Home':
      return 'first';
    case 'End':
      return 'last';
    case '+':
    case '=':
      return 'zoomIn';
    case '-':
      return 'zoomOut';
    case 'ArrowDown':
      return state.focusInDocument ? null : 'lineDown';
    case 'ArrowUp':
      return state.focusInDocument ? null : 'lineUp';
    default:
      return null;
  }
}

export type ReaderProblem = keyof typeof PDF_READER_MESSAGES;

/** pdf.js's names for a file it cannot parse (worker-side parse errors arrive as UnknownErrorException). */
const UNREADABLE = new Set([
  'InvalidPDFException',
  'FormatError',
  'UnknownErrorException',
  'PdfUnreadableError',
]);

/**
 * What to tell the reader about a failure, from the error's name (pdf.js's and pdf-bytes.ts's):
 * a password, a file that cannot be read, or anything else (network, storage), which may work
 * when tried again.
 */
export function readerProblemOf(error: unknown): ReaderProblem {
  const name = typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : '';
  if (name === 'PasswordException') return 'passwordProtected';
  return UNREADABLE.has(name) ? 'unreadable' : 'loadFailed';
}
