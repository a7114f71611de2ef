import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { MESSAGES, NOTIFICATION_MESSAGES } from '../../../../../common/messages';
import {
  NOTIFICATION_PREFERENCE_KEYS,
  NOTIFICATION_PREFERENCE_LABELS,
  type NotificationPreferences,
} from '../../../../../common/notification-preferences';
import { buttonClasses } from '../../../components/ui/button-styles';
import { CheckboxField } from '../../../components/ui/form-field';
import { BellIcon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { ErrorBanner, SuccessBanner } from '../../../components/ui/status-banner';
import { notificationPreferencesQueryOptions, useSaveNotificationPreferences } from '../api/profile';

type Notice = { kind: 'success' | 'error'; text: string } | null;

/** SPEC §2 Notifications tab: the four switches, read from and saved to the API. */
export function NotificationsTab() {
  const stored = useQuery(notificationPreferencesQueryOptions());
  const [edited, setEdited] = useState<NotificationPreferences | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const saveMutation = useSaveNotificationPreferences();
  // What the switches show: the ones being changed, else the saved ones.
  const preferences = edited ?? stored.data ?? null;
  const loadFailed = stored.data === undefined && stored.isError && !stored.isFetching;

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!preferences) return;
    setNotice(null);
    saveMutation.mutate(preferences, {
      onSuccess: () => {
        setEdited(null);
        setNotice({ kind: 'success', text: NOTIFICATION_MESSAGES.saved });
      },
      onError: (error) => {
        console.error('[settings] could not save notification preferences', error);
        setNotice({ kind: 'error', text: "Échec de l'enregistrement des préférences. Veuillez réessayer." });
      },
    });
  };

  return (
    <section
      aria-labelledby="notifications-title"
      className="max-w-xl rounded-2xl border border-stone-200 bg-white p-6 shadow-sm"
    >
      <h2 id="notifications-title" className="flex items-center gap-2 text-lg font-semibold text-stone-900">
        <BellIcon className="size-5 text-brand-700" />
        Préférences de notification
      </h2>
      <p className="mt-1 text-sm text-stone-600">Choisissez les e-mails que vous souhaitez recevoir.</p>
      {loadFailed ? (
        <div className="mt-5">
          <ErrorBanner onRetry={() => void stored.refetch()}>{MESSAGES.failedToLoadData}</ErrorBanner>
        </div>
      ) : !preferences ? (
        <div aria-hidden="true" className="mt-5 space-y-4">
          {NOTIFICATION_PREFERENCE_KEYS.map((key) => (
            <Skeleton key={key} className="h-5 w-3/4" />
          ))}
        </div>
      ) : (
        <form onSubmit={save} className="mt-5 space-y-4">
          <fieldset className="space-y-4">
            <legend className="sr-only">Recevoir un e-mail pour</legend>
            {NOTIFICATION_PREFERENCE_KEYS.map((key) => (
              <CheckboxField
                key={key}
                name={key}
                label={NOTIFICATION_PREFERENCE_LABELS[key]}
                checked={preferences[key]}
                onChange={(event) => {
                  setNotice(null);
                  setEdited({ ...preferences, [key]: event.target.checked });
                }}
              />
            ))}
          </fieldset>
          {notice?.kind === 'success' ? <SuccessBanner>{notice.text}</SuccessBanner> : null}
          {notice?.kind === 'error' ? <ErrorBanner>{notice.text}</ErrorBanner> : null}
          <div className="flex justify-end">
            <button type="submit" disabled={saveMutation.isPending} className={buttonClasses('primary')}>
              {saveMutation.isPending ? <Spinner size="sm" label="Enregistrement" /> : null}
              Enregistrer les préférences
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
