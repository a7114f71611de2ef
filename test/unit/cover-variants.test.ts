import { describe, expect, it } from 'vitest';
import { COVER_VARIANT_WIDTHS, coverSrcSet, coverVariantWidths } from '@common/cover-variants';
import { imageSize, SNIFF_WINDOW_BYTES, type ImageSizeRead } from '@common/file-signatures';
import { COVER_MESSAGES } from '@common/messages';
import { sessionInputSchema } from '@common/schemas/session';
import { coverVariantKey } from '../../lambdas/uploads/object-keys';

const b64 = (text: string) => new Uint8Array(Buffer.from(text, 'base64'));

/** 37×23, written by Chromium's canvas (so with its colour profile in an APP2 segment). */
const JPEG = b64(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/4gHYSUNDX1BST0ZJTEUAAQEAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABhY3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADb/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAAXACUDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAX/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFgEBAQEAAAAAAAAAAAAAAAAAAAQG/8QAFBEBAAAAAAAAAAAAAAAAAAAAAP/aAAwDAQACEQMRAD8AngI2kAAAAAAAAAAf/9k=',
);
/** 37×23 by Chromium's canvas: the extended format (VP8X, with a colour profile) around a lossy VP8 frame. */
const WEBP_EXTENDED = b64(
  'UklGRioCAABXRUJQVlA4WAoAAAAgAAAAJAAAFgAASUNDUMgBAAAAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABhY3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADZWUDggPAAAADADAJ0BKiUAFwA+0WasUSglpCKlaAEAGglnAM7sDwqaCAAA/uQBfqqnr8bv/4hz+XL+IK/25+FSUYAAAA==',
);
const PNG = b64(
  'iVBORw0KGgoAAAANSUhEUgAAACUAAAAXCAYAAACMLIalAAAARUlEQVR4AezSwQ0AAAQEQdGS/jvQEy3sk2QlfveQcdlVc20zDo5H0acopRQVoDk7pRQVoDk7pRQVoDk7pRQVoDk79VpqAQAA///EIFGhAAAABklEQVQDAFVoUUTeZOf6AAAAAElFTkSuQmCC',
);

function riff(chunk: Uint8Array): Uint8Array {
  const head = Buffer.alloc(12);
  head.write('RIFF', 0, 'latin1');
  head.writeUInt32LE(chunk.length + 4, 4);
  head.write('WEBP', 8, 'latin1');
  return new Uint8Array(Buffer.concat([head, chunk]));
}

/** The same frame in the simple lossy format: its VP8 chunk alone. */
const WEBP_LOSSY = riff(WEBP_EXTENDED.subarray(Buffer.from(WEBP_EXTENDED).indexOf('VP8 ', 12, 'latin1')));

/** A lossless WebP's header: the VP8L signature, then 14 bits of width − 1 and 14 of height − 1. */
function webpLossless(width: number, height: number): Uint8Array {
  const chunk = Buffer.alloc(8 + 5);
  chunk.write('VP8L', 0, 'latin1');
  chunk.writeUInt32LE(5, 4);
  chunk[8] = 0x2f;
  chunk.writeUInt32LE((width - 1) | ((height - 1) << 14), 9);
  return riff(chunk);
}

/** The extended header with its animation flag set, as an animated WebP opens. */
function webpAnimated(): Uint8Array {
  const bytes = Uint8Array.from(WEBP_EXTENDED);
  bytes[20] = (bytes[20] ?? 0) | 0x02;
  return bytes;
}

/** The JPEG with `size` bytes of metadata (an APP1 segment, as EXIF) right after its start. */
function jpegWithMetadata(size: number): Uint8Array {
  const app1 = Buffer.alloc(4 + size, 0x45);
  app1.writeUInt16BE(0xffe1, 0);
  app1.writeUInt16BE(size + 2, 2);
  return new Uint8Array(Buffer.concat([JPEG.subarray(0, 2), app1, JPEG.subarray(2)]));
}

/** Reads a file as the API does: windows of SNIFF_WINDOW_BYTES, continuing where a JPEG says. */
function readAsTheApiDoes(file: Uint8Array): { result: ImageSizeRead; reads: number } {
  let reads = 1;
  let result = imageSize(file.subarray(0, SNIFF_WINDOW_BYTES));
  while (!result.ok && result.continueAt !== undefined) {
    reads += 1;
    result = imageSize(
      file.subarray(result.continueAt, result.continueAt + SNIFF_WINDOW_BYTES),
      result.continueAt,
    );
  }
  return { result, reads };
}

