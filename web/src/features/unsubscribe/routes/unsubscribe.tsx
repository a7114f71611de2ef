import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { NOTIFICATION_UI_MESSAGES } from '@common/messages/notifications';
import {
  NOTIFICATION_PREFERENCE_LABELS,
  type NotificationPreferenceKey,
} from '@common/notification-preferences';
import { Head } from '@/components/seo/head';
import { buttonClasses } from '@/components/ui/button-styles';
import { Spinner } from '@/components/ui/spinner';
import { ErrorBanner, SuccessBanner } from '@/components/ui/status-banner';
import { paths } from '@/config/paths';
import { api, isApiError } from '@/lib/api-client';

/**
 * /desabonnement?token=… — the visible link of every e-mail: one click turns off what the link names
 * (a switch, or every notification e-mail), without signing in, and the page says what it did. The
 * API checks the link's signature and date (POST /api/unsubscribe, the same the mail client's
 * one-click POST reaches).
 */
export function UnsubscribeRoute() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const unsubscribe = useMutation({
    mutationFn: () =>
      api<{ turned_off: NotificationPreferenceKey | 'all' }>('/unsubscribe', {
        method: 'POST',
        auth: 'none',
        query: { token },
      }),
  });
  const { mutate } = unsubscribe;
  useEffect(() => {
    if (token) mutate();
  }, [token, mutate]);

  const done = unsubscribe.data?.turned_off;
  const failure = !token
    ? NOTIFICATION_UI_MESSAGES.unsubscribeInvalid
    : unsubscribe.isError
      ? isApiError(unsubscribe.error) && unsubscribe.error.status > 0 && unsubscribe.error.status < 500
        ? unsubscribe.error.message
        : NOTIFICATION_UI_MESSAGES.unsubscribeFailed
      : null;

  return (
    <main className="flex flex-1 items-start justify-center bg-stone-50 px-4 py-10">
      <Head title={NOTIFICATION_UI_MESSAGES.unsubscribeTitle} />
      <section className="w-full max-w-lg rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
        <h1 className="text-xl font-semibold text-stone-900">{NOTIFICATION_UI_MESSAGES.unsubscribeTitle}</h1>
        <div className="mt-4" aria-live="polite">
          {done ? (
            <SuccessBanner>
              {NOTIFICATION_UI_MESSAGES.unsubscribeDone(
                done === 'all' ? null : NOTIFICATION_PREFERENCE_LABELS[done],
              )}
            </SuccessBanner>
          ) : failure ? (
            <ErrorBanner {...(unsubscribe.isError && token ? { onRetry: () => mutate() } : {})}>
              {failure}
            </ErrorBanner>
          ) : (
            <p role="status" className="flex items-center gap-2 text-sm text-stone-600">
              <Spinner size="sm" label={NOTIFICATION_UI_MESSAGES.unsubscribeWorking} />
              {NOTIFICATION_UI_MESSAGES.unsubscribeWorking}
            </p>
          )}
        </div>
        <Link
          to={`${paths.dashboard.settings}?tab=notifications`}
          className={buttonClasses('secondary', 'md', 'mt-6')}
        >
          {NOTIFICATION_UI_MESSAGES.unsubscribeSettingsLink}
        </Link>
      </section>
    </main>
  );
}
