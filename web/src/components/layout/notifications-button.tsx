import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { NOTIFICATION_UI_MESSAGES } from '@common/messages/notifications';
import { UNREAD_COUNT_CAP } from '@common/notifications';
import { formatDateTime } from '@/lib/format';
import { notificationsQuery, unreadNotificationsQuery, useMarkNotificationsRead } from '@/api/notifications';
import { useDismiss } from '@/hooks/use-dismiss';
import { useAuth } from '@/lib/auth/use-auth';
import { buttonClasses } from '@/components/ui/button-styles';
import { BellIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';

/**
 * The bell: the real unread count (asked again every minute and when the tab comes back), and a
 * panel of notifications newest first, a page at a time. Opening one marks it read and follows its
 * link; "Tout marquer comme lu" marks them all.
 */
export function NotificationsButton() {
  const { pathname } = useLocation();
  const { status } = useAuth();
  const signedIn = status === 'authenticated';
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === pathname;
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const badge = useQuery(unreadNotificationsQuery(signedIn));
  const list = useInfiniteQuery(notificationsQuery(signedIn && open));
  const { markRead, markAllRead, markingAll, markAllFailed } = useMarkNotificationsRead();
  useDismiss(open, [buttonRef, panelRef], () => setOpenAt(null), buttonRef);

  // The panel's answer is the freshest count while it is open.
  const unread = (open ? list.data?.pages[0]?.unread : undefined) ?? badge.data?.unread ?? 0;
  const shown = unread >= UNREAD_COUNT_CAP ? `${UNREAD_COUNT_CAP - 1}+` : String(unread);
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <div className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-label={NOTIFICATION_UI_MESSAGES.unread(unread)}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpenAt(open ? null : pathname)}
        className="relative flex size-11 items-center justify-center rounded-full text-stone-600 hover:bg-stone-100 hover:text-stone-900"
      >
        <BellIcon className="size-6" />
        <span
          aria-hidden="true"
          data-testid="notifications-badge"
          className={`absolute top-0 right-0 flex min-w-5 items-center justify-center rounded-full px-1 text-[11px] leading-5 font-semibold ${
            unread > 0 ? 'bg-red-700 text-white' : 'bg-stone-200 text-stone-700'
          }`}
        >
          {shown}
        </span>
      </button>
      {open ? (
        <div
          ref={panelRef}
          id={panelId}
          role="region"
          aria-label={NOTIFICATION_UI_MESSAGES.panelTitle}
          // Phones: across the screen under the bar (the bell sits left of the user menu, so a panel
          // hung from its right edge ran off the left of a 360 px screen); wider: hung from the bell.
          className="fixed inset-x-4 top-16 z-50 flex max-h-[calc(100dvh-5rem)] flex-col rounded-xl border border-stone-200 bg-white shadow-xl sm:absolute sm:inset-x-auto sm:top-auto sm:right-0 sm:mt-2 sm:w-96"
        >
          <div className="flex items-center justify-between gap-2 border-b border-stone-200 px-4 py-2">
            <p className="font-semibold text-stone-900">{NOTIFICATION_UI_MESSAGES.panelTitle}</p>
            {unread > 0 ? (
              <button
                type="button"
                onClick={() => markAllRead()}
                disabled={markingAll}
                className={buttonClasses('ghost', 'sm', 'text-brand-700')}
              >
                {markingAll ? <Spinner size="sm" label="Enregistrement" /> : null}
                {NOTIFICATION_UI_MESSAGES.markAllRead}
              </button>
            ) : null}
          </div>
          {markAllFailed ? (
            <p role="alert" className="px-4 pt-2 text-sm text-red-700">
              {NOTIFICATION_UI_MESSAGES.loadFailed}
            </p>
          ) : null}
          <div className="overflow-y-auto">
            {list.isPending ? (
              <p role="status" className="flex items-center gap-2 px-4 py-4 text-sm text-stone-600">
                <Spinner size="sm" label="Chargement des notifications" />
              </p>
            ) : list.isError && !items.length ? (
              <div className="px-4 py-4">
                <p role="alert" className="text-sm text-red-700">
                  {NOTIFICATION_UI_MESSAGES.loadFailed}
                </p>
                <button
                  type="button"
                  onClick={() => void list.refetch()}
                  className={buttonClasses('secondary', 'sm', 'mt-2')}
                >
                  Réessayer
                </button>
              </div>
            ) : items.length === 0 ? (
              <p className="px-4 py-4 text-sm text-stone-600">{NOTIFICATION_UI_MESSAGES.empty}</p>
            ) : (
              <ul className="divide-y divide-stone-100">
                {items.map((item) => (
                  <li key={item.id}>
                    <Link
                      to={item.link}
                      onClick={() => {
                        if (!item.read) markRead(item.id);
                        setOpenAt(null);
                      }}
                      className={`flex min-h-11 gap-3 px-4 py-3 text-sm hover:bg-stone-50 ${item.read ? 'text-stone-600' : 'text-stone-900'}`}
                    >
                      <span
                        aria-hidden="true"
                        className={`mt-1.5 size-2 shrink-0 rounded-full ${item.read ? 'bg-transparent' : 'bg-brand-700'}`}
                      />
                      <span className="min-w-0 flex-1">
                        <span className={`block break-words ${item.read ? '' : 'font-semibold'}`}>
                          {item.read ? null : <span className="sr-only">Non lue : </span>}
                          {item.text}
                        </span>
                        <time dateTime={item.created_at} className="mt-0.5 block text-xs text-stone-500">
                          {formatDateTime(item.created_at)}
                        </time>
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
            {list.hasNextPage ? (
              <div className="border-t border-stone-100 px-4 py-2">
                <button
                  type="button"
                  onClick={() => void list.fetchNextPage()}
                  disabled={list.isFetchingNextPage}
                  className={buttonClasses('secondary', 'sm', 'w-full')}
                >
                  {list.isFetchingNextPage ? <Spinner size="sm" label="Chargement" /> : null}
                  {NOTIFICATION_UI_MESSAGES.loadMore}
                </button>
              </div>
            ) : null}
          </div>
        </div>
      ) : null}
    </div>
  );
}
