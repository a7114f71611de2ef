import { useEffect, useState, type FormEvent } from 'react';
import {
  NOTIFICATION_PREFERENCE_KEYS,
  NOTIFICATION_PREFERENCE_LABELS,
  withDefaultPreferences,
  type NotificationPreferences,
} from '../../../../../common/notification-preferences';
import { MESSAGES, NOTIFICATION_MESSAGES } from '../../../../../common/messages';
import { buttonClasses } from '../../../components/ui/button-styles';
import { CheckboxField } from '../../../components/ui/form-field';
import { BellIcon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { ErrorBanner, SuccessBanner } from '../../../components/ui/status-banner';
import { getNotificationPreferences, saveNotificationPreferences } from '../api/profile';

type Notice = { kind: 'success' | 'error'; text: string } | null;

/** SPEC §2 Notifications tab: the four switches, read from and saved to the API. */
export function NotificationsTab() {
  const [preferences, setPreferences] = useState<NotificationPreferences | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);

  useEffect(() => {
    const controller = new AbortController();
    getNotificationPreferences(controller.signal)
      .then((loaded) => setPreferences(withDefaultPreferences(loaded)))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('[settings] could not load notification preferences', error);
        setLoadFailed(true);
      });
    return () => controller.abort();
  }, [attempt]);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!preferences) return;
    setSaving(true);
    setNotice(null);
    try {
      setPreferences(withDefaultPreferences(await saveNotificationPreferences(preferences)));
      setNotice({ kind: 'success', text: NOTIFICATION_MESSAGES.saved });
    } catch (error) {
      console.error('[settings] could not save notification preferences', error);
      setNotice({ kind: 'error', text: "Échec de l'enregistrement des préférences. Veuillez réessayer." });
    } finally {
      setSaving(false);
    }
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
          <ErrorBanner
            onRetry={() => {
              setLoadFailed(false);
              setAttempt((n) => n + 1);
            }}
          >
            {MESSAGES.failedToLoadData}
          </ErrorBanner>
        </div>
      ) : !preferences ? (
        <div aria-hidden="true" className="mt-5 space-y-4">
          {NOTIFICATION_PREFERENCE_KEYS.map((key) => (
            <Skeleton key={key} className="h-5 w-3/4" />
          ))}
        </div>
      ) : (
        <form onSubmit={(event) => void save(event)} className="mt-5 space-y-4">
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
                  setPreferences({ ...preferences, [key]: event.target.checked });
                }}
              />
            ))}
          </fieldset>
          {notice?.kind === 'success' ? <SuccessBanner>{notice.text}</SuccessBanner> : null}
          {notice?.kind === 'error' ? <ErrorBanner>{notice.text}</ErrorBanner> : null}
          <div className="flex justify-end">
            <button type="submit" disabled={saving} className={buttonClasses('primary')}>
              {saving ? <Spinner size="sm" label="Enregistrement" /> : null}
              Enregistrer les préférences
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
