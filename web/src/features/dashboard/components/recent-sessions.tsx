import { Link } from 'react-router-dom';
import type { DashboardSessionPage } from '@common/api-types';
import { MESSAGES } from '@common/messages';
import { CalendarIcon, EyeIcon, FolderIcon, ImageIcon } from '@/components/ui/icons';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorBanner } from '@/components/ui/status-banner';
import { paths } from '@/config/paths';
import { formatDate, pluralize } from '@/lib/format';
import type { InfiniteList } from '@/hooks/use-infinite-list';
import { CoverImage } from '@/components/sessions/cover-image';
import { SessionStatusBadge } from './session-status-badge';
import { ListSkeleton, Panel, recent } from './dashboard-panel';

export function RecentSessions({
  list,
  canManage,
}: {
  list: InfiniteList<DashboardSessionPage>;
  canManage: boolean;
}) {
  return (
    <Panel
      id="recent-sessions"
      title="Sessions récentes"
      action={
        canManage ? (
          <Link
            to={paths.dashboard.sessions}
            className="-my-3 inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 hover:underline"
          >
            Voir tout
          </Link>
        ) : null
      }
    >
      {list.status === 'error' ? (
        <ErrorBanner onRetry={list.retry}>{MESSAGES.failedToLoadData}</ErrorBanner>
      ) : list.status === 'loading' ? (
        <ListSkeleton />
      ) : recent(list).length === 0 ? (
        <EmptyState title={MESSAGES.emptySessions} icon={<FolderIcon className="size-8" />} />
      ) : (
        <ul className="divide-y divide-stone-100">
          {recent(list).map((session) => (
            <li key={session.id} className="relative flex gap-3 py-3">
              {session.image_url ? (
                <CoverImage
                  cover={{ ...session, image_url: session.image_url }}
                  sizes="thumbnail"
                  alt=""
                  width={56}
                  height={56}
                  priority={false}
                  className="size-14 shrink-0 rounded-lg object-cover"
                />
              ) : (
                <span className="flex size-14 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                  <ImageIcon className="size-6" />
                </span>
              )}
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-2">
                  <Link
                    to={paths.dashboard.session(session.id)}
                    className="font-semibold text-stone-900 after:absolute after:inset-0 hover:text-brand-800"
                  >
                    {session.title}
                  </Link>
                  <SessionStatusBadge status={session.status} />
                </div>
                {session.description ? (
                  <p className="mt-0.5 line-clamp-2 text-sm text-stone-600">{session.description}</p>
                ) : null}
                <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-xs text-stone-600">
                  <span className="inline-flex items-center gap-1">
                    <CalendarIcon className="size-3.5" />
                    Mis à jour le {formatDate(session.updated_at)}
                  </span>
                  <span className="inline-flex items-center gap-1">
                    <EyeIcon className="size-3.5" />
                    {pluralize(session.views_count, 'vue', 'vues')}
                  </span>
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
