/**
 * Makes a session cover's narrower copies in the browser, when the cover is chosen
 * (common/cover-variants.ts says which and why): the image is decoded once, each width is drawn by
 * halving steps with high-quality smoothing (one big step blurs and aliases), and encoded as WebP,
 * or JPEG where this browser's canvas cannot write WebP (Safari hands back a PNG: the blob's type is
 * what says so). The API checks every one again before it attaches it.
 */
import {
  COVER_VARIANT_MAX_BYTES,
  COVER_VARIANT_QUALITY,
  coverVariantWidths,
  type CoverVariantWidth,
} from '@common/cover-variants';
import { imageSize, sniffImage } from '@common/file-signatures';
import { readHead } from './file-head';

export interface MadeVariant {
  width: CoverVariantWidth;
  file: File;
}

type Canvas = OffscreenCanvas | HTMLCanvasElement;
type Context = OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;

/** A drawing surface: off the page where the browser has one, else a detached <canvas>. */
function canvasOf(width: number, height: number): { canvas: Canvas; context: Context } {
  let surface: { canvas: Canvas; context: Context | null };
  if (typeof OffscreenCanvas === 'function') {
    const canvas = new OffscreenCanvas(width, height);
    surface = { canvas, context: canvas.getContext('2d') };
  } else {
    const canvas = Object.assign(document.createElement('canvas'), { width, height });
    surface = { canvas, context: canvas.getContext('2d') };
  }
  const { canvas, context } = surface;
  if (!context) throw new Error('No 2D canvas');
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  return { canvas, context };
}

function encode(canvas: Canvas, type: string, quality: number): Promise<Blob | null> {
  if ('convertToBlob' in canvas) return canvas.convertToBlob({ type, quality });
  return new Promise((resolve) => canvas.toBlob(resolve, type, quality));
}

/** Frees a canvas's pixels now rather than when it is collected (phones have little memory). */
function drop(canvas: Canvas) {
  canvas.width = 0;
  canvas.height = 0;
}

/** `source` drawn `width` pixels wide: halved while at least twice as wide, then drawn at size. */
function resized(source: ImageBitmap | Canvas, width: number): Canvas {
  const ratio = source.height / source.width;
  let current: ImageBitmap | Canvas = source;
  let step = source.width;
  for (;;) {
    step = Math.max(width, step / 2 >= width ? Math.round(step / 2) : width);
    const next = canvasOf(step, Math.max(1, Math.round(step * ratio)));
    next.context.drawImage(current, 0, 0, next.canvas.width, next.canvas.height);
    if (current !== source) drop(current as Canvas);
    current = next.canvas;
    if (step === width) return next.canvas;
  }
}

/**
 * WebP at `quality`, or JPEG when the canvas cannot write WebP (drawn on white: JPEG has no
 * transparency, and a transparent logo would turn black).
 */
async function encoded(canvas: Canvas, quality: number): Promise<Blob | null> {
  const webp = await encode(canvas, 'image/webp', quality);
  if (webp?.type === 'image/webp') return webp;
  const flat = canvasOf(canvas.width, canvas.height);
  flat.context.fillStyle = '#ffffff';
  flat.context.fillRect(0, 0, canvas.width, canvas.height);
  flat.context.drawImage(canvas, 0, 0);
  const jpeg = await encode(flat.canvas, 'image/jpeg', quality);
  drop(flat.canvas);
  return jpeg?.type === 'image/jpeg' ? jpeg : null;
}

/** Whether this browser can draw and encode images off screen. */
export function canMakeCoverVariants(): boolean {
  return (
    typeof createImageBitmap === 'function' &&
    (typeof OffscreenCanvas === 'function' || typeof document !== 'undefined')
  );
}

/**
 * The variants of a chosen cover, narrowest first: none for an animation (common/cover-variants.ts)
 * or where the browser cannot draw. A variant over its byte cap is encoded again at a lower quality,
 * then left out; one no lighter than the original too (a small, well-compressed original is its own
 * best copy). Throws only if the image cannot be decoded.
 */
export async function makeCoverVariants(file: File): Promise<MadeVariant[]> {
  if (!canMakeCoverVariants()) return [];
  const head = await readHead(file);
  const contentType = sniffImage(head);
  if (!contentType) return [];
  const declared = imageSize(head);
  const animated = declared.ok && declared.animated;
  if (coverVariantWidths({ width: Number.MAX_SAFE_INTEGER, contentType, animated }).length === 0) return [];

  // Turned as the photo's EXIF orientation says, as the browser shows it.
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  const made: MadeVariant[] = [];
  try {
    let source: ImageBitmap | Canvas = bitmap;
    // Widest first: each narrower one is drawn from the previous, a shorter way down.
    const widths = coverVariantWidths({ width: bitmap.width, contentType, animated }).reverse();
    for (const width of widths) {
      const canvas = resized(source, width);
      if (source !== bitmap) drop(source as Canvas);
      source = canvas;
      let blob = await encoded(canvas, COVER_VARIANT_QUALITY);
      if (blob && blob.size > COVER_VARIANT_MAX_BYTES[width]) blob = await encoded(canvas, 0.6);
      if (!blob || blob.size > COVER_VARIANT_MAX_BYTES[width] || blob.size >= file.size) continue;
      const extension = blob.type === 'image/webp' ? 'webp' : 'jpg';
      made.push({ width, file: new File([blob], `couverture-${width}.${extension}`, { type: blob.type }) });
    }
    if (source !== bitmap) drop(source as Canvas);
  } finally {
    bitmap.close();
  }
  return made.reverse();
}
