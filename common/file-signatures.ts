/**
 * Content checks on the first bytes of an uploaded file. The browser's Content-Type and the
 * file name are claims; these signatures are what we trust. Pure functions over a byte window,
 * shared by the API (which checks the stored object before attaching it) and the web app (which
 * checks the chosen file before sending it, so a refusal is said at once).
 */
import { UPLOAD_MESSAGES } from './messages';
import {
  DOCUMENT_FORMATS,
  IMAGE_TYPE_EXTENSIONS,
  UPLOAD_RULES,
  type ImageContentType,
  type UploadKind,
  type UploadProblem,
} from './uploads';

/** How many leading bytes are read: enough for every signature and a fair NUL scan of text. */
export const SNIFF_WINDOW_BYTES = 4096;

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

const ascii = (text: string): number[] => [...text].map((c) => c.charCodeAt(0));

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const GIF87 = ascii('GIF87a');
const GIF89 = ascii('GIF89a');
const RIFF = ascii('RIFF');
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const EBML = [0x1a, 0x45, 0xdf, 0xa3];

const isRiff = (bytes: Uint8Array, form: string) =>
  startsWith(bytes, RIFF) && startsWith(bytes, ascii(form), 8);

/** The raster format of an image, by signature; null for anything else (SVG included: it is text). */
export function sniffImage(bytes: Uint8Array): ImageContentType | null {
  if (startsWith(bytes, PNG)) return 'image/png';
  if (startsWith(bytes, JPEG)) return 'image/jpeg';
  if (startsWith(bytes, GIF87) || startsWith(bytes, GIF89)) return 'image/gif';
  if (isRiff(bytes, 'WEBP')) return 'image/webp';
  return null;
}

/** ISO base media (MP4, QuickTime, M4A): a box type at offset 4; old QuickTime files open on other boxes. */
function isIsoMedia(bytes: Uint8Array, quickTime = false): boolean {
  if (startsWith(bytes, ascii('ftyp'), 4)) return true;
  return (
    quickTime && ['moov', 'mdat', 'wide', 'free', 'skip'].some((box) => startsWith(bytes, ascii(box), 4))
  );
}

/** MPEG audio: an ID3 tag, or a frame sync (11 set bits) with a valid layer. */
function isMp3(bytes: Uint8Array): boolean {
  if (startsWith(bytes, ascii('ID3'))) return true;
  const [first, second] = [bytes[0], bytes[1]];
  return first === 0xff && second !== undefined && (second & 0xe0) === 0xe0 && (second & 0x06) !== 0;
}

/** AAC in ADTS frames: sync word 0xFFF, layer bits 00. */
function isAdts(bytes: Uint8Array): boolean {
  const [first, second] = [bytes[0], bytes[1]];
  return first === 0xff && second !== undefined && (second & 0xf6) === 0xf0;
}

/** Text: no NUL byte in the window (binaries, executables included, have them early). */
const isText = (bytes: Uint8Array) => !bytes.includes(0);

/** Windows PE, ELF, Mach-O (thin and fat, both byte orders) and scripts with a shebang. */
export function looksExecutable(bytes: Uint8Array): boolean {
  const machO = [
    [0xfe, 0xed, 0xfa, 0xce],
    [0xfe, 0xed, 0xfa, 0xcf],
    [0xce, 0xfa, 0xed, 0xfe],
    [0xcf, 0xfa, 0xed, 0xfe],
    [0xca, 0xfe, 0xba, 0xbe],
  ];
  return (
    startsWith(bytes, ascii('MZ')) ||
    startsWith(bytes, [0x7f, ...ascii('ELF')]) ||
    machO.some((magic) => startsWith(bytes, magic)) ||
    startsWith(bytes, ascii('#!'))
  );
}

