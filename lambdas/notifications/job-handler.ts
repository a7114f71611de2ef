/**
 * `notify-jobs`: the jobs queue, in batches, each job one bounded step (jobs.ts). A fan-out job
 * reads one page of followers (Query, never Scan), keeps those whose switch is on and who did not
 * act themselves, writes their notifications (each once: conditional puts keyed by the event) and
 * queues their immediate e-mails or marks them for their digest; then it queues its next page. A
 * job that fails is reported alone; SQS delivers it again, and everything it does is idempotent.
 */
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import type { NotificationPreferenceKey } from '@common/notification-preferences';
import type { NotificationContent } from '@common/notifications';
import { logger } from '../lib/observability';
import { marketingRecipientsPage } from '../announcements/announcement-reads';
import { followersPage } from '../follows/follow-reads';
import { downloadTalliesPage } from './download-tallies';
import { finishDigest, lastDigestCut, markDigestPending, notificationsForDigest } from './digests';
import { cohortsUnderWayPage, findCohort, memberIdsPage } from '../cohorts/cohort-reads';
import { findInvitation } from '../cohorts/invitation-reads';
import { syncProgress } from '../cohorts/progress-writes';
import { followSession } from '../follows/follow-writes';
import { findSessions } from '../sessions/session-reads';
import { invitationUrl, signInvitationLink } from '../cohorts/invitation-links';
import {
  announcementEmailMessage,
  digestEmailMessage,
  invitationEmailMessage,
  notificationEmailMessage,
} from './emails';
import { RECIPIENTS_PER_JOB, type DigestFrequency, type Job } from './jobs';
import type { EmailMode, NotificationDraft } from './notification-item';
import { writeNotifications } from './notification-writes';
import { enqueueEmails, enqueueJobs } from './queues';
import { loadRecipients, type Recipient } from './recipients';
import { pipelineEnv } from './settings';

function emailModeOf(recipient: Recipient, category: NotificationPreferenceKey | null): EmailMode {
  if (!category || !pipelineEnv.emailEnabled()) return 'none';
  switch (recipient.frequency) {
    case 'immediate':
      return 'immediate';
    case 'daily':
    case 'weekly':
      return 'digest';
    case 'never':
      return 'none';
  }
}

/** The switch a recipient's notification comes through, or null when theirs are off. */
function categoryFor(
  job: Extract<Job, { type: 'session-status' | 'new-document' }>,
  recipient: Recipient,
): NotificationPreferenceKey | null {
  const on = recipient.preferences;
  if (job.type === 'new-document') return on.new_documents ? 'new_documents' : null;
  if (on.session_status_changes) return 'session_status_changes';
  // A draft published with documents brings its followers new material.
  if (
    job.status === 'published' &&
    job.documents > 0 &&
    recipient.id !== job.session.owner &&
    on.new_documents
  ) {
    return 'new_documents';
  }
  return null;
}

function contentFor(
  job: Extract<Job, { type: 'session-status' | 'new-document' }>,
  recipient: Recipient,
): NotificationContent {
  if (job.type === 'new-document') {
    return {
      kind: 'new-document',
      session_id: job.session.id,
      session_title: job.session.title,
      document_title: job.document.title,
    };
  }
  return {
    kind: 'session-status',
    session_id: job.session.id,
    session_title: job.session.title,
    status: job.status,
    documents: job.documents,
    own: recipient.id === job.session.owner,
  };
}

/** Writes the bell's items and queues what goes out by e-mail at once or in the next digest. */
async function deliver(
  drafts: readonly NotificationDraft[],
  recipients: ReadonlyMap<string, Recipient>,
  now: Date,
  announcement?: Extract<Job, { type: 'announcement' }>['announcement'],
) {
  if (!drafts.length) return;
  await writeNotifications(drafts, now);
  const immediate = drafts.flatMap((draft) => {
    const recipient = recipients.get(draft.userId);
    if (draft.emailMode !== 'immediate' || !recipient) return [];
    // An announcement goes whole (the admin's text); a notification as its sentence.
    if (announcement && draft.content.kind === 'announcement') {
      return [announcementEmailMessage(recipient, announcement, now)];
    }
    const category = draft.category;
    return category && category !== 'marketing_emails'
      ? [notificationEmailMessage(recipient, { ...draft, category }, now)]
      : [];
  });
  // Queued even when the notification existed already (a job delivered again after a failure
  // between the two): the e-mail's key makes the sender send it once.
  await enqueueEmails(immediate);
  await markDigestPending(
    drafts.flatMap((draft) => {
      const frequency = recipients.get(draft.userId)?.frequency;
      return draft.emailMode === 'digest' && (frequency === 'daily' || frequency === 'weekly')
        ? [{ userId: draft.userId, frequency }]
        : [];
    }),
    now,
  );
}

