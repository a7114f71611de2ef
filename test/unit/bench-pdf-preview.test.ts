import { describe, expect, it } from 'vitest';
import { emulatedNetwork, medianOpening, pdfPreviewTargets, type PdfOpening } from '../bench/lib/pdf-preview';

const opening = (firstPageMs: number): PdfOpening => ({
  firstPageMs,
  rangeRequests: 3,
  rangeBytes: 100_000,
  otherBytes: 5_000,
});

describe('the PDF preview measure', () => {
  it("emulates Regular 3G as the issue states it: 300 ms and 700 kbit/s, in CDP's units", () => {
    expect(emulatedNetwork()).toEqual({
      offline: false,
      latency: 300,
      downloadThroughput: 87_500,
      uploadThroughput: 87_500,
    });
  });

  it('judges the median of the runs, and a run that never showed the page makes it unknown', () => {
    expect(medianOpening([opening(2900), opening(3100), opening(2500)])).toBe(2900);
    expect(medianOpening([opening(2900), opening(Number.NaN)])).toBeNaN();
    expect(medianOpening([])).toBeNaN();
  });

  it('reports both openings against the 3 s limit', () => {
    const [cached, first] = pdfPreviewTargets({
      fileBytes: 2 * 1024 * 1024,
      pages: 20,
      codeCached: [opening(2400)],
      firstOpening: [opening(7800)],
    });
    expect(cached).toMatchObject({ id: 'pdf.firstPage.cached', measured: 2400, limit: 3000, met: true });
    expect(cached?.label).toContain('2.0 MB PDF, 20 pages');
    expect(first).toMatchObject({ id: 'pdf.firstPage.first-opening', measured: 7800, met: false });
  });
});
