import { Link } from 'react-router-dom';
import type { Session } from '@common/api-types';
import { buttonClasses } from '@/components/ui/button-styles';
import {
  CalendarIcon,
  EditIcon,
  EyeIcon,
  FileIcon,
  LinkIcon,
  TrashIcon,
  UsersIcon,
} from '@/components/ui/icons';
import { StatusBadge } from '@/components/ui/status-badge';
import { TagChips } from '@/components/ui/tag-chips';
import type { ViewMode } from '@/components/ui/view-toggle';
import { paths } from '@/config/paths';
import { ProgrammePlace } from '@/components/parcours/programme-place';
import { formatDate, pluralize } from '@/lib/format';
import { SessionCover } from './session-cover';

/** 'Autre éditeur': the session belongs to someone else (SPEC §2). */
export function OtherEditorBadge() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-sky-100 px-2.5 py-0.5 text-xs font-semibold text-sky-900 ring-1 ring-sky-300 ring-inset">
      <UsersIcon className="size-3.5" />
      Autre éditeur
    </span>
  );
}

/**
 * The two-click delete button of SPEC §4: 'Supprimer', then 'Confirmer' for 3 seconds.
 * The accessible name names the session, so a screen-reader user knows what is at stake.
 */
export function DeleteSessionButton({
  title,
  armed,
  deleting,
  onClick,
}: {
  title: string;
  armed: boolean;
  deleting: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={deleting}
      data-armed={armed}
      className={
        armed
          ? buttonClasses('danger', 'sm')
          : buttonClasses('ghost', 'sm', 'text-red-800 hover:bg-red-50 hover:text-red-900')
      }
    >
      <TrashIcon className="size-4" />
      {deleting ? 'Suppression…' : armed ? 'Confirmer' : 'Supprimer'}
      <span className="sr-only"> « {title} »</span>
    </button>
  );
}

/** One session in the management list, as a card (grid) or a row (list). */
export function ManageSessionCard({
  session,
  view,
  otherEditor,
  armed,
  deleting,
  onDeleteClick,
  eagerImage = false,
}: {
  session: Session;
  view: ViewMode;
  otherEditor: boolean;
  armed: boolean;
  deleting: boolean;
  onDeleteClick: () => void;
  eagerImage?: boolean;
}) {
  const named = <span className="sr-only"> « {session.title} »</span>;
  const actions = (
    <div className="flex flex-wrap gap-1.5">
      <Link to={paths.dashboard.session(session.id)} className={buttonClasses('secondary', 'sm')}>
        <EyeIcon className="size-4" />
        Voir
        {named}
      </Link>
      <Link to={paths.dashboard.editSession(session.id)} className={buttonClasses('secondary', 'sm')}>
        <EditIcon className="size-4" />
        Modifier
        {named}
      </Link>
      <Link to={paths.dashboard.sessionDocuments(session.id)} className={buttonClasses('secondary', 'sm')}>
        <FileIcon className="size-4" />
        Documents
        {named}
      </Link>
      {session.status === 'published' ? (
        <Link to={paths.session(session.id)} className={buttonClasses('ghost', 'sm')}>
          <LinkIcon className="size-4" />
          Public
          {named}
        </Link>
      ) : null}
      <DeleteSessionButton title={session.title} armed={armed} deleting={deleting} onClick={onDeleteClick} />
    </div>
  );
  const badges = (
    <div className="flex flex-wrap items-center gap-1.5">
      <StatusBadge status={session.status} />
      {otherEditor ? <OtherEditorBadge /> : null}
    </div>
  );
  // Where the session stands in the programme, as the public cards will say it.
  const place = <ProgrammePlace session={session} />;
  const meta = (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-stone-600">
      <span className="inline-flex items-center gap-1">
        <CalendarIcon className="size-4" />
        Modifiée le <time dateTime={session.updated_at}>{formatDate(session.updated_at)}</time>
      </span>
      <span className="inline-flex items-center gap-1">
        <EyeIcon className="size-4" />
        {pluralize(session.views_count, 'vue', 'vues')}
      </span>
    </p>
  );
  const title = (
    <h2 className="leading-snug font-semibold text-stone-900">
      <Link
        to={paths.dashboard.session(session.id)}
        className="-my-3.5 block rounded-sm py-3.5 hover:text-brand-800 hover:underline"
      >
        {session.title}
      </Link>
    </h2>
  );

  if (view === 'list') {
    return (
      <article
        data-testid="manage-session-card"
        className="flex w-full min-w-0 flex-col gap-4 rounded-xl border border-stone-200 bg-white p-4 shadow-sm md:flex-row md:items-center"
      >
        <SessionCover
          cover={session}
          sizes="thumbnail"
          eager={eagerImage}
          compact
          className="hidden aspect-[16/9] w-32 shrink-0 rounded-lg md:block"
        />
        <div className="min-w-0 flex-1 space-y-1.5">
          {badges}
          {place}
          {title}
          {session.description ? (
            <p className="line-clamp-1 text-sm text-stone-700">{session.description}</p>
          ) : null}
          {meta}
        </div>
        <div className="shrink-0 md:max-w-[26rem]">{actions}</div>
      </article>
    );
  }

  return (
    <article
      data-testid="manage-session-card"
      className="flex h-full w-full flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm"
    >
      <SessionCover cover={session} sizes="dashboardCard" eager={eagerImage} className="aspect-[2/1]" />
      <div className="flex flex-1 flex-col gap-3 p-4">
        {badges}
        {place}
        {title}
        {session.description ? (
          <p className="line-clamp-2 text-sm text-stone-700">{session.description}</p>
        ) : null}
        <TagChips tags={session.tags} />
        {meta}
        <div className="mt-auto border-t border-stone-100 pt-3">{actions}</div>
      </div>
    </article>
  );
}

/** Placeholder while the list loads, the same size as a card or a row (no layout shift). */
export function ManageSessionCardSkeleton({ view }: { view: ViewMode }) {
  if (view === 'list') {
    return (
      <div aria-hidden="true" className="flex gap-4 rounded-xl border border-stone-200 bg-white p-4">
        <div className="hidden aspect-[16/9] w-32 animate-pulse rounded-lg bg-stone-200 md:block" />
        <div className="flex-1 space-y-2">
          <div className="h-4 w-20 animate-pulse rounded-full bg-stone-100" />
          <div className="h-5 w-2/3 animate-pulse rounded bg-stone-200" />
          <div className="h-3 w-1/2 animate-pulse rounded bg-stone-100" />
        </div>
      </div>
    );
  }
  return (
    <div aria-hidden="true" className="overflow-hidden rounded-2xl border border-stone-200 bg-white">
      <div className="aspect-[2/1] animate-pulse bg-stone-200" />
      <div className="space-y-3 p-4">
        <div className="h-4 w-20 animate-pulse rounded-full bg-stone-100" />
        <div className="h-5 w-3/4 animate-pulse rounded bg-stone-200" />
        <div className="h-3 w-full animate-pulse rounded bg-stone-100" />
        <div className="h-8 w-full animate-pulse rounded bg-stone-100" />
      </div>
    </div>
  );
}
