/**
 * The four notification switches of the settings page (SPEC §2 "Notifications"), with the spec's
 * defaults. Free of zod so the web app can show them without the validation library.
 */
export const NOTIFICATION_PREFERENCE_KEYS = [
  'new_documents',
  'session_status_changes',
  'document_downloads',
  'marketing_emails',
] as const;

export type NotificationPreferenceKey = (typeof NOTIFICATION_PREFERENCE_KEYS)[number];
export type NotificationPreferences = Record<NotificationPreferenceKey, boolean>;

export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  new_documents: true,
  session_status_changes: true,
  document_downloads: false,
  marketing_emails: false,
};

export const NOTIFICATION_PREFERENCE_LABELS: Record<NotificationPreferenceKey, string> = {
  new_documents: 'Nouveaux documents dans les sessions suivies',
  session_status_changes: 'Changements de statut des sessions',
  document_downloads: 'Téléchargements de mes documents',
  marketing_emails: 'E-mails marketing',
};

/** Stored preferences over the defaults: a missing or malformed switch keeps its default. */
export function withDefaultPreferences(stored: unknown): NotificationPreferences {
  const out = { ...DEFAULT_NOTIFICATION_PREFERENCES };
  if (typeof stored !== 'object' || stored === null) return out;
  for (const key of NOTIFICATION_PREFERENCE_KEYS) {
    const value = (stored as Record<string, unknown>)[key];
    if (typeof value === 'boolean') out[key] = value;
  }
  return out;
}
