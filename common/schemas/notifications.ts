import * as z from 'zod';
import { LIMITS } from '../limits';
import { VALIDATION_MESSAGES } from '../messages';
import { NOTIFICATION_UI_MESSAGES } from '../messages/notifications';
import { fieldSubject } from '../messages/fields';
import { uuidSchema } from './ids';
import { pageQuerySchema } from './paging';

/** GET /api/notifications: the bell's panel, newest first. */
export const notificationsQuerySchema = pageQuerySchema(LIMITS.notificationsPageSize);

/** GET /api/me/followed-sessions: "Sessions suivies", newest follow first. */
export const followedSessionsQuerySchema = pageQuerySchema(LIMITS.followedSessionsPageSize);

/** GET /api/me/follows?sessions=a,b,c: which of a page's sessions the caller follows (at most 50). */
export const followLookupQuerySchema = z.strictObject({
  sessions: z
    .string({ error: VALIDATION_MESSAGES.invalidId })
    .max(50 * 37, { error: VALIDATION_MESSAGES.tooManySessions })
    .transform((value) => [...new Set(value.split(',').filter(Boolean))])
    .pipe(
      z
        .array(uuidSchema)
        .min(1, { error: VALIDATION_MESSAGES.invalidId })
        .max(50, { error: VALIDATION_MESSAGES.tooManySessions }),
    ),
});

/** A notification's id as the API gives it: its sort key, base64url. */
export const notificationPathSchema = z.object({
  notificationId: z
    .string()
    .regex(/^[\w-]{8,400}$/, { error: NOTIFICATION_UI_MESSAGES.invalidNotificationId }),
});

/** POST /api/unsubscribe?token=…: the signed link of an e-mail (RFC 8058 sends its POST to it as is). */
export const unsubscribeQuerySchema = z.strictObject({
  token: z
    .string({ error: VALIDATION_MESSAGES.invalidUnsubscribeLink })
    .regex(/^[\w-]+\.[\w-]+$/, { error: VALIDATION_MESSAGES.invalidUnsubscribeLink })
    .max(1024, { error: VALIDATION_MESSAGES.invalidUnsubscribeLink }),
});

/** POST /api/admin/announcements: what the admin wrote, and an id of theirs so that a double click sends once. */
export const announcementSchema = z.strictObject({
  request_id: uuidSchema,
  subject: z
    .string({ error: VALIDATION_MESSAGES.announcementSubjectRequired })
    .trim()
    .min(1, { error: VALIDATION_MESSAGES.announcementSubjectRequired })
    .max(LIMITS.announcementSubjectMaxLength, {
      error: VALIDATION_MESSAGES.tooLong(fieldSubject('subject'), LIMITS.announcementSubjectMaxLength),
    }),
  text: z
    .string({ error: VALIDATION_MESSAGES.announcementTextRequired })
    .trim()
    .min(1, { error: VALIDATION_MESSAGES.announcementTextRequired })
    .max(LIMITS.announcementTextMaxLength, {
      error: VALIDATION_MESSAGES.tooLong(fieldSubject('text'), LIMITS.announcementTextMaxLength),
    }),
});

export type AnnouncementInput = z.output<typeof announcementSchema>;

/** GET /api/admin/announcements: what was sent, newest first. */
export const announcementsQuerySchema = pageQuerySchema(20);
