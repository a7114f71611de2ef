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
