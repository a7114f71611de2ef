/**
 * The work the pipeline queues for `notify-jobs` (lambdas/notifications/job-handler.ts): each job is
 * one bounded step (one page of recipients, one person's digest, one owner's day of downloads), and
 * a job that has more to do queues its next page. Every step is idempotent: a job run twice writes
 * the same keys and queues e-mails with the same send keys, which the sender sends once.
 */
import type { SessionStatus } from '@common/session-status';
import type { Role } from '@common/roles';
import type { ReviewDecision } from '@common/deliverables';

/** What caused a notification: a key derived from the stream record's id, and when it happened. */
export interface EventRef {
  key: string;
  at: string;
}

export interface SessionRef {
  id: string;
  title: string;
  owner: string;
}

/** DynamoDB's LastEvaluatedKey of the page before. */
export type Cursor = Record<string, unknown>;

export type Job =
  | {
      type: 'session-status';
      event: EventRef;
      session: SessionRef;
      status: SessionStatus;
      documents: number;
      /** Who changed it (left out of the notified); null when unknown. */
      actor: string | null;
      cursor?: Cursor;
    }
  | {
      type: 'new-document';
      event: EventRef;
      session: SessionRef;
      document: { id: string; title: string };
      actor: string | null;
      cursor?: Cursor;
    }
  | { type: 'role-changed'; event: EventRef; userId: string; role: Role; actor: string | null }
  | {
      /** An admin's announcement, to those who opted in: a page of the MARKETING index per job. */
      type: 'announcement';
      event: EventRef;
      announcement: { id: string; subject: string; text: string };
      actor: string | null;
      cursor?: Cursor;
    }
  | { type: 'digest'; userId: string; frequency: DigestFrequency; cut: string }
  /** An invitation to a cohort (re)sent: its e-mail, for the `sends`-th send (an older send's job sends nothing). */
  | { type: 'cohort-invitation'; cohortId: string; email: string; sends: number }
  /**
   * A run of the reminders: one page of the cohorts under way; a reminder job per session on `day`.
   * `at`: the run's scheduled time, the reminders' time and part of their keys (a retried run, the same).
   */
  | { type: 'session-reminders'; day: string; at: string; cursor?: Cursor }
  /** One session of one cohort held on `day` (yyyy-mm-dd): its members reminded, a page per job. */
  | {
      type: 'session-reminder';
      cohortId: string;
      sessionId: string;
      day: string;
      at: string;
      cursor?: Cursor;
    }
  /** A version of a participant's deliverable reviewed: they are told, in the bell and by e-mail. */
  | {
      type: 'deliverable-reviewed';
      event: EventRef;
      userId: string;
      cohortId: string;
      deliverableId: string;
      deliverableTitle: string;
      version: number;
      decision: ReviewDecision;
      /** The reviewer (never told of their own review). */
      actor: string | null;
    }
  /** Someone joined a cohort: they follow its programme's published sessions. */
  | { type: 'cohort-joined'; cohortId: string; userId: string }
  /** Someone's parcours changed (a document opened, a session marked done or not): their cohorts' grids follow. */
  | { type: 'progress-changed'; userId: string }
  /** One page of one shard of a day's download tallies (yyyy-mm-dd, UTC): a notification per owner. */
  | { type: 'downloads-summary'; day: string; shard: number; cursor?: Cursor };

export type DigestFrequency = 'daily' | 'weekly';

/** What EventBridge Scheduler passes `notify-schedule` (infra/definitions/notifications.ts names the schedules). */
export const SCHEDULED_RUNS = [
  'daily-downloads',
  'daily-digest',
  'weekly-digest',
  'session-reminders',
] as const;
export type ScheduledRun = (typeof SCHEDULED_RUNS)[number];

/** Recipients read per fan-out job: a page of followers, or of a day's download tallies. */
export const RECIPIENTS_PER_JOB = 500;