async function fanOut(
  job: Extract<Job, { type: 'session-status' | 'new-document' }>,
  now: Date,
): Promise<void> {
  const page = await followersPage(job.session.id, { limit: RECIPIENTS_PER_JOB, startKey: job.cursor });
  // The owner is told of their own session's status (the first page only), follower or not.
  const ids = new Set(page.userIds);
  if (job.type === 'session-status' && !job.cursor && job.session.owner) ids.add(job.session.owner);
  if (job.actor) ids.delete(job.actor);
  const recipients = await loadRecipients([...ids]);
  const byId = new Map(recipients.map((r) => [r.id, r] as const));
  const drafts: NotificationDraft[] = recipients.flatMap((recipient) => {
    const category = categoryFor(job, recipient);
    if (!category) return [];
    return [
      {
        userId: recipient.id,
        eventKey: job.event.key,
        at: job.event.at,
        content: contentFor(job, recipient),
        category,
        emailMode: emailModeOf(recipient, category),
      },
    ];
  });
  await deliver(drafts, byId, now);
  if (page.lastKey) await enqueueJobs([{ ...job, cursor: page.lastKey }]);
}

/**
 * An announcement: one page of the opted-in index (Query), their records (BatchGet), a bell item each
 * (conditional puts keyed by the event), their e-mails as their frequency says; then the next page.
 */
async function announce(job: Extract<Job, { type: 'announcement' }>, now: Date): Promise<void> {
  const page = await marketingRecipientsPage({ limit: RECIPIENTS_PER_JOB, startKey: job.cursor });
  const ids = page.userIds.filter((id) => id !== job.actor);
  const recipients = await loadRecipients(ids);
  const drafts: NotificationDraft[] = recipients.flatMap((recipient) =>
    // The record is read after the index: a switch turned off meanwhile is respected.
    recipient.preferences.marketing_emails
      ? [
          {
            userId: recipient.id,
            eventKey: job.event.key,
            at: job.event.at,
            content: {
              kind: 'announcement',
              announcement_id: job.announcement.id,
              subject: job.announcement.subject,
            },
            category: 'marketing_emails',
            emailMode: emailModeOf(recipient, 'marketing_emails'),
          } satisfies NotificationDraft,
        ]
      : [],
  );
  await deliver(drafts, new Map(recipients.map((r) => [r.id, r] as const)), now, job.announcement);
  if (page.lastKey) await enqueueJobs([{ ...job, cursor: page.lastKey }]);
}

/**
 * One page of a day's download tallies: a notification to each owner whose switch is on, keyed by
 * the day, so that a run (or a job) done twice writes it once. Placed at the day's last moment.
 */
async function downloadsSummary(job: Extract<Job, { type: 'downloads-summary' }>, now: Date): Promise<void> {
  const page = await downloadTalliesPage(job.day, job.shard, {
    limit: RECIPIENTS_PER_JOB,
    startKey: job.cursor,
  });
  const counts = new Map(page.tallies.map((t) => [t.ownerId, t.downloads] as const));
  const recipients = await loadRecipients([...counts.keys()]);
  const drafts: NotificationDraft[] = recipients.flatMap((recipient) => {
    const count = counts.get(recipient.id);
    if (!count || !recipient.preferences.document_downloads) return [];
    return [
      {
        userId: recipient.id,
        eventKey: `downloads:${job.day}`,
        at: `${job.day}T23:59:59.999Z`,
        content: { kind: 'downloads', count, day: job.day },
        category: 'document_downloads',
        emailMode: emailModeOf(recipient, 'document_downloads'),
      },
    ];
  });
  await deliver(drafts, new Map(recipients.map((r) => [r.id, r] as const)), now);
  if (page.lastKey) await enqueueJobs([{ ...job, cursor: page.lastKey }]);
}

