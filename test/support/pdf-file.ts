/**
 * Real PDF files written byte by byte, so tests and the bench carry no binary fixtures: pages of
 * text (Helvetica, WinAnsi, so French accents come out) with an optional picture each, optionally
 * protected by a user password (the standard security handler, 40-bit RC4, revision 2, which every
 * reader supports). Objects are laid out as common producers do (PDF writers that pack dictionaries
 * in object streams, Chrome's printing): the catalogue, the page tree, the font and every page's
 * dictionary together at the start, then each page's content and picture, then the cross-reference
 * table at the end. A reader that reads by ranges needs the first and last chunks to know every
 * page, then only the content of the pages it shows.
 */
import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';

export interface PdfPage {
  /** The first line is drawn as the page's heading. */
  lines: readonly string[];
  /** A grey picture of about `bytes` bytes under the text (stored uncompressed, as photos weigh). */
  picture?: { bytes: number };
}

export interface PdfOptions {
  pages: readonly PdfPage[];
  /** Readers ask for this password before showing anything. */
  userPassword?: string;
}

const PAGE_WIDTH = 595;
const PAGE_HEIGHT = 842;

/** The standard security handler's padding string (ISO 32000-1, 7.6.3.3). */
const PASSWORD_PADDING = Buffer.from(
  '28bf4e5e4e758a4164004e56fffa01082e2e00b6d0683e802f0ca9fe6453697a',
  'hex',
);

export function rc4(key: Uint8Array, data: Uint8Array): Buffer {
  const s = Array.from({ length: 256 }, (_, i) => i);
  for (let i = 0, j = 0; i < 256; i += 1) {
    j = (j + (s[i] ?? 0) + (key[i % key.length] ?? 0)) & 0xff;
    [s[i], s[j]] = [s[j] ?? 0, s[i] ?? 0];
  }
  const out = Buffer.alloc(data.length);
  for (let n = 0, i = 0, j = 0; n < data.length; n += 1) {
    i = (i + 1) & 0xff;
    j = (j + (s[i] ?? 0)) & 0xff;
    [s[i], s[j]] = [s[j] ?? 0, s[i] ?? 0];
    out[n] = (data[n] ?? 0) ^ (s[((s[i] ?? 0) + (s[j] ?? 0)) & 0xff] ?? 0);
  }
  return out;
}

const md5 = (...parts: Uint8Array[]) => createHash('md5').update(Buffer.concat(parts)).digest();
const padded = (password: string) =>
  Buffer.concat([Buffer.from(password, 'latin1'), PASSWORD_PADDING]).subarray(0, 32);

/** The /Encrypt values and file key of revision 2 (ISO 32000-1, algorithms 2, 3 and 4). */
export function standardSecurity(userPassword: string, ownerPassword: string, id: Buffer) {
  const permissions = -44; // print and copy allowed: only opening is protected
  const owner = rc4(md5(padded(ownerPassword)).subarray(0, 5), padded(userPassword));
  const p = Buffer.alloc(4);
  p.writeInt32LE(permissions);
  const fileKey = md5(padded(userPassword), owner, p, id).subarray(0, 5);
  return { owner, user: rc4(fileKey, PASSWORD_PADDING), permissions, fileKey };
}

/** WinAnsi's typographic characters outside latin-1 (ISO 32000-1, annex D). */
const WIN_ANSI: Record<string, number> = {
  '€': 0x80,
  '…': 0x85,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '–': 0x96,
  '—': 0x97,
};

/** A PDF literal string of WinAnsi text (written as latin-1 bytes); other characters become '?'. */
function literal(text: string): string {
  const latin = [...text]
    .map((c) => {
      const code = c.charCodeAt(0) <= 0xff ? c.charCodeAt(0) : WIN_ANSI[c];
      return code === undefined ? '?' : String.fromCharCode(code);
    })
    .join('');
  return `(${latin.replace(/[\\()]/g, (c) => `\\${c}`)})`;
}

function pageContent(page: PdfPage, pictureName: string | null): Buffer {
  const [heading = '', ...rest] = page.lines;
  const ops = [
    ...(pictureName ? [`q 483 0 0 300 56 90 cm ${pictureName} Do Q`] : []),
    `BT /F1 22 Tf 56 770 Td ${literal(heading)} Tj ET`,
    `BT /F1 12 Tf 16 TL 56 730 Td ${rest.map((line) => `${literal(line)} Tj T*`).join(' ')} ET`,
  ];
  return Buffer.from(ops.join('\n'), 'latin1');
}

/** A grey gradient of about `bytes` bytes: raw samples in a stored (level 0) Flate stream. */
function picture(bytes: number): { width: number; height: number; data: Buffer } {
  const width = 600;
  const height = Math.max(1, Math.round(bytes / width));
  const samples = Buffer.alloc(width * height);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) samples[y * width + x] = (x * 255) / width / 2 + (y * 127) / height;
  return { width, height, data: deflateSync(samples, { level: 0 }) };
}

