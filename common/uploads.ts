/**
 * Upload rules shared by the web app (early checks, file pickers) and the API (which enforces them):
 * kinds, limits, accepted formats, and the pure document rules of SPEC §5 (their messages: common/messages/).
 */
import { LIMITS } from './limits';
import { UPLOAD_MESSAGES } from './messages';

// Sizes show next to the upload rules (the document form); defined on its own for the public pages.
export { formatFileSize } from './file-size';

export const UPLOAD_KINDS = ['document', 'session-image', 'avatar', 'deliverable'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

/** Raster formats only: SVG can carry script, and media is served publicly from our own origin. */
export const IMAGE_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export type ImageContentType = (typeof IMAGE_CONTENT_TYPES)[number];

/** Image extensions a file name may carry, and the type each stands for. */
export const IMAGE_EXTENSIONS: Readonly<Record<string, ImageContentType>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};

/** The extension a stored image gets, from its sniffed type (never from the client's file name). */
export const IMAGE_TYPE_EXTENSIONS: Readonly<Record<ImageContentType, string>> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

export interface UploadRule {
  maxBytes: number;
  tooLarge: string;
  /** Images and avatars: raster formats only, checked by content after upload. */
  imagesOnly: boolean;
  /** Documents and session images are content: editors and admins only (SPEC §6). */
  contentManagersOnly: boolean;
}

export const UPLOAD_RULES: Readonly<Record<UploadKind, UploadRule>> = {
  document: {
    maxBytes: LIMITS.documentMaxBytes,
    tooLarge: UPLOAD_MESSAGES.documentTooLarge,
    imagesOnly: false,
    contentManagersOnly: true,
  },
  'session-image': {
    maxBytes: LIMITS.sessionImageMaxBytes,
    tooLarge: UPLOAD_MESSAGES.sessionImageTooLarge,
    imagesOnly: true,
    contentManagersOnly: true,
  },
  avatar: {
    maxBytes: LIMITS.avatarMaxBytes,
    tooLarge: UPLOAD_MESSAGES.avatarTooLarge,
    imagesOnly: true,
    contentManagersOnly: false,
  },
  // A cohort participant's deliverable (issue 31): any signed-in person may get a ticket; handing it
  // in checks they are a participant, and the deliverable's own size limit and kinds.
  deliverable: {
    maxBytes: LIMITS.deliverableMaxBytes,
    tooLarge: UPLOAD_MESSAGES.documentTooLarge,
    imagesOnly: false,
    contentManagersOnly: false,
  },
};

export const DOCUMENT_FILE_TYPES = [
  'pdf',
  'word',
  'excel',
  'powerpoint',
  'text',
  'image',
  'video',
  'audio',
  'other',
] as const;
export type DocumentFileType = (typeof DOCUMENT_FILE_TYPES)[number];

/**
 * Document formats we recognise: the file type shown (SPEC §5) and the Content-Type stored.
 * Every extension here has a content signature the API checks after upload.
 */
export const DOCUMENT_FORMATS: Readonly<Record<string, { fileType: DocumentFileType; contentType: string }>> =
  {
    pdf: { fileType: 'pdf', contentType: 'application/pdf' },
    doc: { fileType: 'word', contentType: 'application/msword' },
    docx: {
      fileType: 'word',
      contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    },
    odt: { fileType: 'word', contentType: 'application/vnd.oasis.opendocument.text' },
    rtf: { fileType: 'word', contentType: 'application/rtf' },
    xls: { fileType: 'excel', contentType: 'application/vnd.ms-excel' },
    xlsx: {
      fileType: 'excel',
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    },
    ods: { fileType: 'excel', contentType: 'application/vnd.oasis.opendocument.spreadsheet' },
    // CSV opens in a spreadsheet for the people who download it, so it counts as excel.
    csv: { fileType: 'excel', contentType: 'text/csv; charset=utf-8' },
    ppt: { fileType: 'powerpoint', contentType: 'application/vnd.ms-powerpoint' },
    pptx: {
      fileType: 'powerpoint',
      contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    },
    odp: { fileType: 'powerpoint', contentType: 'application/vnd.oasis.opendocument.presentation' },
    txt: { fileType: 'text', contentType: 'text/plain; charset=utf-8' },
    md: { fileType: 'text', contentType: 'text/markdown; charset=utf-8' },
    png: { fileType: 'image', contentType: 'image/png' },
    jpg: { fileType: 'image', contentType: 'image/jpeg' },
    jpeg: { fileType: 'image', contentType: 'image/jpeg' },
    gif: { fileType: 'image', contentType: 'image/gif' },
    webp: { fileType: 'image', contentType: 'image/webp' },
    mp4: { fileType: 'video', contentType: 'video/mp4' },
    m4v: { fileType: 'video', contentType: 'video/mp4' },
    mov: { fileType: 'video', contentType: 'video/quicktime' },
    webm: { fileType: 'video', contentType: 'video/webm' },
    mkv: { fileType: 'video', contentType: 'video/x-matroska' },
    avi: { fileType: 'video', contentType: 'video/x-msvideo' },
    mp3: { fileType: 'audio', contentType: 'audio/mpeg' },
    m4a: { fileType: 'audio', contentType: 'audio/mp4' },
    wav: { fileType: 'audio', contentType: 'audio/wav' },
    ogg: { fileType: 'audio', contentType: 'audio/ogg' },
    flac: { fileType: 'audio', contentType: 'audio/flac' },
    aac: { fileType: 'audio', contentType: 'audio/aac' },
    zip: { fileType: 'other', contentType: 'application/zip' },
  };

