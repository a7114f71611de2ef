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

/**
 * How often a person's notifications are e-mailed (Paramètres → Notifications). The bell shows them
 * whatever the choice (announcements too); "Jamais" stops every e-mail but the account's own (codes).
 */
export const EMAIL_FREQUENCIES = ['immediate', 'daily', 'weekly', 'never'] as const;
export type EmailFrequency = (typeof EMAIL_FREQUENCIES)[number];
export const DEFAULT_EMAIL_FREQUENCY: EmailFrequency = 'daily';

export const EMAIL_FREQUENCY_LABELS: Record<EmailFrequency, string> = {
  immediate: 'Immédiatement',
  daily: 'Une fois par jour',
  weekly: 'Une fois par semaine',
  never: 'Jamais',
};

export function isEmailFrequency(value: unknown): value is EmailFrequency {
  return typeof value === 'string' && (EMAIL_FREQUENCIES as readonly string[]).includes(value);
}

/** The stored frequency, or the default for a person who never chose one. */
export function emailFrequencyOf(stored: unknown): EmailFrequency {
  return isEmailFrequency(stored) ? stored : DEFAULT_EMAIL_FREQUENCY;
}

/** GET/PUT /api/me/notification-preferences: the four switches and the e-mails' frequency. */
export interface NotificationSettings extends NotificationPreferences {
  email_frequency: EmailFrequency;
}

export function withDefaultSettings(stored: unknown, frequency: unknown): NotificationSettings {
  return { ...withDefaultPreferences(stored), email_frequency: emailFrequencyOf(frequency) };
}

/**
 * The switches that notify in the app and by e-mail; `marketing_emails` is an e-mail category only
 * (announcements), sent to those who opted in.
 */
export const NOTIFYING_PREFERENCES = [
  'new_documents',
  'session_status_changes',
  'document_downloads',
] as const;
export type NotifyingPreference = (typeof NOTIFYING_PREFERENCES)[number];

/**
 * Whether a person receives announcements: opted in. They reach the bell whatever the frequency, and
 * the mailbox as the frequency says ("Jamais": none).
 */
export function receivesAnnouncements(settings: Pick<NotificationSettings, 'marketing_emails'>): boolean {
  return settings.marketing_emails;
}
