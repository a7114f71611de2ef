import type { CoverFiles, CoverSizes } from '@common/cover-variants';
import { BookIcon } from '@/components/ui/icons';
import { CoverImage } from '@/components/sessions/cover-image';

/** A session's cover, or the programme's placeholder when it has none. */
export function SessionCover({
  cover,
  sizes,
  className = '',
  eager = false,
  compact = false,
}: {
  cover: CoverFiles;
  /** The layout it shows in (common/cover-variants.ts). */
  sizes: CoverSizes;
  className?: string;
  eager?: boolean;
  /** Small thumbnails drop the placeholder text. */
  compact?: boolean;
}) {
  const { image_url: imageUrl } = cover;
  return (
    <div className={`overflow-hidden bg-gradient-to-br from-brand-700 to-brand-950 ${className}`}>
      {imageUrl ? (
        <CoverImage
          cover={{ ...cover, image_url: imageUrl }}
          sizes={sizes}
          alt=""
          width={640}
          height={360}
          priority={eager}
        />
      ) : (
        <div className="flex size-full flex-col items-center justify-center gap-2 p-3 text-center font-semibold text-white/95">
          <BookIcon className={compact ? 'size-6 text-amber-300' : 'size-8 text-amber-300'} />
          {compact ? null : 'Contenu Structuré'}
        </div>
      )}
    </div>
  );
}
