import { Link } from 'react-router-dom';
import type { Session } from '@common/api-types';
import { SessionOfflineMark } from '@/components/offline/session-offline-mark';
import { DoneMark } from '@/components/parcours/done-mark';
import { ProgrammePlace } from '@/components/parcours/programme-place';
import type { CardFollows } from '@/api/follows';
import { CardFollowToggle } from '@/components/sessions/card-follow-toggle';
import { ArrowRightIcon } from '@/components/ui/icons';
import { TagChips } from '@/components/ui/tag-chips';
import { useTagLabels } from '@/hooks/use-tag-labels';
import { paths } from '@/config/paths';
import {
  CoverPlaceholder,
  CreatedDate,
  EnlargeImageButton,
  PublishedBadge,
  SessionCardTitle,
  SessionCoverImage,
  ViewCount,
} from '@/components/sessions/session-card-parts';

/**
 * A published session in the public catalogue (SPEC §2 /sessions): image or 'Contenu
 * Structuré', 'Publié', views, title, three-line description, date, tags that add a filter,
 * a link to its page and a magnify button for the full-screen image.
 */
export function SessionCard({
  session,
  priority = false,
  selectedTags = [],
  onTagClick,
  onViewImage,
  follows,
}: {
  session: Session;
  /** The signed-in person's follow toggles (none for visitors). */
  follows?: CardFollows;
  priority?: boolean;
  selectedTags?: readonly string[];
  onTagClick?: (tag: string) => void;
  onViewImage?: (session: Session) => void;
}) {
  const labelOf = useTagLabels();
  const href = paths.session(session.id);
  return (
    <article
      data-testid="session-card"
      id={`session-${session.id}`}
      className="flex w-full scroll-mt-24 flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm transition-shadow hover:shadow-md"
    >
      <div className="relative aspect-[2/1] bg-gradient-to-br from-brand-700 to-brand-950 sm:aspect-[16/9]">
        {session.image_url ? (
          <SessionCoverImage
            session={{ ...session, image_url: session.image_url }}
            priority={priority}
            highPriority
          />
        ) : (
          <CoverPlaceholder />
        )}
        <PublishedBadge />
        {session.image_url && onViewImage ? (
          <EnlargeImageButton
            title={session.title}
            onClick={() => onViewImage(session)}
            className="top-2 right-2 size-11 bg-stone-950/60 shadow-sm backdrop-blur-sm hover:bg-stone-950/80"
          />
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <ProgrammePlace session={session} />
        <SessionCardTitle title={session.title} href={href} />
        <DoneMark sessionId={session.id} />
        <SessionOfflineMark sessionId={session.id} />
        {session.description ? (
          <p className="line-clamp-3 text-sm leading-relaxed text-stone-700">{session.description}</p>
        ) : null}
        <TagChips tags={session.tags} onTagClick={onTagClick} selected={selectedTags} labelOf={labelOf} />
        {follows ? <CardFollowToggle sessionId={session.id} title={session.title} follows={follows} /> : null}
        <div className="mt-auto flex flex-wrap items-center justify-between gap-3 border-t border-stone-100 pt-3 text-xs text-stone-600">
          <span className="flex items-center gap-3">
            <CreatedDate session={session} />
            <ViewCount session={session} testId="session-views" />
          </span>
          <Link
            to={href}
            className="-my-3 inline-flex min-h-11 items-center gap-1 rounded-sm text-sm font-semibold text-brand-700 hover:text-brand-900"
          >
            Voir la session
            <span className="sr-only"> « {session.title} »</span>
            <ArrowRightIcon className="size-4" />
          </Link>
        </div>
      </div>
    </article>
  );
}