const DOCUMENT_SIGNATURES: Readonly<Record<string, (bytes: Uint8Array) => boolean>> = {
  pdf: (b) => startsWith(b, ascii('%PDF-')),
  // Office Open XML and OpenDocument files are ZIP archives; the legacy Office formats are OLE.
  docx: (b) => startsWith(b, ZIP),
  xlsx: (b) => startsWith(b, ZIP),
  pptx: (b) => startsWith(b, ZIP),
  odt: (b) => startsWith(b, ZIP),
  ods: (b) => startsWith(b, ZIP),
  odp: (b) => startsWith(b, ZIP),
  zip: (b) => startsWith(b, ZIP),
  doc: (b) => startsWith(b, OLE),
  xls: (b) => startsWith(b, OLE),
  ppt: (b) => startsWith(b, OLE),
  rtf: (b) => startsWith(b, ascii('{\\rtf')),
  txt: isText,
  md: isText,
  csv: isText,
  png: (b) => sniffImage(b) === 'image/png',
  jpg: (b) => sniffImage(b) === 'image/jpeg',
  jpeg: (b) => sniffImage(b) === 'image/jpeg',
  gif: (b) => sniffImage(b) === 'image/gif',
  webp: (b) => sniffImage(b) === 'image/webp',
  mp4: (b) => isIsoMedia(b),
  m4v: (b) => isIsoMedia(b),
  m4a: (b) => isIsoMedia(b),
  mov: (b) => isIsoMedia(b, true),
  webm: (b) => startsWith(b, EBML),
  mkv: (b) => startsWith(b, EBML),
  avi: (b) => isRiff(b, 'AVI '),
  wav: (b) => isRiff(b, 'WAVE'),
  mp3: isMp3,
  aac: isAdts,
  ogg: (b) => startsWith(b, ascii('OggS')),
  flac: (b) => startsWith(b, ascii('fLaC')),
};

export type DocumentSniff =
  { ok: true; contentType: string } | { ok: false; reason: 'mismatch' | 'executable' };

/**
 * A document's content against its extension: a known extension must carry its format's
 * signature and is stored with that format's type; an unknown one is kept as an opaque
 * download, unless the bytes are an executable.
 */
export function sniffDocument(extension: string, bytes: Uint8Array): DocumentSniff {
  const check = DOCUMENT_SIGNATURES[extension];
  const format = DOCUMENT_FORMATS[extension];
  if (check && format) {
    return check(bytes) ? { ok: true, contentType: format.contentType } : { ok: false, reason: 'mismatch' };
  }
  if (looksExecutable(bytes)) return { ok: false, reason: 'executable' };
  return { ok: true, contentType: 'application/octet-stream' };
}

export type UploadSniff =
  | { ok: true; contentType: string; /** The stored file's extension. */ extension: string }
  | { ok: false; problem: UploadProblem };

/**
 * What the first bytes of an upload for `kind` say: the type and extension it is stored with (an
 * image's from its signature, never from its name), or why it is refused.
 */
export function sniffUpload(kind: UploadKind, extension: string, bytes: Uint8Array): UploadSniff {
  if (UPLOAD_RULES[kind].imagesOnly) {
    const image = sniffImage(bytes);
    return image
      ? { ok: true, contentType: image, extension: IMAGE_TYPE_EXTENSIONS[image] }
      : { ok: false, problem: { reason: 'unsupported', message: UPLOAD_MESSAGES.imageUnsupported } };
  }
  const document = sniffDocument(extension, bytes);
  if (document.ok) return { ok: true, contentType: document.contentType, extension };
  const message =
    document.reason === 'executable' ? UPLOAD_MESSAGES.documentRefused : UPLOAD_MESSAGES.documentMismatch;
  return { ok: false, problem: { reason: 'unsupported', message } };
}

/** An image's size in pixels, as its header declares it. */
export interface ImageSize {
  width: number;
  height: number;
  /** A WebP whose header says it is animated (GIFs cannot tell from their header: see cover-variants.ts). */
  animated: boolean;
}

export type ImageSizeRead =
  | ({ ok: true } & ImageSize)
  /** A JPEG whose frame header lies further: read on from this offset of the file. */
  | { ok: false; continueAt: number }
  | { ok: false; continueAt?: undefined };

const u16be = (b: Uint8Array, i: number) => ((b[i] ?? 0) << 8) | (b[i + 1] ?? 0);
const u16le = (b: Uint8Array, i: number) => (b[i] ?? 0) | ((b[i + 1] ?? 0) << 8);
const u24le = (b: Uint8Array, i: number) => u16le(b, i) | ((b[i + 2] ?? 0) << 16);
const u32be = (b: Uint8Array, i: number) => u16be(b, i) * 0x10000 + u16be(b, i + 2);

