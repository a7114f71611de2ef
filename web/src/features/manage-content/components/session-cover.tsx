import { BookIcon } from '../../../components/ui/icons';

/** A session's cover, or the programme's placeholder when it has none. */
export function SessionCover({
  imageUrl,
  className = '',
  eager = false,
  compact = false,
}: {
  imageUrl: string | null;
  className?: string;
  eager?: boolean;
  /** Small thumbnails drop the placeholder text. */
  compact?: boolean;
}) {
  return (
    <div className={`overflow-hidden bg-gradient-to-br from-brand-700 to-brand-950 ${className}`}>
      {imageUrl ? (
        <img
          src={imageUrl}
          alt=""
          width={640}
          height={360}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className="size-full object-cover"
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
