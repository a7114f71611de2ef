import { describe, expect, it } from 'vitest';
import { PDF_READER_MESSAGES } from '@common/messages';
import { needsLegacyPdfjs } from '@/components/documents/pdf-engine';
import {
  formatZoom,
  MAX_ZOOM,
  MIN_ZOOM,
  nextZoom,
  readerKeyAction,
  readerProblemOf,
} from '@/components/documents/pdf-reader-logic';

const key = (name: string, modifiers: Partial<Record<'ctrlKey' | 'altKey' | 'metaKey', boolean>> = {}) => ({
  key: name,
  ctrlKey: false,
  altKey: false,
  metaKey: false,
  ...modifiers,
});
const fitted = { scrollsSideways: false, focusInDocument: false };

describe('the PDF reader', () => {
  it('zooms by steps from any scale, within its limits', () => {
    expect(nextZoom(0.43, 'in')).toBe(0.5);
    expect(nextZoom(0.43, 'out')).toBe(0.33);
    expect(nextZoom(1, 'in')).toBe(1.1);
    expect(nextZoom(1, 'out')).toBe(0.9);
    expect(nextZoom(MAX_ZOOM, 'in')).toBe(MAX_ZOOM);
    expect(nextZoom(MIN_ZOOM, 'out')).toBe(MIN_ZOOM);
    expect(formatZoom(0.4312)).toBe('43\u00a0%');
  });

  it('pages with Page Down / Page Up, the side arrows (unless zoomed in sideways), Home and End', () => {
    expect(readerKeyAction(key('PageDown'), fitted)).toBe('next');
    expect(readerKeyAction(key('PageUp'), fitted)).toBe('previous');
    expect(readerKeyAction(key('ArrowRight'), fitted)).toBe('next');
    expect(readerKeyAction(key('ArrowLeft'), fitted)).toBe('previous');
    expect(readerKeyAction(key('ArrowRight'), { ...fitted, scrollsSideways: true })).toBeNull();
    expect(readerKeyAction(key('Home'), fitted)).toBe('first');
    expect(readerKeyAction(key('End'), fitted)).toBe('last');
    expect(readerKeyAction(key('+'), fitted)).toBe('zoomIn');
    expect(readerKeyAction(key('-'), fitted)).toBe('zoomOut');
  });

  it('scrolls by a line with the up and down arrows, leaving the browser its own keys', () => {
    expect(readerKeyAction(key('ArrowDown'), fitted)).toBe('lineDown');
    expect(readerKeyAction(key('ArrowDown'), { ...fitted, focusInDocument: true })).toBeNull();
    expect(readerKeyAction(key('PageDown', { ctrlKey: true }), fitted)).toBeNull();
    expect(readerKeyAction(key('+', { metaKey: true }), fitted)).toBeNull();
    expect(readerKeyAction(key('Tab'), fitted)).toBeNull();
  });

  it('tells a protected file, a damaged one and a failed load apart', () => {
    const named = (name: string) => Object.assign(new Error('x'), { name });
    expect(readerProblemOf(named('PasswordException'))).toBe('passwordProtected');
    expect(readerProblemOf(named('InvalidPDFException'))).toBe('unreadable');
    expect(readerProblemOf(named('UnknownErrorException'))).toBe('unreadable');
    expect(readerProblemOf(named('PdfUnreadableError'))).toBe('unreadable');
    expect(readerProblemOf(named('PdfFetchError'))).toBe('loadFailed');
    expect(readerProblemOf(new TypeError('Failed to fetch'))).toBe('loadFailed');
    expect(readerProblemOf('boom')).toBe('loadFailed');
    expect(Object.keys(PDF_READER_MESSAGES).sort()).toEqual([
      'loadFailed',
      'passwordProtected',
      'unreadable',
    ]);
  });

  it('gives pdf.js’s legacy build to browsers without what the modern one calls', () => {
    const modern = {
      Map: { prototype: { getOrInsertComputed: () => 0 } },
      Math: { sumPrecise: () => 0 },
      Promise: { try: () => 0, withResolvers: () => 0 },
      Iterator: { prototype: { find: () => 0 } },
      AbortSignal: { any: () => 0 },
      URL: { parse: () => 0 },
    };
    expect(needsLegacyPdfjs(modern)).toBe(false);
    expect(needsLegacyPdfjs({ ...modern, Map: { prototype: {} } })).toBe(true);
    expect(needsLegacyPdfjs({ ...modern, Iterator: undefined })).toBe(true);
  });
});
