import { Link } from 'react-router-dom';
import { NOTIFICATION_UI_MESSAGES } from '@common/messages/notifications';
import { followedSessionsQuery } from '@/api/follows';
import { DashboardPage } from '@/components/layout/dashboard-page';
import { FollowButton } from '@/components/sessions/follow-button';
import { buttonClasses } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { BellIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { ErrorBanner } from '@/components/ui/status-banner';
import { paths } from '@/config/paths';
import { useInfiniteList } from '@/hooks/use-infinite-list';
import { formatShortDate } from '@/lib/format';

/**
 * /dashboard/followed-sessions — "Sessions suivies": what the person follows, newest first, each
 * with its page (when published) and the button that stops following it.
 */
export function FollowedSessionsRoute() {
  const list = useInfiniteList(followedSessionsQuery());
  return (
    <DashboardPage title={NOTIFICATION_UI_MESSAGES.followedSessionsTitle}>
      {list.status === 'loading' ? (
        <div aria-hidden="true" className="grid gap-4 sm:grid-cols-2">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-32 w-full" />
          ))}
        </div>
      ) : list.status === 'error' ? (
        <ErrorBanner onRetry={list.retry}>{NOTIFICATION_UI_MESSAGES.followedSessionsFailed}</ErrorBanner>
      ) : list.items.length === 0 ? (
        <EmptyState
          icon={<BellIcon className="size-10" />}
          title={NOTIFICATION_UI_MESSAGES.followedSessionsEmptyTitle}
          action={
            <Link to={paths.dashboard.sharedSessions} className={buttonClasses('primary')}>
              Sessions Partagées
            </Link>
          }
        >
          {NOTIFICATION_UI_MESSAGES.followedSessionsEmpty}
        </EmptyState>
      ) : (
        <>
          <ul className="grid gap-4 sm:grid-cols-2">
            {list.items.map((item) => (
              <li
                key={item.id}
                className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm"
              >
                <div className="min-w-0">
                  {item.session ? (
                    <Link
                      to={paths.session(item.id)}
                      className="text-lg font-semibold break-words text-brand-800 hover:underline"
                    >
                      {item.title}
                    </Link>
                  ) : (
                    <p className="text-lg font-semibold break-words text-stone-900">{item.title}</p>
                  )}
                  <p className="mt-1 text-sm text-stone-600">
                    {item.session
                      ? NOTIFICATION_UI_MESSAGES.followedSince(formatShortDate(item.followed_at))
                      : NOTIFICATION_UI_MESSAGES.followedSessionUnpublished}
                  </p>
                </div>
                <FollowButton sessionId={item.id} following className="mt-auto" />
              </li>
            ))}
          </ul>
          {list.hasMore ? (
            <div className="mt-6 flex justify-center">
              <button
                type="button"
                onClick={list.loadMore}
                disabled={list.loadingMore}
                className={buttonClasses('secondary')}
              >
                {list.loadingMore ? <Spinner size="sm" label="Chargement" /> : null}
                {NOTIFICATION_UI_MESSAGES.loadMore}
              </button>
            </div>
          ) : null}
        </>
      )}
    </DashboardPage>
  );
}
