import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { MESSAGES, NOTIFICATION_MESSAGES } from '@common/messages';
import { NOTIFICATION_SETTINGS_TEXTS } from '@common/messages/notifications';
import {
  EMAIL_FREQUENCIES,
  EMAIL_FREQUENCY_LABELS,
  NOTIFICATION_PREFERENCE_KEYS,
  NOTIFICATION_PREFERENCE_LABELS,
  type NotificationSettings,
} from '@common/notification-preferences';
import { buttonClasses } from '@/components/ui/button-styles';
import { CheckboxField } from '@/components/ui/form-field';
import { BellIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { ErrorBanner, SuccessBanner } from '@/components/ui/status-banner';
import {
  notificationPreferencesQueryOptions,
  useSaveNotificationPreferences,
} from '@/features/settings/api/profile';

type Notice = { kind: 'success' | 'error'; text: string } | null;

/**
 * SPEC §2 Notifications tab: the four switches (what notifies, in the bell and by e-mail) and how
 * often notifications are e-mailed, read from and saved to the API.
 */
export function NotificationsTab() {
  const stored = useQuery(notificationPreferencesQueryOptions());
  const [edited, setEdited] = useState<NotificationSettings | null>(null);
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
      <p className="mt-1 text-sm text-stone-600">{NOTIFICATION_SETTINGS_TEXTS.intro}</p>
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
            <legend className="sr-only">{NOTIFICATION_SETTINGS_TEXTS.switchesLegend}</legend>
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
          <div className="border-t border-stone-200 pt-4">
            <fieldset className="space-y-2">
              <legend className="text-sm font-semibold text-stone-900">
                {NOTIFICATION_SETTINGS_TEXTS.frequencyLegend}
              </legend>
              <p className="text-sm text-stone-600">{NOTIFICATION_SETTINGS_TEXTS.frequencyHelp}</p>
              <div className="grid gap-1 sm:grid-cols-2">
                {EMAIL_FREQUENCIES.map((frequency) => (
                  <label
                    key={frequency}
                    className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 text-sm text-stone-800 hover:bg-stone-50"
                  >
                    <input
                      type="radio"
                      name="email_frequency"
                      value={frequency}
                      checked={preferences.email_frequency === frequency}
                      onChange={() => {
                        setNotice(null);
                        setEdited({ ...preferences, email_frequency: frequency });
                      }}
                      className="size-5 accent-brand-700"
                    />
                    {EMAIL_FREQUENCY_LABELS[frequency]}
                  </label>
                ))}
              </div>
            </fieldset>
          </div>
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
