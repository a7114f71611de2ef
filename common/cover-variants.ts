/**
 * Narrower copies of a session cover ("variants"), so that lists and pages load the size they show
 * rather than the file the editor uploaded (up to 10 MB). The browser that attaches a cover makes
 * them (web/src/lib/cover-variants.ts: no image library in the functions, which are bundled without
 * Docker); the API checks each one before it attaches it (lambdas/sessions/cover.ts), and the
 * session keeps the list (`image_variants`) that `<img srcset>` is built from (coverSrcSet).
 */
import type { ImageContentType } from './uploads';

/**
 * The widths made. A card is 328–395 CSS px wide on every layout (one column of a 360 px phone
 * minus its margins, two columns of a tablet, three of a 1280 px screen; the session page's cover
 * is the same on a phone): 400, 800 and 1200 are those cards at 1, 2 and 3 device pixels per CSS
 * pixel. The session page's cover on a computer (about 1100 px) takes 1200 or the original.
 */
export const COVER_VARIANT_WIDTHS = [400, 800, 1200] as const;
export type CoverVariantWidth = (typeof COVER_VARIANT_WIDTHS)[number];

/** WebP where the browser's canvas can encode it (it is half the size of JPEG), JPEG elsewhere. */
export const COVER_VARIANT_TYPES = [
  'image/webp',
  'image/jpeg',
] as const satisfies readonly ImageContentType[];

/** The encoder's quality: photos stay sharp on a phone's screen at a third of the bytes of 0.92. */
export const COVER_VARIANT_QUALITY = 0.8;

/**
 * The most bytes a variant may weigh: several times what a 16:9 photo takes at that width, so only
 * a file that is not what it claims (or a very tall picture, which the browser encodes again at a
 * lower quality or leaves out) goes over.
 */
export const COVER_VARIANT_MAX_BYTES: Readonly<Record<CoverVariantWidth, number>> = {
  400: 100 * 1024,
  800: 300 * 1024,
  1200: 600 * 1024,
};

export function isCoverVariantWidth(width: number): width is CoverVariantWidth {
  return (COVER_VARIANT_WIDTHS as readonly number[]).includes(width);
}

export function isCoverVariantType(type: string): type is (typeof COVER_VARIANT_TYPES)[number] {
  return (COVER_VARIANT_TYPES as readonly string[]).includes(type);
}

/**
 * The widths worth making for an original `width` pixels wide: those narrower than it (a copy as
 * wide as the original or wider would be no smaller). An animated image (every GIF, since only its
 * whole file tells whether it moves, and a WebP whose header says so) keeps its original only: a
 * canvas draws one frame, and a list would show a still picture of a moving one.
 */
export function coverVariantWidths(original: {
  width: number;
  contentType: ImageContentType;
  animated?: boolean;
}): CoverVariantWidth[] {
  if (original.contentType === 'image/gif' || original.animated) return [];
  return COVER_VARIANT_WIDTHS.filter((w) => w < original.width);
}

/** One stored variant: its width in pixels and its public `/media/...` path. */
export interface CoverVariant {
  width: number;
  url: string;
}

/** What a session says of its cover's files. */
export interface CoverFiles {
  image_url: string | null;
  /** Narrowest first; absent or empty when the cover has none (attached before them, a GIF, an API caller). */
  image_variants?: readonly CoverVariant[] | undefined;
  /** The original's width in pixels, when it was measured; null for covers attached before. */
  image_width?: number | null | undefined;
}

/**
 * The `srcset` of a cover: its variants, then the original at its own width when it is wider than
 * they are (the session page's cover on a large screen). Undefined without variants: the `<img>`
 * then has its `src` only, which is the original (covers attached before variants, GIFs).
 */
export function coverSrcSet(cover: CoverFiles): string | undefined {
  const variants = cover.image_variants ?? [];
  if (!cover.image_url || variants.length === 0) return undefined;
  const widest = Math.max(...variants.map((v) => v.width));
  const candidates = variants.map((v) => `${v.url} ${v.width}w`);
  if (cover.image_width && cover.image_width > widest) {
    candidates.push(`${cover.image_url} ${cover.image_width}w`);
  }
  return candidates.join(', ');
}

/**
 * The `sizes` of each place a cover shows: how wide it is drawn, in CSS pixels, at each layout
 * (Tailwind's breakpoints sm 640, md 768, lg 1024, xl 1280; pages at most 1280 px wide). The
 * browser picks the narrowest variant that covers that width times the screen's density. Shared by
 * the components, the shell's early preloads (web/src/app/shell-choice.ts) and the session page's
 * preload (lambdas/pages), which must ask for the very file the `<img>` will pick.
 */
export const COVER_SIZES = {
  /** Public catalogue cards (/sessions, home): one column (16 px margins), two from sm, three from lg. */
  card: '(min-width: 1280px) 395px, (min-width: 1024px) calc(33vw - 32px), (min-width: 640px) calc(50vw - 36px), calc(100vw - 32px)',
  /** Dashboard cards (shared catalogue, my sessions): beside the 256 px menu from md, three columns from xl. */
  dashboardCard:
    '(min-width: 1280px) 302px, (min-width: 768px) calc(50vw - 176px), (min-width: 640px) calc(50vw - 36px), calc(100vw - 32px)',
  /** The shared catalogue's list rows: a 224 px picture from sm. */
  listRow: '(min-width: 640px) 224px, calc(100vw - 32px)',
  /** A session's dashboard page: the whole content width, then two fifths of it from lg. */
  overview:
    '(min-width: 1280px) 371px, (min-width: 1024px) calc(40vw - 141px), (min-width: 768px) calc(100vw - 328px), calc(100vw - 32px)',
  /** The home page's quick details: a 150 px band across the modal (48rem less its padding). */
  modal: '(min-width: 800px) 720px, calc(100vw - 80px)',
  /** Small thumbnails of the dashboard lists (56–128 px): the narrowest variant at any density. */
  thumbnail: '128px',
  /** The session page's cover: the whole page width (at most 1152 px, less its margins). */
  hero: '(min-width: 1152px) 1104px, (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)',
} as const;
export type CoverSizes = keyof typeof COVER_SIZES;
