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
