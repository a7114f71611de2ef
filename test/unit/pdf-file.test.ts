import { describe, expect, it } from 'vitest';
import { pdfFile, pdfOfSize } from '../support/pdf-file';

// pdf.js itself reads what the builder writes: the reader the app uses is the judge.
const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
const open = (bytes: Buffer, password?: string) =>
  pdfjs.getDocument({ data: new Uint8Array(bytes), verbosity: 0, ...(password ? { password } : {}) }).promise;

async function pageText(bytes: Buffer, page: number, password?: string): Promise<string> {
  const document = await open(bytes, password);
  const content = await (await document.getPage(page)).getTextContent();
  return content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
}

describe('test PDFs written byte by byte', () => {
  it('hold their pages and their French text, where every reader finds them', async () => {
    const bytes = pdfFile({
      pages: [
        { lines: ['Étude de marché', 'Clients (cibles) et concurrents — l’essentiel'] },
        { lines: ['Deuxième page'], picture: { bytes: 4000 } },
      ],
    });
    expect((await open(bytes)).numPages).toBe(2);
    expect(await pageText(bytes, 1)).toContain('Étude de marché');
    expect(await pageText(bytes, 1)).toContain('Clients (cibles) et concurrents — l’essentiel');
    expect(await pageText(bytes, 2)).toContain('Deuxième page');
  });

  it('ask for the password when protected, and open with it', async () => {
    const bytes = pdfFile({ pages: [{ lines: ['Confidentiel'] }], userPassword: 'secret' });
    expect(bytes.toString('latin1')).not.toContain('Confidentiel');
    await expect(open(bytes)).rejects.toMatchObject({ name: 'PasswordException' });
    expect(await pageText(bytes, 1, 'secret')).toContain('Confidentiel');
  });

  it('weigh what the bench asks for, spread over the pages', async () => {
    const bytes = pdfOfSize(2 * 1024 * 1024, 20, 'Guide');
    expect(bytes.length).toBeGreaterThan(2 * 1024 * 1024 * 0.97);
    expect(bytes.length).toBeLessThan(2 * 1024 * 1024 * 1.03);
    expect((await open(bytes)).numPages).toBe(20);
    expect(await pageText(bytes, 20)).toContain('Page 20 sur 20');
  });
});
