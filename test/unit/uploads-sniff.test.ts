import { describe, expect, it } from 'vitest';
import { DOCUMENT_FORMATS } from '@common/uploads';
import { contentDisposition, downloadFileName } from '../../lambdas/uploads/files';
import {
  finalKey,
  mediaKeyFromUrl,
  parseStagingKey,
  stagedKind,
  stagingKey,
} from '../../lambdas/uploads/object-keys';
import { looksExecutable, sniffDocument, sniffImage } from '@common/file-signatures';

const bytes = (...parts: (string | number[])[]): Uint8Array =>
  Uint8Array.from(
    parts.flatMap((part) => (typeof part === 'string' ? [...Buffer.from(part, 'latin1')] : part)),
  );

const PNG = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], [0, 0, 0, 13], 'IHDR');
const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0, 0, 16], 'JFIF');
const GIF = bytes('GIF89a', [1, 0, 1, 0]);
const WEBP = bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 ');
const SVG = bytes(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
);
const EXE = bytes('MZ', [0x90, 0, 3, 0, 0, 0, 4, 0]);
const PDF = bytes('%PDF-1.7\n%âãÏÓ\n');
const ZIP = bytes('PK', [3, 4, 20, 0, 6, 0]);
const OLE = bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]);

describe('image signatures', () => {
  it('recognises the four raster formats', () => {
    expect(sniffImage(PNG)).toBe('image/png');
    expect(sniffImage(JPEG)).toBe('image/jpeg');
    expect(sniffImage(GIF)).toBe('image/gif');
    expect(sniffImage(bytes('GIF87a'))).toBe('image/gif');
    expect(sniffImage(WEBP)).toBe('image/webp');
  });

  it('refuses SVG, executables, other RIFF files, truncated headers and nothing at all', () => {
    for (const sample of [SVG, EXE, PDF, bytes('RIFF', [0, 0, 0, 0], 'WAVE'), PNG.slice(0, 7), bytes()]) {
      expect(sniffImage(sample)).toBeNull();
    }
  });
});

