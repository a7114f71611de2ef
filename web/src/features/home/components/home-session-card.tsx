import { Link } from 'react-router-dom';
import type { Session } from '@common/api-types';
import { SessionOfflineMark } from '@/components/offline/session-offline-mark';
import { DoneMark } from '@/components/parcours/done-mark';
import { ProgrammePlace } from '@/components/parcours/programme-place';
import { buttonClasses } from '@/components/ui/button-styles';
import { ArrowRightIcon, EyeIcon, MaximizeIcon } from '@/components/ui/icons';
import { TagChips } from '@/components/ui/tag-chips';
import { useTagLabels } from '@/hooks/use-tag-labels';
import { paths } from '@/config/paths';
import { CoverPlaceholder, SessionCoverImage } from '@/components/sessions/session-card-parts';

/** A featured session on the home page (SPEC §2 Home): preview, details and full-screen image. */
export function HomeSessionCard({
  session,
  priority,
  onPreview,
  onViewImage,
}: {
  session: Session;
  /** Above the fold: load the cover at once. */
  priority: boolean;
  onPreview: (session: Session) => void;
  onViewImage: (session: Session) => void;
}) {
  const labelOf = useTagLabels();
  return (
    <article
      id={`session-${session.id}`}
      data-testid="home-session-card"
      className="flex w-full min-w-0 scroll-mt-24 flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm transition-shadow hover:shadow-md"
    >
      <div className="relative aspect-[2/1] bg-gradient-to-br from-brand-700 to-brand-950">
        {session.image_url ? (
          <>
            <SessionCoverImage
              session={{ ...session, image_url: session.image_url }}
              height={320}
              priority={priority}
            />
            <button
              type="button"
              onClick={() => onViewImage(session)}
              aria-label={`Voir l'image en plein écran : ${session.title}`}
              title="Voir l'image en plein écran"
              className="absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-full bg-stone-950/70 text-white shadow hover:bg-stone-950/90"
            >
              <MaximizeIcon className="size-5" />
            </button>
          </>
        ) : (
          <CoverPlaceholder className="text-lg text-white" />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <ProgrammePlace session={session} />
        <h3 className="text-lg leading-snug font-semibold text-stone-900">{session.title}</h3>
        <DoneMark sessionId={session.id} />
        <SessionOfflineMark sessionId={session.id} />
        {session.description ? (
          <p className="line-clamp-3 text-sm leading-relaxed text-stone-700">{session.description}</p>
        ) : null}
        <TagChips tags={session.tags} labelOf={labelOf} />
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 border-t border-stone-100 pt-4">
          <button
            type="button"
            onClick={() => onPreview(session)}
            className={buttonClasses('secondary', 'sm')}
            aria-label={`Aperçu rapide : ${session.title}`}
          >
            <EyeIcon className="size-4" />
            Aperçu rapide
          </button>
          <Link
            to={paths.session(session.id)}
            className={buttonClasses('ghost', 'sm', 'text-brand-800')}
            aria-label={`Voir les détails : ${session.title}`}
          >
            Détails
            <ArrowRightIcon className="size-4" />
          </Link>
        </div>
      </div>
    </article>
  );
}
