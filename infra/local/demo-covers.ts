/**
 * The demo sessions' covers: a PNG drawn here for each (demo-files.ts), and its variants
 * (common/cover-variants.ts) as WebP files kept in ./demo-cover-variants/. Node has no WebP
 * encoder, and the project adds no image library for the demo: those files were made once by
 * Chromium with the web app's own variant maker (make-demo-cover-variants.ts, to run again when the
 * covers change; test/unit/local/demo-covers.test.ts checks that each cover has all of its own).
 */
import { readFileSync } from 'node:fs';
import { coverVariantWidths, type CoverVariantWidth } from '@common/cover-variants';
import { DEMO_PHASES, DEMO_SESSIONS } from './demo-content';
import { demoCover } from './demo-files';

/** A cover as wide as a photo an editor would attach, so the page and the lists each get their size. */
export const DEMO_COVER_SIZE = { width: 1280, height: 720 } as const;

export const DEMO_COVER_VARIANTS_DIR = new URL('./demo-cover-variants/', import.meta.url);

/** The PNG cover of the demo session at `index` of DEMO_SESSIONS. */
export function demoCoverPng(index: number): Buffer {
  const session = DEMO_SESSIONS[index];
  const phase = DEMO_PHASES[session?.phase ?? 0] ?? DEMO_PHASES[0];
  if (!session || !phase) throw new Error(`No demo session ${index}`);
  return demoCover(
    DEMO_COVER_SIZE.width,
    DEMO_COVER_SIZE.height,
    phase.colours[0],
    phase.colours[1],
    index + 1,
  );
}

/** The widths the demo covers have variants at (all of them: the covers are wider than each). */
export const DEMO_VARIANT_WIDTHS: readonly CoverVariantWidth[] = coverVariantWidths({
  width: DEMO_COVER_SIZE.width,
  contentType: 'image/png',
});

/** The file name of a demo cover's variant in DEMO_COVER_VARIANTS_DIR. */
export const demoVariantFile = (index: number, width: number): string =>
  `cover-${String(index + 1).padStart(2, '0')}-w${width}.webp`;

/** The variants of the demo cover at `index`, narrowest first. */
export function demoCoverVariants(index: number): { width: CoverVariantWidth; bytes: Buffer }[] {
  return DEMO_VARIANT_WIDTHS.map((width) => ({
    width,
    bytes: readFileSync(new URL(demoVariantFile(index, width), DEMO_COVER_VARIANTS_DIR)),
  }));
}
