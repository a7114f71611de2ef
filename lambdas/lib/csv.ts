/**
 * CSV as a spreadsheet opens it: UTF-8 with a byte-order mark (Excel reads accents right only with
 * it), semicolons between fields (a French Excel splits on them; LibreOffice asks and finds them),
 * CRLF line ends. Pure.
 */
export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';
const BOM = '\uFEFF';
const SEPARATOR = ';';

/**
 * One field: quoted when it holds a separator, a quote or a line break; a text a spreadsheet would
 * run as a formula (=, +, -, @ first: a participant's name is theirs to write) starts with a quote.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n,]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The whole file, from its lines of fields. */
export function csvText(lines: readonly (readonly string[])[]): string {
  return BOM + lines.map((fields) => fields.map(csvField).join(SEPARATOR)).join('\r\n') + '\r\n';
}
