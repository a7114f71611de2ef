import { describe, expect, it } from 'vitest';
import { uploadTicketRequestSchema } from '@common/schemas/upload';
import { UPLOAD_MESSAGES } from '@common/messages';
import {
  checkUploadDeclaration,
  DOCUMENT_FORMATS,
  detectFileType,
  fileExtension,
  formatFileSize,
  titleFromFileName,
} from '@common/uploads';

const MB = 1024 * 1024;

describe('document type from the file extension (SPEC §5)', () => {
  it.each([
    ['Guide.PDF', 'pdf'],
    ['plan.doc', 'word'],
    ['plan.docx', 'word'],
    ['budget.xls', 'excel'],
    ['budget.xlsx', 'excel'],
    ['export.csv', 'excel'],
    ['pitch.ppt', 'powerpoint'],
    ['pitch.pptx', 'powerpoint'],
    ['notes.txt', 'text'],
    ['photo.jpeg', 'image'],
    ['logo.svg', 'image'],
    ['demo.mp4', 'video'],
    ['demo.mov', 'video'],
    ['podcast.mp3', 'audio'],
    ['podcast.wav', 'audio'],
    ['archive.zip', 'other'],
    ['README', 'other'],
    ['.bashrc', 'other'],
    ['trailing.', 'other'],
  ])('%s is %s', (name, type) => {
    expect(detectFileType(name)).toBe(type);
  });

  it('reads the extension of the last path segment, lower-cased', () => {
    expect(fileExtension('C:\\Users\\moi\\Étude.De.Marché.PDF')).toBe('pdf');
    expect(fileExtension('dossier.v2/fichier')).toBe('');
  });
});

describe('title from the file name (SPEC §5)', () => {
  it('removes the extension, turns underscores and hyphens into spaces and capitalises words', () => {
    expect(titleFromFileName('business_model-canvas.pdf')).toBe('Business Model Canvas');
    expect(titleFromFileName('étude_de__marché.docx')).toBe('Étude De Marché');
    expect(titleFromFileName('guide-MVP v2.pptx')).toBe('Guide MVP V2');
  });

  it('keeps inner dots and names without extension', () => {
    expect(titleFromFileName('rapport.2024.final.pdf')).toBe('Rapport.2024.final');
    expect(titleFromFileName('lisez_moi')).toBe('Lisez Moi');
    expect(titleFromFileName('.pdf')).toBe('.pdf');
  });
});

describe('size display (SPEC §5, §9)', () => {
  it.each([
    [null, 'Taille inconnue'],
    [undefined, 'Taille inconnue'],
    [0, '0 B'],
    [1023, '1023 B'],
    [1024, '1,0 Ko'],
    [1536, '1,5 Ko'],
    [2 * MB, '2,0 Mo'],
    [50 * MB - 1, '50,0 Mo'],
    [3.25 * 1024 * MB, '3,3 Go'],
    [5 * 1024 * 1024 * MB, '5120,0 Go'],
  ])('%s → %s', (bytes, shown) => {
    expect(formatFileSize(bytes)).toBe(shown);
  });
});

describe('checks on what the browser declares', () => {
  const avatar = { kind: 'avatar' as const, fileName: 'moi.png', contentType: 'image/png' };

  it('accepts an avatar of exactly 2 MB and refuses one byte more with the spec message', () => {
    expect(checkUploadDeclaration({ ...avatar, size: 2 * MB })).toBeNull();
    expect(checkUploadDeclaration({ ...avatar, size: 2 * MB + 1 })).toEqual({
      reason: 'too-large',
      message: "L'image est trop volumineuse. Maximum 2MB.",
    });
  });

  it('gives each kind its own limit and message', () => {
    const image = { kind: 'session-image' as const, fileName: 'a.webp', contentType: 'image/webp' };
    expect(checkUploadDeclaration({ ...image, size: 10 * MB })).toBeNull();
    expect(checkUploadDeclaration({ ...image, size: 10 * MB + 1 })?.message).toBe(
      "L'image est trop volumineuse. Maximum 10MB.",
    );
    const document = { kind: 'document' as const, fileName: 'a.pdf', contentType: 'application/pdf' };
    expect(checkUploadDeclaration({ ...document, size: 50 * MB })).toBeNull();
    expect(checkUploadDeclaration({ ...document, size: 50 * MB + 1 })?.message).toBe(
      'Le fichier est trop volumineux. Maximum 50MB.',
    );
  });

  it('takes JPG, PNG, GIF and WebP images only, never SVG', () => {
    for (const [fileName, contentType] of [
      ['a.jpg', 'image/jpeg'],
      ['a.JPEG', 'image/jpg'],
      ['a.gif', 'image/gif'],
      ['a.webp', 'image/webp'],
      ['a', 'image/png'],
    ] as const) {
      expect(checkUploadDeclaration({ kind: 'avatar', fileName, contentType, size: 10 })).toBeNull();
    }
    for (const [fileName, contentType] of [
      ['a.svg', 'image/svg+xml'],
      ['a.png', 'image/svg+xml'],
      ['a.svg', 'image/png'],
      ['a.bmp', 'image/bmp'],
      ['a.png', ''],
    ] as const) {
      expect(checkUploadDeclaration({ kind: 'session-image', fileName, contentType, size: 10 })).toEqual({
        reason: 'unsupported',
        message: "Format d'image non supporté. Utilisez JPG, PNG, GIF ou WebP.",
      });
    }
  });

  it('refuses executables and active content as documents, and empty files', () => {
    for (const fileName of ['setup.exe', 'run.sh', 'page.html', 'dessin.svg']) {
      expect(checkUploadDeclaration({ kind: 'document', fileName, contentType: '', size: 10 })?.message).toBe(
        UPLOAD_MESSAGES.documentRefused,
      );
    }
    expect(checkUploadDeclaration({ kind: 'document', fileName: 'a.pdf', contentType: '', size: 0 })).toEqual(
      {
        reason: 'empty',
        message: UPLOAD_MESSAGES.fileEmpty,
      },
    );
  });

  it('maps every checked format to a file type and a content type', () => {
    for (const [extension, format] of Object.entries(DOCUMENT_FORMATS)) {
      expect(detectFileType(`x.${extension}`)).toBe(format.fileType);
      expect(format.contentType).toMatch(/^[a-z]+\/[\w.+-]+(; charset=utf-8)?$/);
    }
  });
});

describe('the ticket request body', () => {
  it('accepts a well-formed request and defaults an unknown browser type to empty', () => {
    expect(uploadTicketRequestSchema.parse({ kind: 'document', file_name: ' a.pdf ', size: 3 })).toEqual({
      kind: 'document',
      file_name: 'a.pdf',
      content_type: '',
      size: 3,
    });
  });

  it.each([
    {},
    { kind: 'virus', file_name: 'a', size: 1 },
    { kind: 'avatar', file_name: '', size: 1 },
    { kind: 'avatar', file_name: 'a.png', size: -1 },
    { kind: 'avatar', file_name: 'a.png', size: 1.5 },
    { kind: 'avatar', file_name: 'a.png', size: '1' },
    { kind: 'avatar', file_name: 'a.png', size: 1, extra: true },
    { kind: 'avatar', file_name: 'x'.repeat(256), size: 1 },
  ])('refuses %j', (body) => {
    expect(uploadTicketRequestSchema.safeParse(body).success).toBe(false);
  });
});
