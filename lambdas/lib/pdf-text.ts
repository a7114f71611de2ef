/** Text on a PDF page drawn with the standard fonts (the certificate, the report). */
import type { PDFFont } from 'pdf-lib';

/**
 * The standard PDF fonts encode WinAnsi (every French letter, not every script): a character they
 * cannot draw loses its accent if that makes it drawable, and is a "?" otherwise, rather than the
 * document failing (a certificate's verification page shows the name as stored).
 */

/** Latin letters that no decomposition takes to a drawable one. */
const PLAIN_LETTERS: Readonly<Record<string, string>> = {
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Ħ: 'H',
  ħ: 'h',
  ı: 'i',
};

/** The text as the font can draw it. */
export function drawable(font: PDFFont, text: string): string {
  const supported = new Set(font.getCharacterSet());
  return Array.from(text.replace(/\s+/g, ' ').trim())
    .map((char) => {
      if (supported.has(char.codePointAt(0) ?? 0)) return char;
      const bare = PLAIN_LETTERS[char] ?? char.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
      return bare && Array.from(bare).every((c) => supported.has(c.codePointAt(0) ?? 0)) ? bare : '?';
    })
    .join('');
}

/** Shrinks the size until the text fits the width (a long name or cohort stays on its line). */
export function fitted(font: PDFFont, text: string, size: number, width: number): number {
  let fit = size;
  while (fit > 8 && font.widthOfTextAtSize(text, fit) > width) fit -= 0.5;
  return fit;
}

/** The text at `size`, cut with an ellipsis where it would run past `width` (a table's cell). */
export function truncated(font: PDFFont, text: string, size: number, width: number): string {
  if (font.widthOfTextAtSize(text, size) <= width) return text;
  const chars = Array.from(text);
  while (chars.length > 1 && font.widthOfTextAtSize(`${chars.join('').trimEnd()}…`, size) > width)
    chars.pop();
  return `${chars.join('').trimEnd()}…`;
}