async function digest(userId: string, frequency: DigestFrequency, cut: string, now: Date): Promise<void> {
  const [recipient] = await loadRecipients([userId]);
  const since = await lastDigestCut(userId);
  if (since !== null && since >= cut) return; // this cut is done
  // Someone who now wants every e-mail at once, or none, gets no digest; what waited stays in the bell.
  if (recipient && recipient.frequency === frequency) {
    const waiting = await notificationsForDigest(userId, since, cut);
    // Nothing is sent when there is nothing.
    if (waiting.length) await enqueueEmails([digestEmailMessage(recipient, waiting, frequency, cut, now)]);
  }
  await finishDigest(userId, frequency, cut);
}

/** An invitation's e-mail, when this send is still its last and it is neither accepted nor revoked. */
async function inviteByEmail(job: Extract<Job, { type: 'cohort-invitation' }>): Promise<void> {
  if (!pipelineEnv.emailEnabled()) return;
  const invitation = await findInvitation(job.cohortId, job.email);
  if (!invitation || invitation.accepted_at || invitation.sends !== job.sends) return;
  const token = signInvitationLink(pipelineEnv.linkSecret(), {
    cohortId: job.cohortId,
    email: invitation.email,
    nonce: invitation.nonce,
  });
  await enqueueEmails([
    invitationEmailMessage({
      cohortId: job.cohortId,
      email: invitation.email,
      fullName: invitation.full_name,
      inviterName: invitation.inviter_name,
      cohortName: invitation.cohort_name,
      organisation: invitation.organisation,
      expiresAt: invitation.expires_at,
      sends: invitation.sends,
      nonce: invitation.nonce,
      url: invitationUrl(pipelineEnv.siteUrl(), token),
    }),
  ]);
}

/** Cohorts read per page of the reminders' run. */
const COHORTS_PER_JOB = 100;

/**
 * The reminders' run: a page of the cohorts under way on `day`, a reminder job for each session of
 * their programmes held that day; then the next page.
 */
async function remindSessions(job: Extract<Job, { type: 'session-reminders' }>): Promise<void> {
  const page = await cohortsUnderWayPage(job.day, { limit: COHORTS_PER_JOB, startKey: job.cursor });
  const jobs: Job[] = page.items.flatMap((cohort) =>
    cohort.programme
      .filter((entry) => entry.planned_on === job.day)
      .map((entry) => ({
        type: 'session-reminder' as const,
        cohortId: cohort.id,
        sessionId: entry.session_id,
        day: job.day,
        at: job.at,
      })),
  );
  if (page.lastKey) jobs.push({ ...job, cursor: page.lastKey });
  await enqueueJobs(jobs);
}

/**
 * One session of one cohort, the day before: a page of its members, each told in the bell and, as
 * their frequency says, by e-mail — under "Changements de statut des sessions suivies"
 * (`session_status_changes`). Keyed by cohort, session and day, so a run or a job done twice tells
 * each person once; a date moved or a session taken out meanwhile reminds nobody.
 */
async function remindSession(job: Extract<Job, { type: 'session-reminder' }>, now: Date): Promise<void> {
  const cohort = await findCohort(job.cohortId);
  const entry = cohort?.programme.find((e) => e.session_id === job.sessionId);
  if (!cohort || cohort.archived || entry?.planned_on !== job.day) return;
  const [session] = await findSessions([job.sessionId]);
  if (!session || session.status !== 'published' || session.deleting) return;
  const page = await memberIdsPage(cohort.id, { limit: RECIPIENTS_PER_JOB, startKey: job.cursor });
  const recipients = await loadRecipients(page.items);
  const drafts: NotificationDraft[] = recipients.flatMap((recipient) =>
    recipient.preferences.session_status_changes
      ? [
          {
            userId: recipient.id,
            eventKey: `reminder:${cohort.id}:${session.id}:${job.day}`,
            at: job.at,
            content: {
              kind: 'session-reminder',
              cohort_id: cohort.id,
              cohort_name: cohort.name,
              session_id: session.id,
              session_title: session.title,
              day: job.day,
            },
            category: 'session_status_changes',
            emailMode: emailModeOf(recipient, 'session_status_changes'),
          } satisfies NotificationDraft,
        ]
      : [],
  );
  await deliver(drafts, new Map(recipients.map((r) => [r.id, r] as const)), now);
  if (page.lastKey) await enqueueJobs([{ ...job, cursor: page.lastKey }]);
}