export function pdfFile(options: PdfOptions): Buffer {
  const id = md5(Buffer.from(JSON.stringify(options.pages.map((p) => p.lines)), 'utf8'));
  const security = options.userPassword
    ? standardSecurity(options.userPassword, `${options.userPassword}-owner`, id)
    : null;
  // Object numbers: 1 catalogue, 2 page tree, 3 font, the pages' dictionaries, then for each page
  // its content and its picture.
  const count = options.pages.length;
  const pageNumber = (index: number) => 4 + index;
  const contentNumber = (index: number) => 4 + count + index * 2;
  const objects = new Map<number, { dictionary: string; stream?: Buffer }>();
  objects.set(1, { dictionary: '<< /Type /Catalog /Pages 2 0 R /Lang (fr-FR) >>' });
  objects.set(2, {
    dictionary: `<< /Type /Pages /Count ${options.pages.length} /Kids [${options.pages
      .map((_, i) => `${pageNumber(i)} 0 R`)
      .join(' ')}] >>`,
  });
  objects.set(3, {
    dictionary: '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  });
  options.pages.forEach((page, index) => {
    const n = contentNumber(index);
    const image = page.picture ? picture(page.picture.bytes) : null;
    const resources = `/Font << /F1 3 0 R >>${image ? ` /XObject << /Im1 ${n + 1} 0 R >>` : ''}`;
    objects.set(pageNumber(index), {
      dictionary: `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Resources << ${resources} >> /Contents ${n} 0 R >>`,
    });
    objects.set(n, { dictionary: '<< >>', stream: pageContent(page, image ? '/Im1' : null) });
    if (image)
      objects.set(n + 1, {
        dictionary: `<< /Type /XObject /Subtype /Image /Width ${image.width} /Height ${image.height} /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode >>`,
        stream: image.data,
      });
  });
  const encryptNumber = security ? contentNumber(count) : null;

  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let length = parts[0]?.length ?? 0;
  const offsets = new Map<number, number>();
  const push = (bytes: Buffer) => {
    parts.push(bytes);
    length += bytes.length;
  };
  for (const [n, object] of [...objects].sort(([a], [b]) => a - b)) {
    offsets.set(n, length);
    let stream = object.stream;
    if (stream && security) {
      const objectKey = Buffer.from([n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff, 0, 0]);
      stream = rc4(md5(security.fileKey, objectKey).subarray(0, 10), stream);
    }
    const dictionary = stream
      ? `${object.dictionary.slice(0, -2)}/Length ${stream.length} >>`
      : object.dictionary;
    push(Buffer.from(`${n} 0 obj\n${dictionary}\n`, 'latin1'));
    if (stream) push(Buffer.concat([Buffer.from('stream\n'), stream, Buffer.from('\nendstream\n')]));
    push(Buffer.from('endobj\n'));
  }
  if (security && encryptNumber) {
    offsets.set(encryptNumber, length);
    push(
      Buffer.from(
        `${encryptNumber} 0 obj\n<< /Filter /Standard /V 1 /R 2 /O <${security.owner.toString('hex')}> /U <${security.user.toString('hex')}> /P ${security.permissions} >>\nendobj\n`,
        'latin1',
      ),
    );
  }
  const size = Math.max(...offsets.keys()) + 1;
  const xref = length;
  const rows = Array.from({ length: size }, (_, n) => {
    const offset = offsets.get(n);
    return offset === undefined ? `0000000000 65535 f \n` : `${String(offset).padStart(10, '0')} 00000 n \n`;
  });
  const hexId = id.toString('hex');
  push(
    Buffer.from(
      `xref\n0 ${size}\n${rows.join('')}trailer\n<< /Size ${size} /Root 1 0 R /ID [<${hexId}> <${hexId}>]${
        encryptNumber ? ` /Encrypt ${encryptNumber} 0 R` : ''
      } >>\nstartxref\n${xref}\n%%EOF\n`,
      'latin1',
    ),
  );
  return Buffer.concat(parts);
}

/**
 * A document of `pageCount` pages weighing about `totalBytes` (the bench's 2 MB PDF): each page a
 * heading, a few paragraphs and a picture of an equal share of the weight.
 */
export function pdfOfSize(totalBytes: number, pageCount: number, title: string): Buffer {
  const pictureBytes = Math.max(1000, Math.floor(totalBytes / pageCount) - 1200);
  return pdfFile({
    pages: Array.from({ length: pageCount }, (_, i) => ({
      lines: [
        i === 0 ? title : `${title} — partie ${i + 1}`,
        `Page ${i + 1} sur ${pageCount}. Ce document sert à mesurer l'aperçu sur un réseau lent.`,
        'Étudiez votre marché : clients, concurrents, prix et canaux de distribution.',
        'Chaque partie se termine par un exercice à faire avec votre équipe.',
      ],
      picture: { bytes: pictureBytes },
    })),
  });
}