describe('document signatures against the extension', () => {
  it('accepts each format with its own signature and stores its canonical type', () => {
    const samples: Record<string, Uint8Array> = {
      pdf: PDF,
      docx: ZIP,
      xlsx: ZIP,
      pptx: ZIP,
      doc: OLE,
      xls: OLE,
      ppt: OLE,
      txt: bytes('Bonjour à tous\n'),
      csv: bytes('nom;montant\nA;1\n'),
      png: PNG,
      jpg: JPEG,
      mp4: bytes([0, 0, 0, 0x20], 'ftypisom'),
      mov: bytes([0, 0, 0, 8], 'wide'),
      mp3: bytes('ID3', [4, 0]),
      webm: bytes([0x1a, 0x45, 0xdf, 0xa3]),
      wav: bytes('RIFF', [0, 0, 0, 0], 'WAVE'),
      ogg: bytes('OggS'),
    };
    for (const [extension, sample] of Object.entries(samples)) {
      expect(sniffDocument(extension, sample)).toEqual({
        ok: true,
        contentType: DOCUMENT_FORMATS[extension]?.contentType,
      });
    }
    expect(sniffDocument('mp3', bytes([0xff, 0xfb, 0x90, 0x00])).ok).toBe(true);
  });

  it('refuses an executable renamed to a known extension', () => {
    for (const extension of ['pdf', 'png', 'docx', 'doc', 'txt', 'mp4', 'mp3']) {
      expect(sniffDocument(extension, EXE)).toEqual({ ok: false, reason: 'mismatch' });
    }
  });

  it('refuses a format posing as another one', () => {
    expect(sniffDocument('pdf', ZIP).ok).toBe(false);
    expect(sniffDocument('docx', OLE).ok).toBe(false);
    expect(sniffDocument('doc', ZIP).ok).toBe(false);
    expect(sniffDocument('jpg', PNG).ok).toBe(false);
    expect(sniffDocument('txt', bytes('abc', [0], 'def')).ok).toBe(false);
  });

  it('keeps unknown extensions as opaque downloads unless they are executables', () => {
    expect(sniffDocument('key', bytes('anything'))).toEqual({
      ok: true,
      contentType: 'application/octet-stream',
    });
    expect(sniffDocument('bin', EXE)).toEqual({ ok: false, reason: 'executable' });
    expect(looksExecutable(bytes([0x7f], 'ELF'))).toBe(true);
    expect(looksExecutable(bytes([0xcf, 0xfa, 0xed, 0xfe]))).toBe(true);
    expect(looksExecutable(bytes('#!/bin/sh\n'))).toBe(true);
    expect(looksExecutable(PDF)).toBe(false);
  });

  it('has a signature check for every format it recognises', () => {
    const executableOrJunk = bytes([0xde, 0xad, 0xbe, 0xef, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    for (const extension of Object.keys(DOCUMENT_FORMATS)) {
      expect(sniffDocument(extension, executableOrJunk), extension).toEqual({
        ok: false,
        reason: 'mismatch',
      });
    }
  });
});

describe('object keys (SPEC §7 layout, under the uploader id)', () => {
  const user = '3f1c2a9e-0b7d-4c1e-9a55-2f4e8d6b7a10';
  const now = new Date('2026-03-01T10:00:00Z');

  it('stages under the user prefix and finalises per kind', () => {
    const key = stagingKey(user, 'document', 'pdf', now, '0123456789abcdef');
    expect(key).toBe(`staging/${user}/document/0123456789abcdef-${now.getTime()}.pdf`);
    const staged = parseStagingKey(key, user, 'document');
    expect(staged).toEqual({
      random: '0123456789abcdef',
      timestamp: String(now.getTime()),
      extension: 'pdf',
    });
    const attachedAt = new Date('2026-03-01T10:05:00Z');
    const random = 'fedcba9876543210';
    expect(finalKey('document', user, 'pdf', attachedAt, random)).toBe(
      `${user}/${random}-${attachedAt.getTime()}.pdf`,
    );
    expect(finalKey('session-image', user, 'png', attachedAt, random)).toBe(
      `media/images/${user}/${random}-${attachedAt.getTime()}.png`,
    );
    expect(finalKey('avatar', user, 'webp', attachedAt, random)).toBe(
      `media/avatars/avatar-${user}-${random}.webp`,
    );
  });

  it('draws a new final key for every attach, never one derived from the staging key', () => {
    const staging = stagingKey(user, 'document', 'pdf', now, '0123456789abcdef');
    const finals = Array.from({ length: 20 }, () => finalKey('document', user, 'pdf', now));
    expect(new Set(finals).size).toBe(finals.length);
    for (const key of finals) {
      expect(key).toMatch(new RegExp(`^${user}/[0-9a-f]{16}-${now.getTime()}\\.pdf$`));
      expect(key).not.toContain('0123456789abcdef');
      expect(key).not.toBe(staging.slice('staging/'.length));
    }
  });

  it('neutralises odd extensions and refuses foreign or malformed staging keys', () => {
    expect(stagingKey(user, 'document', 'P D F', now, '0123456789abcdef')).toMatch(/\.bin$/);
    expect(
      parseStagingKey(`staging/other/document/0123456789abcdef-${now.getTime()}.pdf`, user, 'document'),
    ).toBeNull();
    expect(
      parseStagingKey(`staging/${user}/document/../other/0123456789abcdef-1.pdf`, user, 'document'),
    ).toBeNull();
    expect(parseStagingKey(`staging/${user}/document/x.pdf`, user, 'document')).toBeNull();
    expect(() => stagingKey('../evil', 'document', 'pdf', now)).toThrow();
  });

  it('keeps the kind of the ticket: an avatar upload is no session cover', () => {
    const avatar = stagingKey(user, 'avatar', 'png', now, '0123456789abcdef');
    expect(parseStagingKey(avatar, user, 'avatar')).not.toBeNull();
    expect(parseStagingKey(avatar, user, 'session-image')).toBeNull();
    expect(stagedKind(avatar, user)).toBe('avatar');
    expect(stagedKind(stagingKey(user, 'session-image', 'png', now), user)).toBe('session-image');
    expect(stagedKind(`staging/${user}/0123456789abcdef-1.png`, user)).toBeNull();
  });

  it('maps only our own media URLs back to keys', () => {
    expect(mediaKeyFromUrl('/media/avatars/avatar-u-1.png')).toBe('media/avatars/avatar-u-1.png');
    expect(mediaKeyFromUrl('https://example.com/media/x.png')).toBeNull();
    expect(mediaKeyFromUrl('/media/../staging/x.png')).toBeNull();
    expect(mediaKeyFromUrl(null)).toBeNull();
  });
});

describe('download headers', () => {
  it('gives an ASCII fallback and the UTF-8 name (RFC 5987/6266)', () => {
    expect(contentDisposition('attachment', "Étude de marché (v2) l'été.pdf")).toBe(
      `attachment; filename="Etude de marche (v2) l'ete.pdf"; filename*=UTF-8''%C3%89tude%20de%20march%C3%A9%20%28v2%29%20l%27%C3%A9t%C3%A9.pdf`,
    );
    expect(contentDisposition('inline', 'a"b\r\nc.pdf')).toBe(
      `inline; filename="a b c.pdf"; filename*=UTF-8''a%20b%20c.pdf`,
    );
    expect(contentDisposition('attachment', '  ')).toMatch(/^attachment; filename="document"/);
  });

  it('names the saved file after the title with the stored extension', () => {
    expect(downloadFileName('Guide du pitch', 'u/abc-1.pdf')).toBe('Guide du pitch.pdf');
    expect(downloadFileName('Guide.PDF', 'u/abc-1.pdf')).toBe('Guide.PDF');
    expect(downloadFileName('', 'u/abc-1.docx')).toBe('document.docx');
  });
});