/**
 * Joining a cohort follows its programme's published sessions (a new document, a session back in
 * review: the member is told). Each follow is put IF absent, so a job run twice follows once.
 */
async function followCohortSessions(job: Extract<Job, { type: 'cohort-joined' }>, now: Date): Promise<void> {
  const cohort = await findCohort(job.cohortId);
  if (!cohort) return;
  const sessions = await findSessions(cohort.programme.map((entry) => entry.session_id));
  for (const session of sessions) {
    if (session.status !== 'published' || session.deleting) continue;
    await followSession(session.id, job.userId, now.toISOString());
  }
}

/**
 * A version of a participant's deliverable reviewed: they are told in the bell, always, and by e-mail
 * as their frequency says when "Changements de statut des sessions suivies" (`session_status_changes`,
 * the closest switch: their programme's sessions) is on. Keyed by the stream record: told once.
 */
async function tellReviewed(job: Extract<Job, { type: 'deliverable-reviewed' }>, now: Date): Promise<void> {
  if (job.actor === job.userId) return;
  const recipients = await loadRecipients([job.userId]);
  const drafts: NotificationDraft[] = recipients.map((recipient) => {
    const category = recipient.preferences.session_status_changes ? 'session_status_changes' : null;
    return {
      userId: recipient.id,
      eventKey: job.event.key,
      at: job.event.at,
      content: {
        kind: 'deliverable-reviewed',
        cohort_id: job.cohortId,
        deliverable_id: job.deliverableId,
        deliverable_title: job.deliverableTitle,
        version: job.version,
        decision: job.decision,
      },
      category,
      emailMode: emailModeOf(recipient, category),
    };
  });
  await deliver(drafts, new Map(recipients.map((r) => [r.id, r] as const)), now);
}

export async function runJob(job: Job, now = new Date()): Promise<void> {
  switch (job.type) {
    case 'new-document':
    case 'session-status':
      return fanOut(job, now);
    case 'role-changed': {
      const recipients = await loadRecipients([job.userId]);
      const drafts: NotificationDraft[] = recipients.map((recipient) => ({
        userId: recipient.id,
        eventKey: job.event.key,
        at: job.event.at,
        content: { kind: 'role-changed', role: job.role },
        // No switch covers it: always in the bell, never e-mailed.
        category: null,
        emailMode: 'none',
      }));
      return deliver(drafts, new Map(recipients.map((r) => [r.id, r] as const)), now);
    }
    case 'digest':
      return digest(job.userId, job.frequency, job.cut, now);
    case 'announcement':
      return announce(job, now);
    case 'downloads-summary':
      return downloadsSummary(job, now);
    case 'cohort-invitation':
      return inviteByEmail(job);
    case 'cohort-joined':
      await followCohortSessions(job, now);
      // What they did before joining shows in the cohort's grid at once.
      await syncProgress(job.userId, [job.cohortId]);
      return;
    case 'progress-changed':
      await syncProgress(job.userId);
      return;
    case 'session-reminders':
      return remindSessions(job);
    case 'session-reminder':
      return remindSession(job, now);
    case 'deliverable-reviewed':
      return tellReviewed(job, now);
  }
}

export async function handler(event: SQSEvent): Promise<SQSBatchResponse> {
  const failures: SQSBatchResponse['batchItemFailures'] = [];
  for (const record of event.Records) {
    try {
      await runJob(JSON.parse(record.body) as Job);
    } catch (error) {
      logger.error('Notification job failed', { messageId: record.messageId, error: String(error) });
      failures.push({ itemIdentifier: record.messageId });
    }
  }
  return { batchItemFailures: failures };
}
