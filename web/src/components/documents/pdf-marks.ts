/** Marked (performance.mark) when the reader has drawn its first page: the bench reads it (test/bench/pdf.ts). */
export const FIRST_PAGE_MARK = 'tremplin:pdf-first-page';
