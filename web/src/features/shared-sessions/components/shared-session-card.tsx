import { Link } from 'react-router-dom';
import type { DocumentItem } from '@common/api-types';
import { DOCUMENT_CATEGORY_LABELS } from '@common/documents';
import type { CardFollows } from '@/api/follows';
import { DoneMark } from '@/components/parcours/done-mark';
import { CardFollowToggle } from '@/components/sessions/card-follow-toggle';
import { ProgrammePlace } from '@/components/parcours/programme-place';
import { buttonClasses } from '@/components/ui/button-styles';
import {
  ArrowRightIcon,
  BookIcon,
  DownloadIcon,
  EyeIcon,
  PresentationIcon,
  ShareNodesIcon,
} from '@/components/ui/icons';
import { TagChips } from '@/components/ui/tag-chips';
import { useTagLabels } from '@/hooks/use-tag-labels';
import type { ViewMode } from '@/components/ui/view-toggle';
import { paths } from '@/config/paths';
import { formatNumber, pluralize } from '@/lib/format';
import {
  CoverPlaceholder,
  CreatedDate,
  EnlargeImageButton,
  PublishedBadge,
  SessionCardTitle,
  SessionCoverImage,
  ViewCount,
} from '@/components/sessions/session-card-parts';
import type { SharedSession } from '@/features/shared-sessions/api/shared-sessions-api';
import { newestOfCategory, QUICK_DOWNLOAD_CATEGORIES } from '@/lib/quick-downloads';

const QUICK_ICONS = { guide: BookIcon, presentation: PresentationIcon } as const;

/** A session of the shared catalogue (SPEC §2 /dashboard/shared-sessions), as a grid card or a list row. */
export function SharedSessionCard({
  session,
  view,
  priority,
  downloadingId,
  onDownload,
  onOpenImage,
  onShare,
  follows,
}: {
  session: SharedSession;
  view: ViewMode;
  priority: boolean;
  downloadingId: string | null;
  onDownload: (document: DocumentItem) => void;
  onOpenImage: (session: SharedSession) => void;
  onShare: (session: SharedSession) => void;
  /** The follow toggles of the page's cards. */
  follows?: CardFollows;
}) {
  const labelOf = useTagLabels();
  const href = paths.session(session.id);
  const list = view === 'list';
  return (
    <article
      data-testid="shared-session-card"
      className={`flex overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm transition-shadow hover:shadow-md ${
        list ? 'flex-col sm:flex-row' : 'flex-col'
      }`}
    >
      <div
        className={`relative shrink-0 bg-gradient-to-br from-brand-700 to-brand-950 ${
          list ? 'aspect-[2/1] sm:aspect-auto sm:w-56' : 'aspect-[2/1] sm:aspect-[16/9]'
        }`}
      >
        {session.image_url ? (
          <SessionCoverImage
            session={{ ...session, image_url: session.image_url }}
            alt={`Image de la session « ${session.title} »`}
            sizes={list ? 'listRow' : 'dashboardCard'}
            priority={priority}
          />
        ) : (
          <CoverPlaceholder className="min-h-28 text-white/95" />
        )}
        <PublishedBadge />
        <span className="absolute top-3 right-3 inline-flex items-center gap-1 rounded-full bg-stone-950/70 px-2.5 py-1 text-xs font-semibold text-white">
          <EyeIcon className="size-3.5" />
          {formatNumber(session.views_count)}
          <span className="sr-only"> vues</span>
        </span>
        {session.image_url ? (
          <EnlargeImageButton
            title={session.title}
            onClick={() => onOpenImage(session)}
            className="right-3 bottom-3 size-11 bg-stone-950/70 hover:bg-stone-950/90"
          />
        ) : null}
      </div>

      <div className="flex min-w-0 flex-1 flex-col gap-3 p-5">
        <ProgrammePlace session={session} />
        <SessionCardTitle title={session.title} href={href} />
        <DoneMark sessionId={session.id} />
        {session.description ? (
          <p className={`text-sm leading-relaxed text-stone-700 ${list ? 'line-clamp-2' : 'line-clamp-3'}`}>
            {session.description}
          </p>
        ) : null}
        <TagChips tags={session.tags} labelOf={labelOf} />
        {follows ? <CardFollowToggle sessionId={session.id} title={session.title} follows={follows} /> : null}
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-stone-600">
          <CreatedDate session={session} />
          <ViewCount session={session} />
          <span className="inline-flex items-center gap-1" data-testid="session-downloads">
            <DownloadIcon className="size-4" />
            {pluralize(session.downloads_count, 'téléchargement', 'téléchargements')}
          </span>
        </p>

        <div
          className={`mt-auto flex flex-col gap-2 border-t border-stone-100 pt-3 ${
            list ? 'sm:flex-row sm:flex-wrap sm:items-center' : ''
          }`}
        >
          <div className="flex flex-wrap gap-2 empty:hidden">
            {QUICK_DOWNLOAD_CATEGORIES.map((category) => {
              const document = newestOfCategory(session.documents, category);
              if (!document) return null;
              const Icon = QUICK_ICONS[category];
              const label = DOCUMENT_CATEGORY_LABELS[category];
              const busy = downloadingId === document.id;
              return (
                <button
                  key={category}
                  type="button"
                  onClick={() => onDownload(document)}
                  disabled={busy}
                  aria-busy={busy}
                  title={`Télécharger « ${document.title} »`}
                  className={buttonClasses('secondary', 'sm')}
                >
                  <Icon className="size-4" />
                  {label}
                  <span
                    data-testid="download-count"
                    className="rounded-full bg-stone-100 px-2 py-0.5 text-xs font-semibold text-stone-700"
                  >
                    {formatNumber(document.downloads_count)}
                  </span>
                  {/* The name starts with what is seen ("Guide 0"), then says what the button does. */}
                  <span className="sr-only">
                    {` ${document.downloads_count > 1 ? 'téléchargements' : 'téléchargement'} : télécharger « ${document.title} »`}
                  </span>
                </button>
              );
            })}
          </div>
          <div className={`flex items-center justify-between gap-2 ${list ? 'sm:flex-1' : ''}`}>
            <button
              type="button"
              onClick={() => onShare(session)}
              aria-label={`Partager « ${session.title} »`}
              className={buttonClasses('ghost', 'sm')}
            >
              <ShareNodesIcon className="size-4" />
              Partager
            </button>
            <Link to={href} className={buttonClasses('ghost', 'sm', 'text-brand-700')}>
              Détails
              <span className="sr-only"> de « {session.title} »</span>
              <ArrowRightIcon className="size-4" />
            </Link>
          </div>
        </div>
      </div>
    </article>
  );
}