describe('image sizes read from headers', () => {
  it('are those of real PNG, JPEG and WebP files (lossy, extended)', () => {
    const size = { ok: true, width: 37, height: 23, animated: false };
    expect(imageSize(PNG)).toEqual(size);
    expect(imageSize(JPEG)).toEqual(size);
    expect(imageSize(WEBP_EXTENDED)).toEqual(size);
    expect(imageSize(WEBP_LOSSY)).toEqual(size);
  });

  it('reads lossless WebP, GIF, and says when a WebP is animated', () => {
    expect(imageSize(webpLossless(4000, 3000))).toEqual({
      ok: true,
      width: 4000,
      height: 3000,
      animated: false,
    });
    expect(imageSize(webpAnimated())).toMatchObject({ ok: true, width: 37, animated: true });
    const gif = Uint8Array.from([...Buffer.from('GIF89a', 'latin1'), 0x90, 0x01, 0xc8, 0x00, 0, 0, 0]);
    expect(imageSize(gif)).toEqual({ ok: true, width: 400, height: 200, animated: false });
  });

  it('follows a JPEG whose metadata pushes its frame header past the first read, one read per segment', () => {
    const file = jpegWithMetadata(60_000);
    const first = imageSize(file.subarray(0, SNIFF_WINDOW_BYTES));
    // The frame header lies beyond: the read goes on where the next segment starts, not byte by byte.
    expect(first).toEqual({ ok: false, continueAt: 2 + 4 + 60_000 });
    expect(readAsTheApiDoes(file)).toEqual({
      result: { ok: true, width: 37, height: 23, animated: false },
      reads: 2,
    });
  });

  it('gives nothing for truncated, damaged or foreign files', () => {
    expect(imageSize(PNG.subarray(0, 20))).toEqual({ ok: false });
    expect(imageSize(Buffer.from('<svg width="10" height="10"/>'))).toEqual({ ok: false });
    const noFrame = Uint8Array.from([0xff, 0xd8, 0xff, 0xda, 0, 2, 0, 0, 0, 0]);
    expect(imageSize(noFrame)).toEqual({ ok: false });
    const zeroWidth = Uint8Array.from(PNG);
    zeroWidth.set([0, 0, 0, 0], 16);
    expect(imageSize(zeroWidth)).toEqual({ ok: false });
  });
});

describe('the variants made of a cover', () => {
  it('are the widths narrower than the original, none for GIFs and animated WebP', () => {
    expect(COVER_VARIANT_WIDTHS).toEqual([400, 800, 1200]);
    expect(coverVariantWidths({ width: 4000, contentType: 'image/jpeg' })).toEqual([400, 800, 1200]);
    expect(coverVariantWidths({ width: 1200, contentType: 'image/png' })).toEqual([400, 800]);
    expect(coverVariantWidths({ width: 801, contentType: 'image/webp' })).toEqual([400, 800]);
    expect(coverVariantWidths({ width: 400, contentType: 'image/jpeg' })).toEqual([]);
    expect(coverVariantWidths({ width: 4000, contentType: 'image/gif' })).toEqual([]);
    expect(coverVariantWidths({ width: 4000, contentType: 'image/webp', animated: true })).toEqual([]);
  });

  it('make the srcset: the variants, then the original at its width when it is wider', () => {
    const variants = [
      { width: 400, url: '/media/images/u/a-w400.webp' },
      { width: 800, url: '/media/images/u/a-w800.webp' },
    ];
    expect(
      coverSrcSet({ image_url: '/media/images/u/a.jpg', image_variants: variants, image_width: 1000 }),
    ).toBe('/media/images/u/a-w400.webp 400w, /media/images/u/a-w800.webp 800w, /media/images/u/a.jpg 1000w');
    // Its width unknown (attached before it was measured): the variants alone.
    expect(
      coverSrcSet({ image_url: '/media/images/u/a.jpg', image_variants: variants, image_width: null }),
    ).toBe('/media/images/u/a-w400.webp 400w, /media/images/u/a-w800.webp 800w');
    // No variants (an older cover, a GIF, an API caller that sent none): no srcset, the original is the src.
    expect(
      coverSrcSet({ image_url: '/media/images/u/a.gif', image_variants: [], image_width: 900 }),
    ).toBeUndefined();
    expect(coverSrcSet({ image_url: '/media/images/u/a.gif' })).toBeUndefined();
  });

  it('are stored beside their cover, named after it', () => {
    expect(coverVariantKey('media/images/user-1/0123456789abcdef-1700000000000.jpg', 800, 'webp')).toBe(
      'media/images/user-1/0123456789abcdef-1700000000000-w800.webp',
    );
    expect(() => coverVariantKey('media/avatars/avatar-u-1.png', 400, 'webp')).toThrow();
  });

  it('are declared in the session form at the three widths, each once', () => {
    const base = { title: 'Pitch', status: 'draft', image_upload_key: 'staging/u-1/session-image/a-1.png' };
    const key = (n: number) => `staging/u-1/session-image/v${n}-1.webp`;
    const ok = sessionInputSchema.safeParse({
      ...base,
      image_variant_uploads: [
        { width: 400, upload_key: key(1) },
        { width: 800, upload_key: key(2) },
      ],
    });
    expect(ok.success).toBe(true);
    const odd = sessionInputSchema.safeParse({
      ...base,
      image_variant_uploads: [{ width: 500, upload_key: key(1) }],
    });
    expect(odd.error?.issues[0]?.message).toBe(COVER_MESSAGES.variantWidth);
    const twice = sessionInputSchema.safeParse({
      ...base,
      image_variant_uploads: [
        { width: 400, upload_key: key(1) },
        { width: 400, upload_key: key(2) },
      ],
    });
    expect(twice.error?.issues[0]?.message).toBe(COVER_MESSAGES.variantTwice);
  });
});
