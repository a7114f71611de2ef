/**
 * What the bell shows: the kinds of notification, what each one stores, its sentence and its link.
 * The API renders them (lambdas/notifications/notification-view.ts); the web app shows `text` and
 * follows `link`. Free of zod: the navigation bar's chunk imports the view's type.
 */
import { NOTIFICATION_TEXTS } from './messages/notifications';
import type { Role } from './roles';
import type { SessionStatus } from './session-status';
import type { ReviewDecision } from './deliverables';

export type NotificationContent =
  | {
      kind: 'new-document';
      session_id: string;
      session_title: string;
      document_title: string;
    }
  | {
      kind: 'session-status';
      session_id: string;
      session_title: string;
      status: SessionStatus;
      /** Documents the session has (a publication "avec N documents"). */
      documents: number;
      /** To the session's owner ("Votre session …"), else to a follower. */
      own: boolean;
    }
  | {
      kind: 'downloads';
      /** Downloads of the person's documents by others on `day` (yyyy-mm-dd, UTC). */
      count: number;
      day: string;
    }
  | { kind: 'role-changed'; role: Role }
  | {
      kind: 'announcement';
      announcement_id: string;
      /** The admin's subject (the text goes by e-mail). */
      subject: string;
    }
  | {
      /** The day before a session of one's cohort (issue 30, point 6). */
      kind: 'session-reminder';
      cohort_id: string;
      cohort_name: string;
      session_id: string;
      session_title: string;
      /** The session's day in the cohort, yyyy-mm-dd. */
      day: string;
    }
  | {
      /** A version of one's deliverable reviewed (issue 31): "Validé" or "À revoir". */
      kind: 'deliverable-reviewed';
      cohort_id: string;
      deliverable_id: string;
      deliverable_title: string;
      version: number;
      decision: ReviewDecision;
    };

export type NotificationKind = NotificationContent['kind'];

/** A notification as GET /api/notifications answers it. */
export interface NotificationView {
  id: string;
  kind: NotificationKind;
  /** The sentence, in French. */
  text: string;
  /** Where it leads, a path of the site. */
  link: string;
  created_at: string;
  read: boolean;
}

export interface NotificationPage {
  items: NotificationView[];
  next_cursor: string | null;
  /** Unread notifications, counted up to UNREAD_COUNT_CAP. */
  unread: number;
}

/** The badge counts this far ("99+" past it): one bounded Query, whatever is waiting. */
export const UNREAD_COUNT_CAP = 100;

/** The site's paths a notification leads to (the web app's router has the same: web/src/config/paths.ts). */
export const NOTIFICATION_PATHS = {
  session: (sessionId: string) => `/session/${encodeURIComponent(sessionId)}`,
  ownSession: (sessionId: string) => `/dashboard/sessions/${encodeURIComponent(sessionId)}`,
  followedSessions: '/dashboard/followed-sessions',
  dashboard: '/dashboard',
  /** The dashboard's list of one's documents (a day's downloads of them). */
  ownDocuments: '/dashboard/documents',
  notificationSettings: '/dashboard/settings?tab=notifications',
  /** The public page an e-mail's unsubscribe link opens (it says what was turned off). */
  unsubscribe: '/desabonnement',
  /** The page an invitation e-mail's link opens, to join a cohort (`?token=`). */
  invitation: '/invitation',
  /** Mon parcours: a cohort's schedule, as its participants see it. */
  parcours: '/dashboard/parcours',
} as const;

export function notificationLink(content: NotificationContent): string {
  switch (content.kind) {
    case 'new-document':
      return NOTIFICATION_PATHS.session(content.session_id);
    case 'session-status':
      if (content.own) return NOTIFICATION_PATHS.ownSession(content.session_id);
      // A session sent back to draft or review is not public: its followers find it in their list.
      return content.status === 'published'
        ? NOTIFICATION_PATHS.session(content.session_id)
        : NOTIFICATION_PATHS.followedSessions;
    case 'downloads':
      return NOTIFICATION_PATHS.ownDocuments;
    case 'role-changed':
    case 'announcement':
      return NOTIFICATION_PATHS.dashboard;
    case 'session-reminder':
    case 'deliverable-reviewed':
      return NOTIFICATION_PATHS.parcours;
  }
}

/** The day before `now`'s (UTC), yyyy-mm-dd. */
export function previousDay(now: Date): string {
  return new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10);
}

/** The day after `now`'s (UTC), yyyy-mm-dd. */
export function nextDay(now: Date): string {
  return new Date(now.getTime() + 86_400_000).toISOString().slice(0, 10);
}

/** The sentence of a notification, as of `now` (a day's downloads say "hier" the day after). */
export function notificationText(content: NotificationContent, now: Date): string {
  switch (content.kind) {
    case 'new-document':
      return NOTIFICATION_TEXTS.newDocument(content.document_title, content.session_title);
    case 'session-status':
      return NOTIFICATION_TEXTS.sessionStatus(content);
    case 'downloads':
      return NOTIFICATION_TEXTS.downloads(
        content.count,
        content.day === previousDay(now) ? null : content.day,
      );
    case 'role-changed':
      return NOTIFICATION_TEXTS.roleChanged(content.role);
    case 'announcement':
      return NOTIFICATION_TEXTS.announcement(content.subject);
    case 'session-reminder':
      return NOTIFICATION_TEXTS.sessionReminder(content, content.day === nextDay(now));
    case 'deliverable-reviewed':
      return NOTIFICATION_TEXTS.deliverableReviewed(content.deliverable_title, content.decision);
  }
}