/** Extension-to-type words beyond the checked formats, for display of files we only know by name. */
const DISPLAY_ONLY_TYPES: Readonly<Record<string, DocumentFileType>> = {
  svg: 'image',
  bmp: 'image',
  tif: 'image',
  tiff: 'image',
  wmv: 'video',
  mpeg: 'video',
  mpg: 'video',
  wma: 'audio',
};

/**
 * Executables, scripts and active web content are never accepted as documents, whatever the
 * signature says: a training library has no use for them and they are what malware ships as.
 */
export const REFUSED_DOCUMENT_EXTENSIONS: readonly string[] = [
  'exe', 'dll', 'msi', 'com', 'scr', 'bat', 'cmd', 'ps1', 'vbs', 'vbe', 'js', 'mjs', 'jse', 'wsf', 'hta',
  'jar', 'apk', 'app', 'dmg', 'pkg', 'deb', 'rpm', 'sh', 'bin', 'elf', 'so', 'lnk', 'reg', 'cpl',
  'html', 'htm', 'xhtml', 'svg', 'svgz', 'xml', 'php', 'py', 'pl', 'rb',
]; // prettier-ignore

/** The lower-cased extension of a file name, without the dot; '' when it has none. */
export function fileExtension(fileName: string): string {
  const base = fileName.trim().split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 && dot < base.length - 1 ? base.slice(dot + 1).toLowerCase() : '';
}

/** SPEC §5: the document's type from its file name's extension. */
export function detectFileType(fileName: string): DocumentFileType {
  const extension = fileExtension(fileName);
  return DOCUMENT_FORMATS[extension]?.fileType ?? DISPLAY_ONLY_TYPES[extension] ?? 'other';
}

/**
 * SPEC §5: the title the document form proposes — extension removed, underscores and hyphens
 * turned into spaces, each word capitalised (the rest of the word is left as typed, so "PDF" stays).
 */
export function titleFromFileName(fileName: string): string {
  const base = fileName.trim().split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  const stem = dot > 0 ? base.slice(0, dot) : base;
  return stem
    .replace(/[_-]+/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toLocaleUpperCase('fr-FR') + word.slice(1))
    .join(' ');
}

export function isImageContentType(value: string): value is ImageContentType {
  return (IMAGE_CONTENT_TYPES as readonly string[]).includes(value);
}

/** Browsers and old tools send a few aliases; compare on the bare, lower-cased media type. */
export function normalizeContentType(value: string): string {
  const bare = value.split(';')[0]?.trim().toLowerCase() ?? '';
  return bare === 'image/jpg' || bare === 'image/pjpeg' ? 'image/jpeg' : bare;
}

export interface UploadDeclaration {
  kind: UploadKind;
  fileName: string;
  contentType: string;
  size: number;
}

export interface UploadProblem {
  /** 'too-large' is an HTTP 413; the others are 400s. */
  reason: 'too-large' | 'empty' | 'unsupported';
  message: string;
}

/**
 * What can be told before a byte is sent, from what the browser declares. The API repeats it when
 * issuing a ticket and checks the stored object itself on attach; the web app can run it first.
 */
export function checkUploadDeclaration(declaration: UploadDeclaration): UploadProblem | null {
  const rule = UPLOAD_RULES[declaration.kind];
  const extension = fileExtension(declaration.fileName);
  if (rule.imagesOnly) {
    const typeOk = isImageContentType(normalizeContentType(declaration.contentType));
    const extensionOk = extension === '' || extension in IMAGE_EXTENSIONS;
    if (!typeOk || !extensionOk) return { reason: 'unsupported', message: UPLOAD_MESSAGES.imageUnsupported };
  } else if (REFUSED_DOCUMENT_EXTENSIONS.includes(extension)) {
    return { reason: 'unsupported', message: UPLOAD_MESSAGES.documentRefused };
  }
  if (declaration.size > rule.maxBytes) return { reason: 'too-large', message: rule.tooLarge };
  if (declaration.size < 1) return { reason: 'empty', message: UPLOAD_MESSAGES.fileEmpty };
  return null;
}
