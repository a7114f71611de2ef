/**
 * A small valid PNG built from bytes, so the smoke test carries no fixture file and needs no image
 * library: the API checks avatars by content, so the upload must be a real raster image.
 */
import { deflateSync } from 'node:zlib';

const PNG_SIGNATURE = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

/** CRC-32 as PNG chunks use it (zlib's crc32 only exists from Node 22.2). */
function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** A real (decodable) square RGB PNG of one colour: the smoke test's avatar, and the e2e tests' images. */
export function pngImage(
  size = 8,
  rgb: readonly [number, number, number] = [20, 110, 90],
): Uint8Array<ArrayBuffer> {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: truecolour
  // 10–12: compression, filter and interlace methods, all 0.
  const row = Buffer.from([0, ...Array.from({ length: size }, () => rgb).flat()]); // filter: none
  const png = Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: size }, () => row)))),
    chunk('IEND', new Uint8Array(0)),
  ]);
  return new Uint8Array(png);
}

/** `bytes` long, opening on a PNG signature: only its size can be the reason to refuse it. */
export function oversizedPng(bytes: number): Uint8Array<ArrayBuffer> {
  const image = pngImage();
  const padded = new Uint8Array(bytes);
  padded.set(image.subarray(0, Math.min(image.length, bytes)));
  return padded;
}