const UNREADABLE: ImageSizeRead = { ok: false };

function sized(width: number, height: number, animated = false): ImageSizeRead {
  return width > 0 && height > 0 ? { ok: true, width, height, animated } : UNREADABLE;
}

/** JPEG frame headers (SOF0–SOF15 but DHT C4, JPG C8 and DAC CC): height, then width. */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/**
 * Walks a JPEG's segments from `start` (a marker's first byte) within `bytes`, the window of the
 * file that begins at `offset`, to its frame header. A segment is skipped by its length, so
 * metadata of any size (EXIF, XMP, colour profiles: up to 64 KB each) costs one read per segment
 * that ends past the window, not a read of the whole metadata.
 */
function jpegSize(bytes: Uint8Array, start: number, offset: number): ImageSizeRead {
  let i = start;
  for (;;) {
    if (i + 4 > bytes.length) return { ok: false, continueAt: offset + i };
    if (bytes[i] !== 0xff) return UNREADABLE;
    const marker = bytes[i + 1] ?? 0;
    // Fill bytes before a marker.
    if (marker === 0xff) {
      i += 1;
      continue;
    }
    // Markers without a segment (TEM, RSTn, SOI).
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) {
      i += 2;
      continue;
    }
    // The scan or the end came before any frame header.
    if (marker === 0xda || marker === 0xd9) return UNREADABLE;
    if (isStartOfFrame(marker)) {
      if (i + 9 > bytes.length) return { ok: false, continueAt: offset + i };
      return sized(u16be(bytes, i + 7), u16be(bytes, i + 5));
    }
    const length = u16be(bytes, i + 2);
    if (length < 2) return UNREADABLE;
    i += 2 + length;
  }
}

function webpSize(bytes: Uint8Array): ImageSizeRead {
  const chunk = String.fromCharCode(...bytes.subarray(12, 16));
  if (chunk === 'VP8X' && bytes.length >= 30) {
    // Flags, 3 reserved bytes, then the canvas's width and height minus one (24 bits each).
    return sized(u24le(bytes, 24) + 1, u24le(bytes, 27) + 1, ((bytes[20] ?? 0) & 0x02) !== 0);
  }
  if (chunk === 'VP8 ' && bytes.length >= 30 && startsWith(bytes, [0x9d, 0x01, 0x2a], 23)) {
    return sized(u16le(bytes, 26) & 0x3fff, u16le(bytes, 28) & 0x3fff);
  }
  if (chunk === 'VP8L' && bytes.length >= 25 && bytes[20] === 0x2f) {
    const bits = u16le(bytes, 21) + u16le(bytes, 23) * 0x10000;
    return sized((bits & 0x3fff) + 1, (Math.floor(bits / 0x4000) & 0x3fff) + 1);
  }
  return UNREADABLE;
}

/**
 * The pixel size a PNG, JPEG, GIF or WebP declares, read from its header (shared by the web app,
 * which decides what variants to make, and the API, which checks them). `bytes` is a window of the
 * file starting at `offset`: from 0 (the file's start) the format is recognised by its signature;
 * a JPEG may answer `continueAt`, and the window read from there is passed back with that offset.
 */
export function imageSize(bytes: Uint8Array, offset = 0): ImageSizeRead {
  if (offset > 0) return jpegSize(bytes, 0, offset);
  switch (sniffImage(bytes)) {
    case 'image/png':
      return startsWith(bytes, ascii('IHDR'), 12) && bytes.length >= 24
        ? sized(u32be(bytes, 16), u32be(bytes, 20))
        : UNREADABLE;
    case 'image/gif':
      return bytes.length >= 10 ? sized(u16le(bytes, 6), u16le(bytes, 8)) : UNREADABLE;
    case 'image/webp':
      return webpSize(bytes);
    case 'image/jpeg':
      return jpegSize(bytes, 2, 0);
    default:
      return UNREADABLE;
  }
}
