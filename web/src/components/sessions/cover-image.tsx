import { COVER_SIZES, coverSrcSet, type CoverFiles, type CoverSizes } from '@common/cover-variants';

/** The `srcset` a cover's `<img>` carries: its variants, or its original alone (common/cover-variants.ts). */
export const coverImageSrcSet = (cover: CoverFiles & { image_url: string }): string =>
  coverSrcSet(cover) ?? cover.image_url;

/**
 * Every session cover's `<img>`, wherever it shows (cards, dashboard lists, the session page; the
 * prerendered first screens render these same components): the browser loads the narrowest variant
 * that fills the place at the screen's density (`srcset` + `sizes` of that place), and the box's
 * proportions come from `width`/`height` and the parent's aspect ratio, so nothing moves as it loads.
 */
export function CoverImage({
  cover,
  srcSet,
  sizes,
  alt,
  width,
  height,
  priority,
  fetchPriority,
  className = 'size-full object-cover',
}: {
  cover: CoverFiles & { image_url: string };
  /** Already built (the session page's preview, whose HTML the server filled in): else from `cover`. */
  srcSet?: string;
  /** Where it shows (COVER_SIZES). */
  sizes: CoverSizes;
  alt: string;
  width: number;
  height: number;
  /** Above the fold: load at once. */
  priority: boolean;
  fetchPriority?: 'high' | 'auto';
  className?: string;
}) {
  return (
    // srcset and sizes before src: a browser that starts on src alone would fetch the original too.
    <img
      srcSet={srcSet ?? coverImageSrcSet(cover)}
      sizes={COVER_SIZES[sizes]}
      src={cover.image_url}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      {...(fetchPriority ? { fetchPriority } : {})}
      decoding="async"
      className={className}
    />
  );
}
