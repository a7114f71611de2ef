/** Real files for the demo programme: PDFs with French text (pdf-lib) and PNG covers (zlib). */
import { deflateSync } from 'node:zlib';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';

/** A PDF of a few pages: a title page, then the sections, wrapped to the page width. */
export async function demoPdf(
  title: string,
  subtitle: string,
  sections: readonly [string, string][],
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setAuthor('Tremplin');
  pdf.setLanguage('fr-FR');
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const brand = rgb(0.05, 0.37, 0.35);

  const cover = pdf.addPage([595, 842]);
  cover.drawRectangle({ x: 0, y: 642, width: 595, height: 200, color: brand });
  cover.drawText('Tremplin — programme d’incubation', {
    x: 48,
    y: 790,
    size: 12,
    font: regular,
    color: rgb(1, 1, 1),
  });
  cover.drawText(title, { x: 48, y: 700, size: 26, font: bold, color: rgb(1, 1, 1), maxWidth: 500 });
  cover.drawText(subtitle, {
    x: 48,
    y: 600,
    size: 14,
    font: regular,
    color: rgb(0.2, 0.2, 0.2),
    maxWidth: 500,
  });

  let page = pdf.addPage([595, 842]);
  let y = 780;
  const line = (text: string, font = regular, size = 11) => {
    const words = text.split(' ');
    let current = '';
    const flush = () => {
      if (y < 60) {
        page = pdf.addPage([595, 842]);
        y = 780;
      }
      page.drawText(current, { x: 48, y, size, font, color: rgb(0.1, 0.1, 0.1) });
      y -= size + 6;
      current = '';
    };
    for (const word of words) {
      const next = current ? `${current} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) > 499) flush();
      current = current ? `${current} ${word}` : word;
    }
    if (current) flush();
  };
  for (const [heading, body] of sections) {
    y -= 8;
    line(heading, bold, 15);
    line(body);
  }
  return pdf.save();
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A diagonal two-colour gradient cover with soft circles, as a PNG. */
export function demoCover(
  width: number,
  height: number,
  from: [number, number, number],
  to: [number, number, number],
  seed: number,
): Buffer {
  const rows: Buffer[] = [];
  const circles = [0, 1, 2].map((i) => ({
    x: (((seed * 97 + i * 211) % 100) / 100) * width,
    y: (((seed * 53 + i * 131) % 100) / 100) * height,
    r: (0.18 + i * 0.08) * height,
  }));
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) {
      const t = (x / width + y / height) / 2;
      let light = 0;
      for (const c of circles) if ((x - c.x) ** 2 + (y - c.y) ** 2 < c.r ** 2) light += 0.06;
      for (let k = 0; k < 3; k++) {
        const base = (from[k] ?? 0) * (1 - t) + (to[k] ?? 0) * t;
        row[1 + x * 3 + k] = Math.min(255, Math.round(base + (255 - base) * light));
      }
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
