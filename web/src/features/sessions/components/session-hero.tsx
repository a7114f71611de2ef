import { Link } from 'react-router-dom';
import type { Session } from '@common/api-types';
import type { SessionPreview } from '@common/app-documents';
import { SESSION_STATUS_LABELS } from '@common/session-status';
import { BookIcon, EyeIcon, MaximizeIcon, TagIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { formatDate, pluralize } from '@/lib/format';
import { catalogueQueryString, DEFAULT_FILTERS, uniqueTags } from '@/lib/catalogue-query';
import { useTagLabels } from '@/hooks/use-tag-labels';
import { CoverImage } from '@/components/sessions/cover-image';
import { SessionDates } from '@/components/sessions/session-dates';
import { Skeleton } from '@/components/ui/skeleton';
import { DoneMark } from '@/components/parcours/done-mark';
import { DoneToggle } from '@/components/parcours/done-toggle';
import { ProgrammePlace } from '@/components/parcours/programme-place';

function isRead(session: Session | SessionPreview): session is Session {
  return 'views_count' in session;
}

/**
 * The session's header (SPEC §2 /session/{id}): image with a full-screen preview, 'Publié',
 * views, its place in the programme, title, created and updated dates, the description with its
 * line breaks, and the tags under 'Thématiques'; for a signed-in person, 'Terminée' and
 * "J'ai terminé cette session". Given the page's preview (lib/session-preview.ts) while the session
 * is read, it shows the cover, title and description, and holds the other facts' places: the
 * same elements then take the read session, so the picture painted from the HTML stays.
 */
export function SessionHero({
  session,
  onViewImage,
}: {
  session: Session | SessionPreview;
  onViewImage: () => void;
}) {
  const read = isRead(session) ? session : null;
  const labelOf = useTagLabels();
  return (
    <section
      aria-labelledby="session-title"
      className="overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm"
    >
      <div className="relative aspect-[2/1] max-h-[22rem] w-full bg-gradient-to-br from-brand-700 to-brand-950 sm:aspect-[21/9]">
        {session.image_url ? (
          <>
            <CoverImage
              cover={{ ...session, image_url: session.image_url }}
              // The preview's srcset is the one its HTML was filled with: the same <img>, untouched.
              {...(isRead(session) ? {} : { srcSet: session.image_srcset })}
              sizes="hero"
              alt={`Illustration de la session « ${session.title} »`}
              width={1200}
              height={514}
              priority
              fetchPriority="high"
            />
            <button
              type="button"
              onClick={onViewImage}
              className="absolute right-3 bottom-3 inline-flex min-h-11 items-center gap-2 rounded-full bg-stone-950/70 px-4 text-sm font-semibold text-white shadow backdrop-blur-sm hover:bg-stone-950/85"
            >
              <MaximizeIcon className="size-4" />
              Agrandir l&apos;image
            </button>
          </>
        ) : (
          <div className="flex size-full flex-col items-center justify-center gap-2 p-4 text-center text-xl font-semibold text-white/95">
            <BookIcon className="size-10 text-amber-300" />
            Contenu Structuré
          </div>
        )}
      </div>
      <div className="flex flex-col gap-4 p-5 sm:p-8">
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <span className="rounded-full bg-emerald-100 px-2.5 py-1 text-xs font-semibold text-emerald-900">
            {SESSION_STATUS_LABELS.published}
          </span>
          {read ? (
            <span className="inline-flex items-center gap-1 text-stone-700" data-testid="session-views">
              <EyeIcon className="size-4" />
              {pluralize(read.views_count, 'vue', 'vues')}
            </span>
          ) : (
            <Skeleton className="h-5 w-16" />
          )}
          {read ? <DoneMark sessionId={read.id} /> : null}
        </div>
        {read ? <ProgrammePlace session={read} className="text-sm" /> : null}
        <h1
          id="session-title"
          className="text-3xl font-bold tracking-tight text-balance text-stone-900 sm:text-4xl"
        >
          {session.title}
        </h1>
        {read ? (
          <SessionDates session={read} format={formatDate} />
        ) : (
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            <Skeleton className="h-5 w-44" />
            <Skeleton className="h-5 w-52" />
          </div>
        )}
        {session.description ? (
          <p className="max-w-3xl text-base leading-relaxed whitespace-pre-line text-stone-800 sm:text-lg">
            {session.description}
          </p>
        ) : null}
        {read ? <DoneToggle sessionId={read.id} title={read.title} /> : null}
        {!read ? (
          <div>
            <Skeleton className="mb-2 h-5 w-28" />
            <div className="flex gap-2">
              <Skeleton className="h-8 w-24 rounded-full" />
              <Skeleton className="h-8 w-28 rounded-full" />
            </div>
          </div>
        ) : read.tags.length > 0 ? (
          <div>
            <h2 className="mb-2 inline-flex items-center gap-1.5 text-sm font-semibold text-stone-900">
              <TagIcon className="size-4 text-stone-500" />
              Thématiques
            </h2>
            <ul className="flex flex-wrap gap-2" data-testid="session-tags">
              {uniqueTags(read.tags)
                .map(labelOf)
                .map((tag) => (
                  <li key={tag} className="max-w-full min-w-0">
                    <Link
                      to={`${paths.sessions}?${catalogueQueryString({ ...DEFAULT_FILTERS, tags: [tag] }).toString()}`}
                      title={`Voir les sessions « ${tag} »`}
                      className="inline-flex min-h-11 max-w-full items-center rounded-full bg-brand-50 sm:pointer-fine:min-h-8 px-3 text-sm font-medium text-brand-800 [overflow-wrap:anywhere] hover:bg-brand-100 hover:text-brand-950"
                    >
                      {tag}
                    </Link>
                  </li>
                ))}
            </ul>
          </div>
        ) : null}
      </div>
    </section>
  );
}
