/**
 * A notification as the table holds it: in its person's partition (`NOTIF#{user}`, newest last), keyed
 * by when and by what caused it, with GSI3 keys while unread; kept 90 days (TTL). The only place that
 * maps notification items.
 */
import * as z from 'zod';
import { REVIEW_DECISIONS } from '@common/deliverables';
import {
  NOTIFICATION_PREFERENCE_KEYS,
  type NotificationPreferenceKey,
} from '@common/notification-preferences';
import type { NotificationContent } from '@common/notifications';
import { ROLES } from '@common/roles';
import { SESSION_STATUSES } from '@common/session-status';
import { keys } from '../lib/keys';
import { TTL_ATTRIBUTE } from '../lib/table-definition';

/** The bell keeps a notification this long; DynamoDB's TTL removes it some time after. */
export const NOTIFICATION_RETENTION_DAYS = 90;

/** How a notification is e-mailed: at once, in the next digest, or not (frequency "Jamais", no SES, the role). */
export type EmailMode = 'immediate' | 'digest' | 'none';

/** A notification about to be written for one person. */
export interface NotificationDraft {
  userId: string;
  /** What caused it, unique per person: a replay of the same event writes the same key. */
  eventKey: string;
  /** When it happened (the stream record's time): its place in the list. */
  at: string;
  content: NotificationContent;
  /** The switch it came through (null: always shown, never e-mailed). */
  category: NotificationPreferenceKey | null;
  emailMode: EmailMode;
}

export interface StoredNotification extends NotificationDraft {
  /** When the pipeline wrote it: digests take what was written since the last one. */
  writtenAt: string;
  readAt: string | null;
}

export function notificationItem(draft: NotificationDraft, writtenAt: Date): Record<string, unknown> {
  return {
    ...keys.notification(draft.userId, draft.at, draft.eventKey),
    // Unread by when it arrived: "Tout marquer comme lu" covers what was there, not what comes after.
    ...keys.unreadNotification(draft.userId, writtenAt.toISOString(), draft.eventKey),
    type: 'notification',
    user_id: draft.userId,
    event_key: draft.eventKey,
    created_at: draft.at,
    written_at: writtenAt.toISOString(),
    content: draft.content,
    category: draft.category,
    email_mode: draft.emailMode,
    [TTL_ATTRIBUTE]: Math.floor(Date.parse(draft.at) / 1000) + NOTIFICATION_RETENTION_DAYS * 86_400,
  };
}

const contentSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('new-document'),
    session_id: z.string(),
    session_title: z.string(),
    document_title: z.string(),
  }),
  z.object({
    kind: z.literal('session-status'),
    session_id: z.string(),
    session_title: z.string(),
    status: z.enum(SESSION_STATUSES),
    documents: z.number(),
    own: z.boolean(),
  }),
  z.object({ kind: z.literal('downloads'), count: z.number(), day: z.string() }),
  z.object({ kind: z.literal('role-changed'), role: z.enum(ROLES) }),
  z.object({ kind: z.literal('announcement'), announcement_id: z.string(), subject: z.string() }),
  z.object({
    kind: z.literal('session-reminder'),
    cohort_id: z.string(),
    cohort_name: z.string(),
    session_id: z.string(),
    session_title: z.string(),
    day: z.string(),
  }),
  z.object({
    kind: z.literal('deliverable-reviewed'),
    cohort_id: z.string(),
    deliverable_id: z.string(),
    deliverable_title: z.string(),
    version: z.number(),
    decision: z.enum(REVIEW_DECISIONS),
  }),
]);

const itemSchema = z.object({
  user_id: z.string(),
  event_key: z.string(),
  created_at: z.string(),
  written_at: z.string(),
  content: contentSchema,
  category: z.enum(NOTIFICATION_PREFERENCE_KEYS).nullable().catch(null),
  email_mode: z.enum(['immediate', 'digest', 'none']).catch('none'),
  read_at: z.string().nullable().optional(),
});

export function toNotification(item: Record<string, unknown>): StoredNotification {
  const parsed = itemSchema.parse(item);
  return {
    userId: parsed.user_id,
    eventKey: parsed.event_key,
    at: parsed.created_at,
    content: parsed.content,
    category: parsed.category,
    emailMode: parsed.email_mode,
    writtenAt: parsed.written_at,
    readAt: parsed.read_at ?? null,
  };
}

/** The id the API gives a notification: where it sorts in its person's list, base64url. */
export function notificationId(notification: Pick<NotificationDraft, 'at' | 'eventKey'>): string {
  return Buffer.from(`${notification.at}#${notification.eventKey}`, 'utf8').toString('base64url');
}

/** The time and event key an id names, or null when it names none. */
export function parseNotificationId(id: string): { at: string; eventKey: string } | null {
  const text = Buffer.from(id, 'base64url').toString('utf8');
  const match = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)#([\w:.-]{1,200})$/.exec(text);
  return match?.[1] && match[2] ? { at: match[1], eventKey: match[2] } : null;
}
