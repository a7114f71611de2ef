/** Who a notification or an e-mail goes to: a person's address and choices, read from their record. */
import {
  emailFrequencyOf,
  withDefaultPreferences,
  type EmailFrequency,
  type NotificationPreferences,
} from '@common/notification-preferences';
import { batchGetInOrder } from '../lib/batch';
import { keys } from '../lib/keys';

export interface Recipient {
  id: string;
  email: string;
  preferences: NotificationPreferences;
  frequency: EmailFrequency;
}

const ATTRIBUTES = ['id', 'email', 'notification_preferences', 'email_frequency'] as const;

export function toRecipient(item: Record<string, unknown>): Recipient {
  return {
    id: String(item.id),
    email: String(item.email),
    preferences: withDefaultPreferences(item.notification_preferences),
    frequency: emailFrequencyOf(item.email_frequency),
  };
}

/** The records of these people (BatchGet, a hundred at a time), skipping any that no longer exists. */
export async function loadRecipients(userIds: readonly string[]): Promise<Recipient[]> {
  const unique = [...new Set(userIds)];
  const items = await batchGetInOrder(
    unique.map((id) => keys.user(id)),
    { attributes: ATTRIBUTES },
  );
  return items.flatMap((item) => (item && typeof item.email === 'string' ? [toRecipient(item)] : []));
}
