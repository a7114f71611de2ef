import type { Session } from '@common/api-types';
import type { CoverSizes } from '@common/cover-variants';
import { SESSION_STATUS_LABELS } from '@common/session-status';
import { BookIcon, CalendarIcon, EyeIcon, MaximizeIcon } from '@/components/ui/icons';
import { Link } from 'react-router-dom';
import { formatDate, pluralize } from '@/lib/format';
import { useFirstScreenTimeZone } from '@/hooks/use-first-screen-time-zone';
import { CoverImage } from './cover-image';

/** Pieces every published-session card shares (catalogue, shared catalogue, home). */

/** SPEC §2: a session without an image shows 'Contenu Structuré' on the brand gradient. */
export function CoverPlaceholder({ className = 'text-lg text-white/95' }: { className?: string }) {
  return (
    <div
      className={`flex size-full flex-col items-center justify-center gap-2 p-4 text-center font-semibold ${className}`}
    >
      <BookIcon className="size-8 text-amber-300" />
      Contenu Structuré
    </div>
  );
}

/** A card's cover (CoverImage: the variant that fits the card, at the screen's density). */
export function SessionCoverImage({
  session,
  alt = `Illustration de la session « ${session.title} »`,
  height = 360,
  sizes = 'card',
  priority,
  highPriority = false,
}: {
  session: Pick<Session, 'title' | 'image_variants' | 'image_width'> & { image_url: string };
  alt?: string;
  height?: number;
  /** The layout the card sits in. */
  sizes?: CoverSizes;
  /** Above the fold: load at once. */
  priority: boolean;
  /** The page's largest image: fetched first. */
  highPriority?: boolean;
}) {
  return (
    <CoverImage
      cover={session}
      sizes={sizes}
      alt={alt}
      width={640}
      height={height}
      priority={priority}
      {...(highPriority ? { fetchPriority: priority ? 'high' : 'auto' } : {})}
    />
  );
}

/** The 'Publié' badge over a card's image. */
export function PublishedBadge() {
  return (
    <span className="absolute top-3 left-3 rounded-full bg-emerald-100 px-2.5 py-1 text-xs font-semibold text-emerald-900 shadow-sm">
      {SESSION_STATUS_LABELS.published}
    </span>
  );
}

export function CreatedDate({ session }: { session: Pick<Session, 'created_at'> }) {
  // A card may come prerendered by the server (the catalogue's first page), dated in its zone.
  const timeZone = useFirstScreenTimeZone();
  return (
    <span className="inline-flex items-center gap-1">
      <CalendarIcon className="size-4" />
      <time dateTime={session.created_at}>{formatDate(session.created_at, timeZone)}</time>
    </span>
  );
}

export function ViewCount({ session, testId }: { session: Pick<Session, 'views_count'>; testId?: string }) {
  return (
    <span className="inline-flex items-center gap-1" data-testid={testId}>
      <EyeIcon className="size-4" />
      {pluralize(session.views_count, 'vue', 'vues')}
    </span>
  );
}

/** The round button over a card's cover that opens the image full size. */
export function EnlargeImageButton({
  title,
  onClick,
  className,
}: {
  title: string;
  onClick: () => void;
  /** Where it sits on the cover, and its size. */
  className: string;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={`Agrandir l'image de « ${title} »`}
      title="Agrandir l'image"
      className={`absolute inline-flex items-center justify-center rounded-full text-white ${className}`}
    >
      <MaximizeIcon className="size-5" />
    </button>
  );
}

/** A card's title, linked to the session's page. */
export function SessionCardTitle({ title, href }: { title: string; href: string }) {
  return (
    <h2 className="text-lg leading-snug font-semibold text-stone-900">
      {/* Padded to a 44 px high target without moving the text. */}
      <Link to={href} className="-my-2.5 block rounded-sm py-2.5 hover:text-brand-800 hover:underline">
        {title}
      </Link>
    </h2>
  );
}
